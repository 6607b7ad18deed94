import { verificationEn, verificationZhHans } from '@common/messages.verification';
import { addDomainMessages, addStrings } from '@/lib/i18n';

/**
 * The texts of verified recruiters (实名认证): the refusals (common/messages.verification.ts) and the page's
 * own words, added when the page loads (on H5 they travel in its chunk).
 */
addDomainMessages({ 'zh-Hans': verificationZhHans, en: verificationEn });

addStrings({
  'zh-Hans': {
    'verification.title': '实名认证',
    'verification.intro':
      '认证招聘者身份后，求职者会在职位、聊天和公司主页看到「已认证」标识；未认证的招聘者每天最多向20位求职者打招呼。',
    'verification.status.none': '未认证',
    'verification.status.pending': '审核中',
    'verification.status.verified': '已认证',
    'verification.status.refused': '未通过',
    'verification.pendingHint': '平台正在审核你的资料，结果会以通知告诉你。',
    'verification.verifiedHint': '你已通过认证，求职者会看到你的「已认证」标识。',
    'verification.refusedReason': '未通过原因：{reason}',
    'verification.resubmitHint': '请按原因修改后重新提交，身份证号需要重新填写。',
    'verification.realName': '真实姓名',
    'verification.realNamePlaceholder': '与身份证一致',
    'verification.idNumber': '身份证号',
    'verification.idNumberPlaceholder': '18位居民身份证号',
    'verification.idSaved': '已保存：{masked}',
    'verification.company': '所在公司',
    'verification.proofKindLabel': '证明材料',
    'verification.kind.badge': '工牌',
    'verification.kind.certificate': '在职证明',
    'verification.kind.authorization': '公司授权书',
    'verification.proofHint': '拍清楚姓名和公司名称，JPG或PNG，每张不超过1MB，最多3张；仅平台审核人员可见',
    'verification.proofN': '证明材料{n}',
    'verification.remove': '移除',
    'verification.submit': '提交认证',
    'verification.resubmit': '重新提交',
    'verification.submittedAt': '提交于 {time}',
    'verification.seekerOnly': '实名认证面向招聘者。切换为招聘者身份并填写公司信息后即可认证。',
    'verification.switch': '切换身份',
  },
  en: {
    'verification.title': 'Recruiter verification',
    'verification.intro':
      'Once verified, seekers see a Verified badge on your jobs, in chat and on the company page. Unverified recruiters can greet at most 20 seekers a day.',
    'verification.status.none': 'Not verified',
    'verification.status.pending': 'Under review',
    'verification.status.verified': 'Verified',
    'verification.status.refused': 'Refused',
    'verification.pendingHint': 'The platform is reviewing your details; a notification will tell you the result.',
    'verification.verifiedHint': 'You are verified: seekers see your Verified badge.',
    'verification.refusedReason': 'Reason: {reason}',
    'verification.resubmitHint': 'Please correct it and submit again; enter the ID number again too.',
    'verification.realName': 'Real name',
    'verification.realNamePlaceholder': 'As on your ID card',
    'verification.idNumber': 'ID number',
    'verification.idNumberPlaceholder': '18-character resident ID number',
    'verification.idSaved': 'Saved: {masked}',
    'verification.company': 'Company',
    'verification.proofKindLabel': 'Proof',
    'verification.kind.badge': 'Work badge',
    'verification.kind.certificate': 'Employment certificate',
    'verification.kind.authorization': 'Authorization letter',
    'verification.proofHint':
      'Show your name and the company name clearly; JPG or PNG up to 1 MB each, at most 3; only the platform reviewers see them',
    'verification.proofN': 'Proof {n}',
    'verification.remove': 'Remove',
    'verification.submit': 'Submit',
    'verification.resubmit': 'Submit again',
    'verification.submittedAt': 'Submitted {time}',
    'verification.seekerOnly':
      'Verification is for recruiters. Switch to the recruiter identity and fill in your company to verify.',
    'verification.switch': 'Switch identity',
  },
});
