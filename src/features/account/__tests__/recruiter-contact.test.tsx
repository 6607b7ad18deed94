/**
 * The account settings mounted with Taro's test utilities: a recruiter sets the WeChat ID (and the phone)
 * shared in chat exchanges there (recruiters have no resume); a seeker does not see it (theirs is on the
 * resume). The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import type { AccountInfo } from '@common/account';
import * as account from '@/api/account';
import { useSession } from '@/lib/session';
import { AccountSettings } from '../components/account-settings';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const calls = mockCalls;
const mockIdentity: { now: AccountInfo['identity'] } = { now: 'recruiter' };

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/account') as typeof account;
    mockCalls.push({ endpoint, input });
    const user: AccountInfo = {
      id: 2,
      phone: '138****0002',
      nickname: '李经理',
      avatar: null,
      identity: mockIdentity.now,
      language: 'zh-Hans',
      role: 'user',
      hasPassword: true,
      wechatBound: false,
      createdAt: '2026-05-01T00:00:00.000Z',
    };
    // The endpoints are strings ('GET user/contact user data'): answer by them.
    if (endpoint === endpoints.userInfos) return user;
    if (endpoint === endpoints.contact) return { wechat: '', phone: '', displayName: '', title: '' };
    if (endpoint === endpoints.saveContact) return input;
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));

// The H5 flavour of Taro in jsdom has no toast.
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const field = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const type = (name: string, value: string) =>
  utils.fireEvent.input(field(name)!, { target: { value }, detail: { value } } as never);

async function mountAs(who: AccountInfo['identity']) {
  mockIdentity.now = who;
  calls.length = 0;
  useSession.setState({ userInfo: { id: 2, nickname: '李经理', identity: who } as never });
  await utils.mount(AccountSettings, { props: { onLogout: async () => undefined, onPhone: () => undefined } });
}

afterEach(() => utils.unmout());

test('a recruiter sets the name and title seekers see and the WeChat ID and phone shared in chat exchanges; a wrong one is refused on its field', async () => {
  await mountAs('recruiter');
  await waitFor(() => expect(byTestId('recruiter-contact')).not.toBeNull());
  expect(byTestId('recruiter-contact')!.textContent).toContain('微信号');
  await waitFor(() => expect(calls.some((c) => c.endpoint === account.contact)).toBe(true));

  type('wechat', '1ab');
  utils.fireEvent.click(byTestId('save-contact')!);
  await waitFor(() => expect(byTestId('recruiter-contact')!.textContent).toContain('请输入正确的微信号'));
  expect(calls.some((c) => c.endpoint === account.saveContact)).toBe(false);

  type('wechat', ' li_yunqi_hr ');
  type('contactPhone', '13912345678');
  type('displayName', '李经理');
  type('jobTitle', '招聘经理');
  // The throttle of a repeated submit (THROTTLE_MS) does not apply after a refused one.
  utils.fireEvent.click(byTestId('save-contact')!);
  await waitFor(() =>
    expect(calls.find((c) => c.endpoint === account.saveContact)?.input).toEqual({
      wechat: 'li_yunqi_hr',
      phone: '13912345678',
      displayName: '李经理',
      title: '招聘经理',
    }),
  );
});

test("a seeker's settings have no WeChat ID of their own (the resume holds it)", async () => {
  await mountAs('seeker');
  await waitFor(() => expect(calls.some((c) => c.endpoint === account.userInfos)).toBe(true));
  expect(byTestId('recruiter-contact')).toBeNull();
});
