import type { RoutePath } from '@common/routes';

/**
 * The personal center's menu ("我的" on the home page) and the rows of account settings: the paths the help
 * texts name ("我的—账号设置—绑定手机") are checked against these tables (pages/help/__tests__).
 */
export interface CenterEntry {
  label: string;
  route: RoutePath;
  query?: Record<string, string | number>;
  needsLogin?: boolean;
}

export const SEEKER_ENTRIES: CenterEntry[] = [
  { label: 'center.resume', route: 'pages/resume/index', needsLogin: true },
  { label: 'center.viewers', route: 'pages/resume/viewers', needsLogin: true },
  { label: 'center.resumeFiles', route: 'pages/resume/files', needsLogin: true },
  { label: 'center.applied', route: 'pages/recommendjob/myzw/kssq', needsLogin: true },
  { label: 'center.records', route: 'pages/record/record', query: { type: 1 }, needsLogin: true },
  { label: 'center.saved', route: 'pages/recommendjob/myzw/wdzw', needsLogin: true },
];

export const RECRUITER_ENTRIES: CenterEntry[] = [
  { label: 'center.talent', route: 'pages/index/resumlist', needsLogin: true },
  { label: 'center.positions', route: 'pages/ManagementPosition/ManagementPosition', needsLogin: true },
  { label: 'center.candidates', route: 'pages/applicant/applicant', needsLogin: true },
  { label: 'center.company', route: 'pages/CompanyManagement/CompanyManagement', needsLogin: true },
  { label: 'center.contracts', route: 'pages/contractAward/contractList', needsLogin: true },
  { label: 'center.projects', route: 'pages/oa/project/list', needsLogin: true },
  { label: 'center.staff', route: 'pages/oa/staff/list', needsLogin: true },
];

/** Both identities: messages and the assistant are reachable here even without the home shortcuts. */
export const COMMON_ENTRIES: CenterEntry[] = [
  { label: 'center.messages', route: 'pages/message/index', needsLogin: true },
  { label: 'center.assistant', route: 'pages/aiChat/index', needsLogin: true },
  { label: 'center.settings', route: 'pages/users/user_edit/index', needsLogin: true },
  { label: 'center.switchIdentity', route: 'pages/user/identitySwitching', needsLogin: true },
  { label: 'center.help', route: 'pages/help/index' },
  { label: 'center.about', route: 'pages/help/our' },
];

/** Operators (role, not identity) also review positions and companies. */
export const OPERATOR_ENTRIES: CenterEntry[] = [
  { label: 'center.review', route: 'pages/review/index', needsLogin: true },
];

/** The rows of account settings, in order (account-settings.tsx draws them). */
export const SETTINGS_ROWS = [
  'account.avatar',
  'account.nickname',
  'common.language',
  'account.identity',
  'account.phone',
  'account.changePassword',
  'account.myData',
  'account.deleteAccount',
] as const;
