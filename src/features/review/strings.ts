import { screeningEn, screeningZhHans } from '@common/messages.screening';
import { addDomainMessages, addStrings } from '@/lib/i18n';

// The screening's category names (a position's findings) travel with the review page.
addDomainMessages({ 'zh-Hans': screeningZhHans, en: screeningEn });

/**
 * The UI strings of review, in both languages. They are added when this code loads, so on H5 they travel
 * in this feature's chunk instead of the first page's catalogue (src/locales holds what every page needs).
 */
addStrings({
  'zh-Hans': {
    'review.kind.positions': '职位审核',
    'review.kind.companies': '公司审核',
    'review.kind.joins': '加入申请',
    'review.status.under_review': '待审核',
    'review.status.approved': '已通过',
    'review.status.audit_failed': '未通过',
    'review.approve': '通过',
    'review.reject': '驳回',
    'review.confirmReject': '确认驳回',
    'review.reason': '驳回原因',
    'review.reasonPlaceholder': '请写明需要修改的地方，招聘者会看到',
    'review.done': '已处理',
    'review.queueEmpty': '没有待审核的内容',
    'review.companyNotApproved': '公司尚未通过认证，职位通过后也要等公司认证才会展示',
    'review.recruiting': '招聘时间 {start} 至 {end} · 招 {count} 人',
    'review.submitted': '提交于 {time}',
    'review.contact': '联系电话',
    'review.license': '营业执照',
    'review.sealLetter': '盖章申请函',
    'review.missingDoc': '未上传{doc}',
    'review.screening': '自动筛查：请重点核对标出的词语',
    'review.field.title': '职位名称',
    'review.field.responsibilities': '岗位职责',
    'review.field.requirements': '任职要求',
    'review.field.conditions': '福利待遇',
    'review.field.workingHours': '工作时间',
  },
  en: {
    'review.kind.positions': 'Positions',
    'review.kind.companies': 'Companies',
    'review.kind.joins': 'Joins',
    'review.status.under_review': 'To review',
    'review.status.approved': 'Approved',
    'review.status.audit_failed': 'Rejected',
    'review.approve': 'Approve',
    'review.reject': 'Reject',
    'review.confirmReject': 'Reject',
    'review.reason': 'Reason',
    'review.reasonPlaceholder': 'What needs fixing (the recruiter will read this)',
    'review.done': 'Done',
    'review.queueEmpty': 'Nothing waiting for review',
    'review.companyNotApproved': 'The company is not verified yet: the job shows only once it is',
    'review.recruiting': 'Recruiting {start} to {end} · {count} openings',
    'review.submitted': 'Submitted {time}',
    'review.contact': 'Contact',
    'review.license': 'Business license',
    'review.sealLetter': 'Sealed letter',
    'review.missingDoc': 'No {doc} uploaded',
    'review.screening': 'Screening: check the marked words',
    'review.field.title': 'Title',
    'review.field.responsibilities': 'Responsibilities',
    'review.field.requirements': 'Requirements',
    'review.field.conditions': 'Benefits',
    'review.field.workingHours': 'Working hours',
  },
});
