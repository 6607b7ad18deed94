/**
 * The job detail names its recruiter as set in settings (王女士 · HR经理), and its company card opens the
 * company's homepage (pages/company/index?id=); so does a list card's company line where the list asks.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { PositionDetail } from '@common/positions';
import { JobDetail } from '../components/job-detail';
import { PositionCard } from '../components/position-card';

const position = {
  id: 5,
  title: '前端开发工程师',
  jobType: 'full',
  companyId: 7,
  companyName: '杭州云栖科技有限公司',
  companyLogo: null,
  regionCode: '330106',
  regionName: '杭州·西湖区',
  salaryMin: 15000,
  salaryMax: 25000,
  education: 'bachelor',
  experience: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
  industry: '互联网/IT',
  gender: null,
  requirements: '1. 熟悉React',
  workingHours: null,
  form: 'offline',
  addressDetail: null,
  recruitStart: null,
  recruitEnd: null,
  headcount: 2,
  responsibilities: null,
  conditions: null,
  showOnCompanyPage: true,
  companySize: '100-499',
  companyType: 'private',
  companySlogan: null,
  status: 'approved',
  reviewReason: null,
  refreshedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  latitude: null,
  longitude: null,
  recruiterLastActiveAt: null,
  recruiterName: '王女士',
  recruiterTitle: 'HR经理',
  recruiterVerified: true,
  saved: false,
  mine: false,
  applicationId: null,
  applicationStatus: null,
} as PositionDetail;

const mockOpened: Array<{ route: string; query: unknown }> = [];
jest.mock('@/lib/call', () => ({ call: jest.fn(() => Promise.resolve(position)) }));
jest.mock('@/lib/navigation', () => ({
  ...jest.requireActual('@/lib/navigation'),
  openRoute: (route: string, query: unknown) => mockOpened.push({ route, query }),
}));

const utils = new TestUtils();

/** Retries `check` until it passes (Taro's H5 elements draw a little after React renders). */
async function waitFor(check: () => void, timeout = 3000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
afterEach(() => utils.unmout());
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

test("names the recruiter with the title, and the company card opens the company's page", async () => {
  await utils.mount(JobDetail, { props: { id: '5' } });
  await waitFor(() => expect(byTestId('job-detail')).not.toBeNull());
  // A verified recruiter carries 已认证 beside the name and title.
  expect(byTestId('job-recruiter')!.textContent).toBe('王女士 · HR经理已认证');
  expect(byTestId('job-verified')!.textContent).toBe('已认证');
  utils.fireEvent.click(byTestId('job-company')!);
  expect(mockOpened).toEqual([{ route: 'pages/company/index', query: { id: 7 } }]);
});

test("a list card's company line opens the company, the rest of the card the job", async () => {
  const opened: string[] = [];
  await utils.mount(PositionCard, {
    props: {
      position,
      locale: 'zh-Hans',
      onOpen: (id: number) => opened.push(`job ${id}`),
      onCompany: (id: number) => opened.push(`company ${id}`),
    },
  });
  await waitFor(() => expect(byTestId('position-card-company')).not.toBeNull());
  utils.fireEvent.click(byTestId('position-card-company')!);
  expect(opened).toEqual(['company 7']);
  utils.fireEvent.click(byTestId('position-card')!);
  expect(opened).toEqual(['company 7', 'job 5']);
});
