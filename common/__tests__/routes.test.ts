import {
  ALL_ROUTES,
  MAIN_ROUTES,
  OPERATOR_ROUTES,
  ROUTES,
  SUBPACKAGE_ROUTES,
  SYSTEM_ROUTES,
  TAB_ROUTES,
  groupSubpackages,
  routeUrl,
} from '../routes';

/**
 * Pages beyond the spec's 50: the company page and 谁看过我; 注销账号 and 下载我的数据; 实名认证; onboarding
 * after the first login; 通知设置; the hiring board.
 */
const ADDED_ROUTES = [
  'pages/company/index',
  'pages/resume/viewers',
  'pages/resume/files',
  'pages/resume/fill',
  'pages/users/delete_account/index',
  'pages/users/my_data/index',
  'pages/users/verification/index',
  'pages/onboarding/index',
  'pages/users/notification_settings/index',
  'pages/applicant/board',
];

describe('route table', () => {
  it('has the 50 routes of the spec and the added ones, each once', () => {
    for (const route of ADDED_ROUTES) expect(SUBPACKAGE_ROUTES).toContain(route);
    expect(ALL_ROUTES).toHaveLength(50 + ADDED_ROUTES.length);
    expect(new Set(ALL_ROUTES).size).toBe(50 + ADDED_ROUTES.length);
    expect(TAB_ROUTES).toEqual(['pages/index/index', 'pages/Notifications/Notifications']);
    for (const route of ALL_ROUTES) expect(route).toMatch(/^pages\/[\w/]+$/);
  });

  it('names only routes of the table (or the operator pages beyond it)', () => {
    for (const route of Object.values(ROUTES))
      expect([...ALL_ROUTES, ...OPERATOR_ROUTES, ...SYSTEM_ROUTES]).toContain(route);
    for (const route of [...OPERATOR_ROUTES, ...SYSTEM_ROUTES]) expect(ALL_ROUTES).not.toContain(route);
  });

  it('builds absolute URLs with an encoded query, dropping empty values', () => {
    expect(routeUrl('pages/applicant/applicant', { id: 7 })).toBe('/pages/applicant/applicant?id=7');
    expect(routeUrl('pages/record/record', { type: 1, q: 'a b', skip: undefined, empty: '' })).toBe(
      '/pages/record/record?type=1&q=a%20b',
    );
    expect(routeUrl('pages/index/index')).toBe('/pages/index/index');
  });
});

describe('groupSubpackages', () => {
  const packages = groupSubpackages();

  it('puts every subpackage route in exactly one package, by first folder', () => {
    const rebuilt = packages.flatMap(({ root, pages }) => pages.map((page) => `${root}/${page}`));
    expect(rebuilt.sort()).toEqual([...SUBPACKAGE_ROUTES].sort());
    expect(rebuilt).toHaveLength(47 + ADDED_ROUTES.length);
    for (const { root } of packages) expect(root).toMatch(/^pages\/[^/]+$/);
    expect(new Set(packages.map((p) => p.root)).size).toBe(packages.length);
  });

  it('groups the folders of the spec', () => {
    const byRoot: Record<string, string[]> = {};
    for (const { root, pages } of packages) byRoot[root] = pages;
    expect(byRoot['pages/oa']).toEqual([
      'project/list',
      'project/operate',
      'project/info',
      'staff/list',
      'staff/operate',
    ]);
    expect(byRoot['pages/recommendjob']).toEqual(['myzw/wdzw', 'myzw/kssq', 'recommendjob', 'ICP']);
    expect(byRoot['pages/resume']).toHaveLength(10); // the spec's 7, viewers (谁看过我), files (附件简历), fill (从文件填写简历)
    expect(byRoot['pages/contractAward']).toEqual(['form', 'template', 'aiQianWeb', 'tip', 'contractList']);
    expect(byRoot['pages/login']).toEqual(['login/login', 'pwd/pwd', 'register/register']);
    // The spec's five, leaving and a copy of one's data, verification, notification settings.
    expect(byRoot['pages/users']).toHaveLength(9);
    expect(packages.map((p) => p.root)).toEqual(
      [
        'ManagementPosition',
        'AddCompanyDetails',
        'recommendjob',
        'applicant',
        'CreatePosition',
        'CompanyManagement',
        'oa',
        'contractAward',
        'job_detail',
        'company',
        'help',
        'user',
        'aiChat',
        'login',
        'users',
        'message',
        'message_detail',
        'map',
        'record',
        'article',
        'resume',
        'onboarding',
      ].map((folder) => `pages/${folder}`),
    );
  });

  it('keeps main-package folders out of the subpackages (WeChat refuses overlapping roots)', () => {
    const mainRoots = new Set([...TAB_ROUTES, ...MAIN_ROUTES].map((r) => r.split('/').slice(0, 2).join('/')));
    for (const { root } of packages) expect(mainRoots.has(root)).toBe(false);
  });

  it('groups any list given', () => {
    expect(groupSubpackages(['pages/a/x', 'pages/b/y/z', 'pages/a/w'])).toEqual([
      { root: 'pages/a', pages: ['x', 'w'] },
      { root: 'pages/b', pages: ['y/z'] },
    ]);
    expect(groupSubpackages([])).toEqual([]);
  });
});
