import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of the identity picker, in both languages: added when this code loads, so on H5 they travel in
 * the chunk of the pages that use them instead of the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'identity.hint': '请选择你的身份，之后可随时切换',
    'identity.seekerTitle': '我要找工作',
    'identity.seekerBody': '完善在线简历，投递心仪职位，跟进面试与签约',
    'identity.recruiterTitle': '我要招人',
    'identity.recruiterBody': '完善公司信息，发布职位，邀约候选人面试',
    'identity.current': '当前身份',
  },
  en: {
    'identity.hint': 'Choose who you are; you can switch at any time',
    'identity.seekerTitle': 'I am looking for a job',
    'identity.seekerBody': 'Complete your resume, apply to positions, follow interviews and contracts',
    'identity.recruiterTitle': 'I am hiring',
    'identity.recruiterBody': 'Add your company, publish positions, invite candidates to interview',
    'identity.current': 'Current',
  },
});
