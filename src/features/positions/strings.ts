import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of applying from the job detail and of the position form, in both languages: added when this code loads, so on H5 they travel in
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
    // Five characters at most: the button shares the bar with 收藏 and 立即沟通 on a 390 px phone.
    'apply.applied': '投递{status}',
    'pos.f.category': '职位类别',
    'pos.p.category': '请选择职位类别，如：Java',
    'pos.p.industryCode': '请选择所属行业',
    'pos.f.salaryUnit': '薪资单位',
    'pos.unit.month': '月薪',
    'pos.unit.day': '日薪',
    'pos.unit.hour': '时薪',
    'pos.f.negotiable': '面议',
    'pos.f.salaryMonths': '薪资月数',
    'pos.months': '{n}薪',
    'pos.f.salaryMin.day': '最低日薪（元）',
    'pos.f.salaryMax.day': '最高日薪（元）',
    'pos.f.salaryMin.hour': '最低时薪（元）',
    'pos.f.salaryMax.hour': '最高时薪（元）',
    'pos.p.salary.day': '整数，单位元/天',
    'pos.p.salary.hour': '整数，单位元/时',
    'pos.genderNotice':
      '性别要求不会在职位中公开：依据《就业促进法》《妇女权益保障法》，招聘不得以性别为由拒绝录用或提高录用标准，国家规定的不适合妇女的工种或者岗位除外。',
  },
  en: {
    'apply.seekerOnlyTitle': 'Job seekers only',
    'apply.seekerOnly': 'Switch to the job seeker identity to apply.',
    'apply.switch': 'Go',
    'apply.resumeTitle': 'Your resume is not ready',
    'apply.completeResume': 'Edit',
    'apply.mine': 'You posted this job',
    'apply.applied': 'Applied · {status}',
    'pos.f.salaryUnit': 'Pay unit',
    'pos.unit.month': 'Monthly',
    'pos.unit.day': 'Daily',
    'pos.unit.hour': 'Hourly',
    'pos.f.negotiable': 'Negotiable',
    'pos.f.salaryMonths': 'Months of pay',
    'pos.months': '{n} months',
    'pos.f.salaryMin.day': 'Minimum daily wage (yuan)',
    'pos.f.salaryMax.day': 'Maximum daily wage (yuan)',
    'pos.f.salaryMin.hour': 'Minimum hourly wage (yuan)',
    'pos.f.salaryMax.hour': 'Maximum hourly wage (yuan)',
    'pos.p.salary.day': 'Whole yuan per day',
    'pos.p.salary.hour': 'Whole yuan per hour',
    'pos.f.category': 'Job category',
    'pos.p.category': 'Choose a job category, e.g. Java',
    'pos.p.industryCode': 'Choose an industry',
    'pos.genderNotice':
      "A gender requirement is not published with the position: under the Employment Promotion Law and the Law on the Protection of Women's Rights and Interests, hiring may not exclude anyone or raise the bar for them because of gender, except for jobs the State lists as unsuitable for women.",
  },
});
