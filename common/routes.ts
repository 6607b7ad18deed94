/**
 * The route table of the product specification (section 2), paths verbatim: they are deep links
 * shared with the mini-program, push payloads and the H5 history router, so they never change.
 * `app.config.ts` builds the main package and the subpackages from this list.
 */
export const TAB_ROUTES = ['pages/index/index', 'pages/Notifications/Notifications'] as const;

/** Pages in the main package besides the tab pages. */
export const MAIN_ROUTES = ['pages/index/resumlist'] as const;

/** Every other page; each goes to the subpackage named after its first folder under pages/. */
export const SUBPACKAGE_ROUTES = [
  'pages/ManagementPosition/ManagementPosition',
  'pages/AddCompanyDetails/AddCompanyDetails',
  'pages/recommendjob/myzw/wdzw',
  'pages/recommendjob/myzw/kssq',
  'pages/recommendjob/recommendjob',
  'pages/recommendjob/ICP',
  'pages/applicant/applicant',
  'pages/applicant/ApplicationDetails',
  // The recruiter's hiring board of a position (candidates by stage), from 候选人 and 职位管理.
  'pages/applicant/board',
  'pages/CreatePosition/CreatePosition',
  'pages/CompanyManagement/CompanyManagement',
  'pages/CompanyManagement/editCompanyManagement',
  'pages/oa/project/list',
  'pages/oa/project/operate',
  'pages/oa/project/info',
  'pages/oa/staff/list',
  'pages/oa/staff/operate',
  'pages/contractAward/form',
  'pages/contractAward/template',
  'pages/contractAward/aiQianWeb',
  'pages/contractAward/tip',
  'pages/contractAward/contractList',
  'pages/job_detail/index',
  'pages/company/index',
  'pages/help/index',
  'pages/help/our',
  'pages/help/textByPage',
  'pages/user/identitySwitching',
  'pages/aiChat/index',
  'pages/login/login/login',
  'pages/login/pwd/pwd',
  'pages/login/register/register',
  'pages/users/user_edit/index',
  'pages/users/forgot_password/index',
  'pages/users/update_password/index',
  'pages/users/register/index',
  'pages/users/user_agreement/index',
  // Leaving (注销账号) and a copy of one's data (下载我的数据), from account settings.
  'pages/users/delete_account/index',
  'pages/users/my_data/index',
  // A recruiter's verification (实名认证), from account settings.
  'pages/users/verification/index',
  // 通知设置: channels per group of notifications and quiet hours, from account settings.
  'pages/users/notification_settings/index',
  'pages/message/index',
  'pages/message_detail/index',
  'pages/map/index',
  'pages/record/record',
  'pages/article/detail',
  'pages/resume/index',
  'pages/resume/basic',
  'pages/resume/jobexpectations',
  'pages/resume/expectations',
  'pages/resume/education',
  'pages/resume/project',
  'pages/resume/skillsqualifications',
  'pages/resume/viewers',
  // 附件简历: the seeker's resume files (upload, preview, rename, default, delete).
  'pages/resume/files',
  // 从文件填写简历: a PDF / DOCX read into proposals the seeker accepts one by one.
  'pages/resume/fill',
  // Onboarding after the first login: a subpackage of its own.
  'pages/onboarding/index',
] as const;

export const ALL_ROUTES = [...TAB_ROUTES, ...MAIN_ROUTES, ...SUBPACKAGE_ROUTES] as const;

/**
 * Pages beyond the spec's table: the operators' review of positions and companies (the spec has no
 * operator pages; docs/decisions.md). A subpackage of its own, so seekers and recruiters never load it.
 */
export const OPERATOR_ROUTES = ['pages/review/index'] as const;

/**
 * System pages: the spec's `/choose-location` (pick a place: the region tree and an address line) and
 * `/open-location` (show a place and open it in a map app), served on H5 at those paths (config
 * `customRoutes`), and the page every unknown path lands on. One small subpackage of their own.
 */
export const SYSTEM_ROUTES = [
  'pages/system/choose-location',
  'pages/system/open-location',
  'pages/system/not-found',
] as const;

export type RoutePath = (typeof ALL_ROUTES)[number] | (typeof OPERATOR_ROUTES)[number] | (typeof SYSTEM_ROUTES)[number];

/** Named routes used by code (navigation helpers, push routing, redirects). */
export const ROUTES = {
  home: 'pages/index/index',
  notifications: 'pages/Notifications/Notifications',
  resumeList: 'pages/index/resumlist',
  login: 'pages/login/login/login',
  loginByPassword: 'pages/login/pwd/pwd',
  register: 'pages/login/register/register',
  applicant: 'pages/applicant/applicant',
  record: 'pages/record/record',
  jobDetail: 'pages/job_detail/index',
  /** A company's public homepage (`?id=`). */
  company: 'pages/company/index',
  identitySwitching: 'pages/user/identitySwitching',
  /** Onboarding after the first login. */
  onboarding: 'pages/onboarding/index',
  review: 'pages/review/index',
  chooseLocation: 'pages/system/choose-location',
  openLocation: 'pages/system/open-location',
  notFound: 'pages/system/not-found',
} as const satisfies Record<string, RoutePath>;

export interface Subpackage {
  root: string;
  pages: string[];
}

/** Groups the subpackage routes by their first folder: `pages/oa/project/list` -> root `pages/oa`. */
export function groupSubpackages(routes: readonly string[] = SUBPACKAGE_ROUTES): Subpackage[] {
  const byRoot = new Map<string, string[]>();
  for (const route of routes) {
    const [pagesDir, first, ...rest] = route.split('/');
    const root = `${pagesDir}/${first}`;
    const list = byRoot.get(root) ?? [];
    list.push(rest.join('/'));
    byRoot.set(root, list);
  }
  return [...byRoot].map(([root, pages]) => ({ root, pages }));
}

/** Absolute path of a route for Taro navigation (`/pages/...`). */
export function routeUrl(route: RoutePath, query?: Record<string, string | number | undefined>): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `/${route}${params ? `?${params}` : ''}`;
}
