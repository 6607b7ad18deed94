/**
 * One-step code login in the app (issue 31): the image captcha appears only when the server asks for it
 * (auth.captchaRequired); the login body accepts the agreements only when ticked, in the versions the
 * links show; a refusal about them puts the box right (auth.termsChanged: unticked, new versions loaded).
 * The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { MSG } from '@common/messages';
import * as auth from '@/api/auth';
import * as content from '@/api/content';
import { RequestError } from '@/lib/request';
import { agreementRefusal, termsFields } from '../agreement-gate';
import { CodeSender } from '../components/code-sender';
import { LoginByCodeForm } from '../components/auth-forms';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockAnswers = new Map<unknown, (input: unknown) => unknown>();
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    mockCalls.push({ endpoint, input });
    const answer = mockAnswers.get(endpoint);
    if (!answer) throw new Error(`unexpected call ${String(endpoint)}`);
    return answer(input);
  }),
}));
// The H5 flavour of Taro in jsdom has no toast.
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
const mockFinished: unknown[] = [];
jest.mock('../finish-login', () => ({ finishLogin: (answer: unknown) => mockFinished.push(answer) }));

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const field = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const type = (name: string, value: string) =>
  utils.fireEvent.input(field(name)!, { target: { value }, detail: { value } } as never);
/** Polls in real time (the screen updates after chains of calls and a throttle). */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const callsTo = (endpoint: string) => mockCalls.filter((c) => c.endpoint === endpoint);
const refusal = (key: string) => new RequestError('refused', 'refused', 502, undefined, key as never);
const versions = (user: string, privacy: string) => ({
  rows: [
    { id: 1, type: 'user', version: user, title: '用户协议', updatedAt: '' },
    { id: 2, type: 'privacy', version: privacy, title: '隐私政策', updatedAt: '' },
  ],
  total: 2,
});

beforeEach(() => {
  mockCalls.length = 0;
  mockFinished.length = 0;
  mockAnswers.clear();
  mockAnswers.set(auth.captchaImage, () => ({ captchaEnabled: true, uuid: 'u-1', img: 'data:image/png;base64,' }));
  mockAnswers.set(auth.codeStatus, () => ({ sent: false, retryAfter: 0 }));
  mockAnswers.set(content.agreements, () => versions('2026-01-01', '2026-01-01'));
});
afterEach(() => utils.unmout());

test('no captcha until the server asks; then it shows and the next send carries the answer', async () => {
  let asked = false;
  mockAnswers.set(auth.sendCode, () => {
    if (!asked) {
      asked = true;
      throw refusal(MSG.auth.captchaRequired);
    }
    return { retryAfter: 60, expiresIn: 300 };
  });
  await utils.mount(CodeSender, {
    props: { phone: '13800138000', scene: 'login', onPhoneError: () => undefined, code: '', onCodeChange: () => {} },
  });
  const send = (await utils.queries.waitForQuerySelector('[data-testid="send-code"]')) as HTMLElement;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(byTestId('captcha-image')).toBeNull();
  expect(callsTo(auth.captchaImage)).toHaveLength(0);

  utils.fireEvent.click(send);
  await until(() => byTestId('captcha-image') !== null && field('captcha') !== null, 'the captcha');
  expect(callsTo(auth.sendCode)[0]!.input).toEqual({ phone: '13800138000', scene: 'login' });
  expect(utils.queries.querySelector('.form-field__error')?.textContent).toContain('图形验证码');

  type('captcha', 'ab3d');
  // The throttle of repeated taps (THROTTLE_MS) lets a deliberate second tap through.
  await new Promise((resolve) => setTimeout(resolve, 600));
  utils.fireEvent.click(send);
  await waitFor(() => expect(callsTo(auth.sendCode)).toHaveLength(2));
  expect(callsTo(auth.sendCode)[1]!.input).toEqual({
    phone: '13800138000',
    scene: 'login',
    uuid: 'u-1',
    captcha: 'ab3d',
  });
});

test('the login accepts the agreements only when ticked, in the versions shown; a change unticks and reloads them', async () => {
  let changed = true;
  mockAnswers.set(auth.loginByCode, () => {
    if (changed) {
      changed = false;
      // The privacy policy changed while the page was open.
      mockAnswers.set(content.agreements, () => versions('2026-01-01', '2026-09-01'));
      throw refusal(MSG.auth.termsChanged);
    }
    return { token: 't', expiresAt: '', needPhone: false, user: { id: 9, identity: null } };
  });
  await utils.mount(LoginByCodeForm, {});
  await waitFor(() => expect(callsTo(content.agreements)).toHaveLength(1));
  type('phone', '13800138000');
  type('code', '123456');

  // Not ticked: the page says so and sends nothing.
  utils.fireEvent.click(byTestId('submit-login')!);
  await waitFor(() => expect(utils.queries.querySelector('.form-check .form-field__error')).not.toBeNull());
  expect(callsTo(auth.loginByCode)).toHaveLength(0);

  utils.fireEvent.click(byTestId('agreement')!);
  utils.fireEvent.click(byTestId('submit-login')!);
  await waitFor(() => expect(callsTo(auth.loginByCode)).toHaveLength(1));
  expect(callsTo(auth.loginByCode)[0]!.input).toEqual({
    phone: '13800138000',
    code: '123456',
    acceptTerms: true,
    agreementVersions: { user: '2026-01-01', privacy: '2026-01-01' },
  });
  // Refused for a changed text: the box is unticked with the reason, the new versions are loaded.
  await waitFor(() => expect(byTestId('agreement')!.getAttribute('aria-checked')).toBe('false'));
  expect(utils.queries.querySelector('.form-check .form-field__error')?.textContent).toBe('refused');
  await waitFor(() => expect(callsTo(content.agreements)).toHaveLength(2));
  expect(mockFinished).toHaveLength(0);

  utils.fireEvent.click(byTestId('agreement')!);
  await new Promise((resolve) => setTimeout(resolve, 600));
  utils.fireEvent.click(byTestId('submit-login')!);
  await until(() => mockFinished.length === 1, 'the login finished');
  expect(callsTo(auth.loginByCode)[1]!.input).toMatchObject({
    acceptTerms: true,
    agreementVersions: { user: '2026-01-01', privacy: '2026-09-01' },
  });
});

test('the agreement fields and refusals', () => {
  expect(termsFields(false, { user: 'a', privacy: 'b' })).toEqual({});
  expect(termsFields(true, undefined)).toEqual({ acceptTerms: true });
  expect(termsFields(true, { user: 'a', privacy: 'b' })).toEqual({
    acceptTerms: true,
    agreementVersions: { user: 'a', privacy: 'b' },
  });
  expect(agreementRefusal(MSG.auth.termsRequired)).toBe('tick');
  expect(agreementRefusal(MSG.auth.termsChanged)).toBe('reread');
  expect(agreementRefusal(MSG.auth.codeWrong)).toBeUndefined();
  expect(agreementRefusal(undefined)).toBeUndefined();
});
