import { addStrings } from '@/lib/i18n';

/** The resume forms' own strings, in the chunk of the resume pages. */
addStrings({
  'zh-Hans': {
    'resume.savedNext': '已保存，继续完善{section}',
  },
  en: {
    'resume.savedNext': 'Saved. Next: {section}',
  },
});
