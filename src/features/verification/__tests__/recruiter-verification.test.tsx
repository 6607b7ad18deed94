/**
 * 实名认证 (a recruiter's verification) mounted with Taro's test utilities: a seeker is told it is for
 * recruiters and nothing is asked; a refused one shows the reason and a form prefilled but for the ID number,
 * whose wrong check digit is refused under the field before anything is sent; a submission answers the pending
 * state with the number masked only. The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { MyVerification } from '@common/verification';
import { useSession } from '@/lib/session';
import { RecruiterVerification } from '../components/recruiter-verification';

const refused: MyVerification = {
  status: 'refused',
  realName: '林晓',
  idNumberMasked: '1101**********002X',
  proofKind: 'badge',
  proofFiles: ['/api/documents/2-0123456789abcdef0123456789abcdef.png?exp=1&sig=s'],
  companyName: '鹿鸣科技有限公司',
  reason: '工牌照片看不清姓名',
  submittedAt: '2026-11-27T02:00:00.000Z',
  reviewedAt: '2026-11-27T03:00:00.000Z',
};

const mockState: { mine: MyVerification; calls: Array<{ endpoint: unknown; input: unknown }> } = {
  mine: refused,
  calls: [],
};
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    mockState.calls.push({ endpoint, input });
    return mockState.mine;
  }),
  callWithMessage: jest.fn(async (endpoint: unknown, input: unknown) => {
    mockState.calls.push({ endpoint, input });
    mockState.mine = { ...refused, status: 'pending', reason: null };
    return { data: mockState.mine, msg: '已提交，平台审核后会通知你' };
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const utils = new TestUtils();

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
const input = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const type = (name: string, value: string) =>
  utils.fireEvent.input(input(name)!, { target: { value }, detail: { value } } as never);

beforeEach(() => {
  mockState.mine = refused;
  mockState.calls = [];
});

test('a seeker is told it is for recruiters, and nothing is asked', async () => {
  useSession.setState({ userInfo: { id: 1, nickname: '张小明', identity: 'seeker' } as never });
  await utils.mount(RecruiterVerification);
  await waitFor(() => expect(byTestId('verification-seeker')).not.toBeNull());
  expect(byTestId('verification-seeker')!.textContent).toContain('实名认证面向招聘者');
  expect(mockState.calls).toEqual([]);
});

test('refused: the reason, a form without the ID number, a wrong check digit refused, then pending and masked', async () => {
  useSession.setState({ userInfo: { id: 2, nickname: '林晓', identity: 'recruiter' } as never });
  await utils.mount(RecruiterVerification);
  await waitFor(() => expect(byTestId('verification-status-refused')).not.toBeNull());
  expect(byTestId('verification-reason')!.textContent).toBe('未通过原因：工牌照片看不清姓名');
  // The name and the proof come back; the number is typed again (only its masked form is known).
  await waitFor(() => expect(input('idNumber')).not.toBeNull());
  expect(input('realName')!.value).toBe('林晓');
  expect(input('idNumber')!.value).toBe('');
  expect(byTestId('verification-form')!.textContent).not.toContain('11010519491231002X');

  type('idNumber', '110105194912310021');
  utils.fireEvent.click(byTestId('verification-submit')!);
  await waitFor(() => expect(byTestId('error-idNumber')).not.toBeNull());
  expect(byTestId('error-idNumber')!.textContent).toBe('身份证号最后一位校验码不正确，请核对后重新输入');
  expect(mockState.calls).toHaveLength(1);

  type('idNumber', '11010519491231002x');
  utils.fireEvent.click(byTestId('verification-submit')!);
  await waitFor(() => expect(byTestId('verification-status-pending')).not.toBeNull());
  expect(mockState.calls[1].input).toEqual({
    realName: '林晓',
    idNumber: '11010519491231002X',
    proofKind: 'badge',
    proofFiles: refused.proofFiles,
  });
  expect(byTestId('verification-id-masked')!.textContent).toBe('1101**********002X');
  expect(byTestId('verification-form')).toBeNull();
});
