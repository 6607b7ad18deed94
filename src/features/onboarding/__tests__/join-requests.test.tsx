/**
 * Requests to join a company (`JoinRequests`): on the company page its first recruiter sees their company's
 * pending requests and nothing when there are none; in the review center (`forOperators`) an operator sees
 * every company's, each naming its company, and is told when none wait. 同意 / 拒绝 answer the request and
 * the list is read again. The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { JoinRequest } from '@common/onboarding';
import * as onboardingApi from '@/api/onboarding';
import { JoinRequests } from '../components/join-requests';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockAnswers = new Map<unknown, (input: unknown) => unknown>();
jest.mock('@/lib/call', () => {
  const answer = async (endpoint: unknown, input: unknown) => {
    mockCalls.push({ endpoint, input });
    const found = mockAnswers.get(endpoint);
    if (!found) throw new Error(`unexpected call ${String(endpoint)}`);
    return found(input);
  };
  return {
    call: jest.fn(answer),
    callWithMessage: jest.fn(async (endpoint: unknown, input: unknown) => ({
      data: await answer(endpoint, input),
      msg: '已处理',
    })),
  };
});
// The H5 flavour of Taro in jsdom has no toast.
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const utils = new TestUtils();
const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
const callsTo = (endpoint: string) => mockCalls.filter((c) => c.endpoint === endpoint);
/** Polls in real time (the list renders after its call answers). */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const request = (id: number, companyName: string, requesterName: string): JoinRequest => ({
  id,
  companyId: id * 10,
  companyName,
  userId: id * 100,
  requesterName,
  requesterTitle: '',
  status: 'pending',
  createdAt: '2026-11-27T02:00:00.000Z',
  decidedAt: null,
});

let pending: JoinRequest[];
beforeEach(() => {
  mockCalls.length = 0;
  mockAnswers.clear();
  pending = [request(1, '杭州云栖科技有限公司', '陈先生'), request(2, '西安远航物流有限公司', '刘女士')];
  mockAnswers.set(onboardingApi.joinRequests, () => pending);
  mockAnswers.set(onboardingApi.approveJoin, (input) => {
    const { id } = input as { id: number };
    pending = pending.filter((row) => row.id !== id);
    return { ...request(id, '', ''), status: 'approved' };
  });
});
afterEach(() => utils.unmout());

test('an operator sees every company’s requests by name, approves one, and the list is read again', async () => {
  await utils.mount(JoinRequests, { props: { forOperators: true } });
  await until(() => all('[data-testid="join-request"]').length === 2, 'two requests');
  const text = all('[data-testid="join-request"]').map((row) => row.textContent);
  expect(text[0]).toContain('陈先生');
  expect(text[0]).toContain('杭州云栖科技有限公司');
  expect(text[1]).toContain('西安远航物流有限公司');

  utils.fireEvent.click(all('[data-testid="join-approve"]')[1]!);
  await until(() => all('[data-testid="join-request"]').length === 1, 'one request left');
  expect(callsTo(onboardingApi.approveJoin).map((c) => c.input)).toEqual([{ id: 2 }]);
  expect(callsTo(onboardingApi.joinRequests)).toHaveLength(2);
});

test('an operator is told when no request waits; a company page shows nothing', async () => {
  pending = [];
  await utils.mount(JoinRequests, { props: { forOperators: true } });
  await until(() => utils.queries.querySelector('[data-testid="join-requests-none"]') !== null, 'none waiting');
  expect(utils.queries.querySelector('[data-testid="join-requests-none"]')!.textContent).toContain(
    '没有待处理的加入申请',
  );
  utils.unmout();

  await utils.mount(JoinRequests, { props: {} });
  await until(() => callsTo(onboardingApi.joinRequests).length === 2, 'the second read');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(utils.queries.querySelector('[data-testid="join-requests-none"]')).toBeNull();
  expect(all('[data-testid="join-request"]')).toHaveLength(0);
});
