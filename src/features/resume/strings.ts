import { addStrings } from '@/lib/i18n';

/** The resume forms' own strings, in the chunk of the resume pages. */
addStrings({
  'zh-Hans': {
    'resume.savedNext': '已保存，继续完善{section}',
    'resume.files': '附件简历',
    'resume.filesManage': '管理附件简历',
    'resume.filesBody': '上传 PDF / Word 简历，投递时附带；也可下载在线简历 PDF',
    'viewers.note': '近90天查看过你简历的公司（已屏蔽的公司不会出现）',
    'viewers.none': '还没有公司看过你的简历',
    'viewers.noneBody': '完善简历、多投递职位，能让更多公司看到你',
    'viewers.improve': '完善简历',
    'viewers.justNow': '刚刚',
    'viewers.minutes': '{n}分钟前',
    'viewers.hours': '{n}小时前',
    'viewers.yesterday': '昨天 {time}',
    'viewers.times': '看过 {n} 次',
    'viewers.forPosition': '查看了你投递的「{title}」',
  },
  en: {
    'resume.savedNext': 'Saved. Next: {section}',
    'resume.files': 'Resume files',
    'resume.filesManage': 'Manage resume files',
    'resume.filesBody': 'Upload a PDF / Word resume to send with applications, or download the online resume as PDF',
    'viewers.note': 'Companies that viewed your resume in the last 90 days (blocked companies never appear)',
    'viewers.none': 'No company has viewed your resume yet',
    'viewers.noneBody': 'Complete your resume and apply to more positions so more companies see you',
    'viewers.improve': 'Improve my resume',
    'viewers.justNow': 'just now',
    'viewers.minutes': '{n} min ago',
    'viewers.hours': '{n} h ago',
    'viewers.yesterday': 'yesterday {time}',
    'viewers.times': 'Views: {n}',
    'viewers.forPosition': 'for your application to "{title}"',
  },
});
