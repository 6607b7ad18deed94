import { verificationEn, verificationZhHans } from '@common/messages.verification';
import { addDomainMessages, addStrings } from '@/lib/i18n';

// The refusals of verifications (not pending, an operator's own) travel with the review page.
addDomainMessages({ 'zh-Hans': verificationZhHans, en: verificationEn });

/** The review center's verifications tab, in both languages. */
addStrings({
  'zh-Hans': {
    'review.kind.verifications': '招聘者认证',
    'review.v.status.pending': '待审核',
    'review.v.status.verified': '已通过',
    'review.v.status.refused': '未通过',
    'review.v.name': '{recruiter} · 实名 {realName}',
    'review.v.idNumber': '身份证号 {masked}',
    'review.v.company': '公司 {company}',
    'review.v.proof': '证明材料：{kind}（点击查看大图）',
    'review.v.kind.badge': '工牌',
    'review.v.kind.certificate': '在职证明',
    'review.v.kind.authorization': '公司授权书',
    'review.v.proofN': '证明材料{n}',
    'review.v.refuse': '拒绝',
    'review.v.confirmRefuse': '确认拒绝',
    'review.v.reason': '拒绝原因',
    'review.v.reasonPlaceholder': '例如：工牌照片看不清姓名，请重新拍摄；招聘者会看到',
    'review.v.empty': '没有待审核的认证',
  },
  en: {
    'review.kind.verifications': 'Recruiters',
    'review.v.status.pending': 'To review',
    'review.v.status.verified': 'Verified',
    'review.v.status.refused': 'Refused',
    'review.v.name': '{recruiter} · legal name {realName}',
    'review.v.idNumber': 'ID number {masked}',
    'review.v.company': 'Company {company}',
    'review.v.proof': 'Proof: {kind} (tap to enlarge)',
    'review.v.kind.badge': 'Work badge',
    'review.v.kind.certificate': 'Employment certificate',
    'review.v.kind.authorization': 'Authorization letter',
    'review.v.proofN': 'Proof {n}',
    'review.v.refuse': 'Refuse',
    'review.v.confirmRefuse': 'Refuse',
    'review.v.reason': 'Reason',
    'review.v.reasonPlaceholder': 'E.g. the name on the badge cannot be read; the recruiter will read this',
    'review.v.empty': 'No verification waiting for review',
  },
});
