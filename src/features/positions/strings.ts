import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of applying from the job detail, in both languages: added when this code loads, so on H5 they travel in
 * the chunk of the pages that use them instead of the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'apply.seekerOnlyTitle': '需要求职者身份',
    'apply.seekerOnly': '投递简历需要切换为求职者身份。',
    'apply.switch': '去切换',
    'apply.resumeTitle': '简历还不完整',
    'apply.completeResume': '去完善',
    'apply.mine': '这是你发布的职位',
    'apply.applied': '已投递 · {status}',
  },
  en: {
    'apply.seekerOnlyTitle': 'Job seekers only',
    'apply.seekerOnly': 'Switch to the job seeker identity to apply.',
    'apply.switch': 'Go',
    'apply.resumeTitle': 'Your resume is not ready',
    'apply.completeResume': 'Edit',
    'apply.mine': 'You posted this job',
    'apply.applied': 'Applied · {status}',
  },
});
