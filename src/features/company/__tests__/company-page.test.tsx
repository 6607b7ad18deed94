/**
 * The company homepage (pages/company/index) mounted with Taro's test utilities: loading, error (retry) and
 * empty states, the company with its verified badge, links and address, its homepage positions (drawn by
 * what the page composes in) and its recruiters. The call is answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { Text } from '@tarojs/components';
import type { CompanyPage } from '@common/company-page';
import { CompanyScreen } from '../components/company-page';

const company: CompanyPage = {
  id: 7,
  name: '杭州云栖科技有限公司',
  logo: '/api/uploads/logo.png',
  verified: true,
  size: '100-499',
  type: 'private',
  industry: '互联网/IT',
  slogan: '用技术让招聘更简单',
  introduction: '专注于企业级SaaS与移动互联网产品研发',
  website: 'https://www.yunqi-tech.example.com',
  links: [{ title: '官方微博', url: 'https://weibo.com/yunqi' }],
  region: '330106',
  regionName: '杭州·西湖区',
  addressDetail: '文三路90号',
  latitude: 30.27,
  longitude: 120.13,
  positions: [
    {
      id: 11,
      title: '前端开发工程师',
      jobType: 'full',
      companyId: 7,
      companyName: '杭州云栖科技有限公司',
      companyLogo: '/api/uploads/logo.png',
      regionCode: '330106',
      regionName: '杭州·西湖区',
      salaryMin: 15000,
      salaryMax: 25000,
      education: 'bachelor',
      experience: null,
      updatedAt: '2026-11-20T02:00:00.000Z',
    } as CompanyPage['positions'][number],
  ],
  recruiters: [
    {
      userId: 2,
      name: '李经理',
      title: '招聘经理',
      avatar: null,
      lastActiveAt: new Date().toISOString(),
      verified: true,
    },
  ],
};

const mockAnswer: { next: () => Promise<unknown> } = { next: () => Promise.resolve(company) };
const mockCalls: unknown[] = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn((endpoint: unknown, input: unknown) => {
    mockCalls.push({ endpoint, input });
    return mockAnswer.next();
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

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
const all = (id: string) => Array.from(utils.queries.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];

const position = (row: CompanyPage['positions'][number]) => <Text data-testid="page-position">{row.title}</Text>;

async function mountWith(answer: () => Promise<unknown>) {
  mockAnswer.next = answer;
  mockCalls.length = 0;
  await utils.mount(CompanyScreen, { props: { id: '7', position } });
}

test('shows the loading state while the company is asked for, by its id', async () => {
  await mountWith(() => new Promise(() => undefined));
  await waitFor(() => expect(byTestId('company-loading')).not.toBeNull());
  expect(mockCalls).toEqual([{ endpoint: expect.stringContaining('companies/:id'), input: { id: 7 } }]);
});

test('shows the refusal with a retry that asks again', async () => {
  await mountWith(() => Promise.reject(new Error('该公司不存在或未通过认证')));
  await waitFor(() => expect(byTestId('company-error')).not.toBeNull());
  expect(byTestId('company-error')!.textContent).toContain('该公司不存在或未通过认证');
  mockAnswer.next = () => Promise.resolve(company);
  utils.fireEvent.click(byTestId('company-error')!.querySelector('.state-block__action')!);
  await waitFor(() => expect(byTestId('company-page')).not.toBeNull());
  expect(mockCalls).toHaveLength(2);
});

test('shows the company, its verified badge, links, address, positions and recruiters', async () => {
  await mountWith(() => Promise.resolve(company));
  await waitFor(() => expect(byTestId('company-page')).not.toBeNull());
  const page = byTestId('company-page')!.textContent!;
  expect(page).toContain('杭州云栖科技有限公司');
  expect(byTestId('company-verified')!.textContent).toBe('已认证');
  expect(page).toContain('100-499人');
  expect(page).toContain('互联网/IT');
  expect(page).toContain('专注于企业级SaaS');
  expect(byTestId('company-logo')!.getAttribute('aria-label')).toContain('杭州云栖科技有限公司');
  expect(all('company-link').map((link) => link.textContent)).toEqual([
    expect.stringContaining('https://www.yunqi-tech.example.com'),
    expect.stringContaining('https://weibo.com/yunqi'),
  ]);
  expect(byTestId('company-address')!.textContent).toContain('杭州·西湖区 文三路90号');
  expect(byTestId('company-positions')!.textContent).toContain('在招职位（1）');
  expect(all('page-position').map((p) => p.textContent)).toEqual(['前端开发工程师']);
  expect(byTestId('company-positions-empty')).toBeNull();
  const recruiter = byTestId('company-recruiter')!.textContent!;
  expect(recruiter).toContain('李经理 · 招聘经理');
  expect(recruiter).toContain('刚刚活跃');
  expect(byTestId('company-recruiter-verified')!.textContent).toBe('已认证');
  expect(byTestId('avatar')).not.toBeNull();
});

test('says so when the company has no open position on its homepage', async () => {
  await mountWith(() => Promise.resolve({ ...company, positions: [], links: [], website: '', introduction: '' }));
  await waitFor(() => expect(byTestId('company-page')).not.toBeNull());
  expect(byTestId('company-positions-empty')!.textContent).toBe('暂无在招职位');
  expect(byTestId('company-positions')!.textContent).toContain('在招职位（0）');
  expect(byTestId('company-links')).toBeNull();
  expect(all('company-recruiter')).toHaveLength(1);
});
