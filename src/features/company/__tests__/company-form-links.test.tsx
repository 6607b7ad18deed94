/**
 * The company form edits the spec's external links (up to 5, http(s) only, checked before saving, each error
 * under its input), and the saved view shows the uploaded logo and, once approved, opens the company page.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { Company } from '@common/company';
import * as companyApi from '@/api/company';
import { CompanyForm, CompanyView } from '../components/company-form';

const saved: Company = {
  id: 7,
  name: '杭州云栖科技有限公司',
  website: 'https://www.yunqi-tech.example.com',
  contact: '13800000002',
  region: '330106',
  regionName: '杭州·西湖区',
  addressDetail: '文三路90号',
  size: '100-499',
  type: 'private',
  slogan: '',
  introduction: '',
  logo: '/api/uploads/logo.png',
  businessLicense: '',
  sealLetter: '',
  links: [{ title: '官方微博', url: 'https://weibo.com/yunqi' }],
  acceptTerms: true,
  acceptAuthorization: true,
  status: 'approved',
  reviewReason: null,
  submittedAt: null,
  reviewedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/company') as typeof companyApi;
    mockCalls.push({ endpoint, input });
    if (endpoint === endpoints.get) return saved;
    if (endpoint === endpoints.save) return input;
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
const mockOpened: Array<{ route: string; query: unknown }> = [];
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
const all = (id: string) => Array.from(utils.queries.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const field = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const type = (name: string, value: string) =>
  utils.fireEvent.input(field(name)!, { target: { value }, detail: { value } } as never);

test('edits the external links and refuses an address that is not http(s) under its input', async () => {
  mockCalls.length = 0;
  await utils.mount(CompanyForm, { props: {} });
  await waitFor(() => expect(all('company-link-row')).toHaveLength(1));
  expect(field('links.0.url')!.value).toBe('https://weibo.com/yunqi');

  utils.fireEvent.click(byTestId('company-link-add')!);
  await waitFor(() => expect(field('links.1.url')).not.toBeNull());
  type('links.1.title', '招聘主页');
  type('links.1.url', 'javascript:alert(1)');
  utils.fireEvent.click(byTestId('save')!);
  await waitFor(() => expect(byTestId('error-links.1.url')).not.toBeNull());
  expect(byTestId('error-links.1.url')!.textContent).toMatch(/http/);
  expect(mockCalls.some((c) => c.endpoint === companyApi.save)).toBe(false);

  type('links.1.url', 'https://jobs.yunqi-tech.example.com');
  utils.fireEvent.click(byTestId('save')!);
  await waitFor(() => expect(mockCalls.some((c) => c.endpoint === companyApi.save)).toBe(true));
  expect((mockCalls.find((c) => c.endpoint === companyApi.save)!.input as Company).links).toEqual([
    { title: '官方微博', url: 'https://weibo.com/yunqi' },
    { title: '招聘主页', url: 'https://jobs.yunqi-tech.example.com' },
  ]);
});

test('removes a link', async () => {
  await utils.mount(CompanyForm, { props: {} });
  await waitFor(() => expect(all('company-link-row')).toHaveLength(1));
  utils.fireEvent.click(byTestId('company-link-remove')!);
  await waitFor(() => expect(all('company-link-row')).toHaveLength(0));
});

test('the saved view shows the logo and opens the company page once approved', async () => {
  mockOpened.length = 0;
  await utils.mount(CompanyView, { props: { company: saved } });
  await waitFor(() => expect(byTestId('company-view')).not.toBeNull());
  expect(byTestId('company-logo')!.getAttribute('src')).toContain('/api/uploads/logo.png');
  utils.fireEvent.click(byTestId('company-open-page')!);
  expect(mockOpened).toEqual([{ route: 'pages/company/index', query: { id: 7 } }]);
});
