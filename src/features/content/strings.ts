import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of the help center, agreements and about pages, in both languages: added when this code
 * loads, so on H5 they travel in those pages' chunks instead of the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'content.faq': '常见问题',
    'content.about': '关于我们',
    'content.policies': '政策协议',
    'content.filing': '备案信息',
    'content.company': '运营主体',
    'content.address': '地址',
    'content.contact': '联系方式',
    'content.icp': 'ICP备案号',
    'content.police': '公安备案号',
    'content.operator': '主办单位',
    'content.filingHint': '可在工业和信息化部政务服务平台查询：{url}',
    'content.versionUpdated': '版本 {version} · 更新于 {date}',
    'content.updated': '更新于 {date}',
  },
  en: {
    'content.faq': 'Frequently asked questions',
    'content.about': 'About us',
    'content.policies': 'Policies and agreements',
    'content.filing': 'Filing information',
    'content.company': 'Operator',
    'content.address': 'Address',
    'content.contact': 'Contact',
    'content.icp': 'ICP filing number',
    'content.police': 'Public security filing',
    'content.operator': 'Site owner',
    'content.filingHint': 'Check it on the MIIT filing service: {url}',
    'content.versionUpdated': 'Version {version} · updated {date}',
    'content.updated': 'Updated {date}',
  },
});
