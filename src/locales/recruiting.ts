import { addStrings } from '@/lib/i18n';

/**
 * Recruiting strings (a recruiter's positions, the talent list, candidates): added by the screens that show
 * them, so on H5 they travel in those chunks and not in the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'talent.keyword': '搜索期望职位，如：前端',
    'talent.city': '期望城市',
    'talent.any': '不限',
    'talent.salaryMin': '最低月薪',
    'talent.salaryMax': '最高月薪',
    'talent.degree': '最低学历',
    'talent.jobStatus': '求职状态',
    'talent.search': '筛选',
    'talent.unavailable': '暂时无法查看简历',
    'talent.company': '公司信息',
    'talent.none': '没有符合条件的简历',
    'talent.workYears': '{years}年经验',
    'talent.fresh': '应届/无经验',
    'talent.wants': '期望：{position} · {city} · {salary}',
    'talent.lastJob': '最近：{title} · {industry}',
    'pos.f.industry': '所属行业',
    'pos.all': '全部',
    'pos.post': '+ 发布职位',
    'pos.none': '还没有职位',
    'pos.reason': '未通过原因：{reason}',
    'pos.counts': '浏览 {views} · 投递 {applicants}',
  },
  en: {
    'talent.keyword': 'Expected position, e.g. frontend',
    'talent.city': 'Expected city',
    'talent.any': 'Any',
    'talent.salaryMin': 'Min salary',
    'talent.salaryMax': 'Max salary',
    'talent.degree': 'Minimum degree',
    'talent.jobStatus': 'Job-seeking status',
    'talent.search': 'Apply filters',
    'talent.unavailable': 'Resumes are not available yet',
    'talent.company': 'Company',
    'talent.none': 'No resume matches',
    'talent.workYears': '{years} yrs experience',
    'talent.fresh': 'Graduate / no experience',
    'talent.wants': 'Wants: {position} · {city} · {salary}',
    'talent.lastJob': 'Latest: {title} · {industry}',
    'pos.f.industry': 'Industry',
    'pos.all': 'All',
    'pos.post': '+ Post a job',
    'pos.none': 'No positions yet',
    'pos.reason': 'Not approved: {reason}',
    'pos.counts': 'Views {views} · Applicants {applicants}',
  },
});
