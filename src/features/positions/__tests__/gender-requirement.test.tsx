/**
 * A position's gender requirement is kept but never published (docs/decisions.md, "Gender requirements"):
 * the job detail does not show it, and the position form tells the recruiter so.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { PositionDetail } from '@common/positions';
import { JobDetail } from '../components/job-detail';
import { PositionForm } from '../components/position-form';

const position = {
  id: 5,
  title: '仓库管理员',
  jobType: 'full',
  companyId: 2,
  companyName: '杭州云栖科技有限公司',
  companyLogo: null,
  regionCode: '330106',
  regionName: '杭州·西湖区',
  salaryMin: 6000,
  salaryMax: 8000,
  salaryUnit: 'month',
  salaryMonths: 12,
  negotiable: false,
  education: 'unlimited',
  experience: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
  industry: '物流',
  categoryCode: '230301',
  industryCode: '54',
  gender: 'male',
  requirements: '1. 吃苦耐劳',
  workingHours: null,
  form: 'offline',
  addressDetail: null,
  recruitStart: null,
  recruitEnd: null,
  headcount: 2,
  responsibilities: null,
  conditions: null,
  showOnCompanyPage: true,
  companySize: null,
  companyType: null,
  companySlogan: null,
  status: 'approved',
  reviewReason: null,
  refreshedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  latitude: null,
  longitude: null,
  recruiterLastActiveAt: null,
  recruiterName: '李经理',
  recruiterTitle: '招聘经理',
  recruiterVerified: false,
  saved: false,
  mine: false,
  applicationId: null,
  applicationStatus: null,
} satisfies PositionDetail;

// babel-jest hoists this above the imports.
jest.mock('@/lib/call', () => ({ call: jest.fn(() => Promise.resolve(position)) }));

const utils = new TestUtils();
afterEach(() => utils.unmout());

test('the job detail does not show a gender requirement', async () => {
  await utils.mount(JobDetail, { props: { id: '5' } });
  const detail = await utils.queries.waitForQuerySelector('[data-testid="job-detail"]');
  expect(detail.textContent).toContain('仓库管理员');
  expect(detail.textContent).not.toMatch(/男|性别/);
});

test('the position form says a gender requirement is not published, and why', async () => {
  await utils.mount(PositionForm, { props: {} });
  const notice = await utils.queries.waitForQuerySelector('[data-testid="pos-gender-notice"]');
  expect(notice.textContent).toContain('性别要求不会在职位中公开');
  expect(notice.textContent).toContain('就业促进法');
});
