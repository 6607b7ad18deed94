import { reportsEn, reportsZhHans } from '@common/messages.reports';
import { addDomainMessages, addStrings } from '@/lib/i18n';

// The reports' refusals and the names of reasons, targets, actions and statuses travel with the report sheet
// and the review page, not the first page.
addDomainMessages({ 'zh-Hans': reportsZhHans, en: reportsEn });

/** The UI strings of reports, in both languages (added when this code loads: the feature's chunk on H5). */
addStrings({
  'zh-Hans': {
    'report.open': '举报',
    'report.title': '举报{target}',
    'report.reason': '举报原因',
    'report.note': '补充说明（选填）',
    'report.notePlaceholder': '请描述具体情况，如对方要求支付的费用',
    'report.screenshots': '截图证据（选填，最多3张，仅平台可见）',
    'report.addShot': '添加截图',
    'report.submit': '提交举报',
    'report.cancel': '取消',
    'report.uploading': '上传中 {percent}%',
    'report.private': '举报内容仅平台运营人员可见，对方不会知道举报人',
  },
  en: {
    'report.open': 'Report',
    'report.title': 'Report this {target}',
    'report.reason': 'Reason',
    'report.note': 'Details (optional)',
    'report.notePlaceholder': 'What happened, e.g. the fee they asked for',
    'report.screenshots': 'Screenshots (optional, up to 3, only the platform sees them)',
    'report.addShot': 'Add a screenshot',
    'report.submit': 'Send report',
    'report.cancel': 'Cancel',
    'report.uploading': 'Uploading {percent}%',
    'report.private': 'Only the platform’s operators read a report; the other side is not told who sent it',
  },
});
