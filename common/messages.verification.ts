/**
 * The texts of verified recruiters: the form's refusals, the state messages, the review
 * answers, and the daily greeting limit of an unverified recruiter. `VERIFICATION_MSG` keys (./messages.ts)
 * that travel with the verification page and the review center's verifications tab
 * (src/features/verification/strings.ts adds them on H5); the server registers them at start.
 */
import { keysOf } from './domain-keys';

export const verificationZhHans = {
  'verification.checkDigit': '身份证号最后一位校验码不正确，请核对后重新输入',
  'verification.proofKind': '请选择证明材料类型',
  'verification.proofRequired': '请上传证明材料（1-3张图片）',
  'verification.proofFile': '证明材料须为本人上传的图片，请重新上传',
  'verification.noCompany': '请先填写公司信息，再进行招聘者认证',
  'verification.pending': '认证资料正在审核中，请耐心等待',
  'verification.alreadyVerified': '你已通过认证，无需重复提交',
  'verification.submitted': '已提交，平台审核后会通知你',
  'verification.notFound': '认证记录不存在',
  'verification.notPending': '该认证不在待审核状态',
  'verification.ownWork': '不能审核自己的认证，请由其他审核员处理',
  'verification.approved': '已通过认证',
  'verification.refused': '已拒绝认证',
  'verification.greetLimit':
    '未认证的招聘者每天最多向{limit}位求职者打招呼，今天的次数已用完。完成实名认证（我的—设置—实名认证）即可解除此限制',
} as const satisfies Record<string, string>;

export const verificationEn = {
  'verification.checkDigit':
    'The last character (check digit) of the ID number is wrong: please check it and try again',
  'verification.proofKind': 'Please choose the kind of proof',
  'verification.proofRequired': 'Please upload your proof (1 to 3 pictures)',
  'verification.proofFile': 'The proof must be pictures you uploaded: please upload them again',
  'verification.noCompany': 'Please fill in your company first, then verify yourself as its recruiter',
  'verification.pending': 'Your verification is being reviewed: please wait for the result',
  'verification.alreadyVerified': 'You are already verified',
  'verification.submitted': 'Submitted: you will be notified when the platform has reviewed it',
  'verification.notFound': 'Verification not found',
  'verification.notPending': 'This verification is not waiting for review',
  'verification.ownWork': 'You cannot review your own verification: another operator must',
  'verification.approved': 'Verified',
  'verification.refused': 'Verification refused',
  'verification.greetLimit':
    'Unverified recruiters can greet at most {limit} job seekers a day, and you have reached it today. Verify yourself (Me - Settings - Verification) to lift this limit',
} as const satisfies Record<string, string>;

/** The keys by name (`VERIFICATION_MSG.checkDigit === 'verification.checkDigit'`). */
export const VERIFICATION_MSG = keysOf('verification', verificationZhHans);
