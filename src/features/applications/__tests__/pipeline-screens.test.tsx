/**
 * The pipeline on the applicant details and the board, mounted with Taro's test utilities over a fake `call`:
 * the recruiter at 面试通过 starts the contract (the form opens with the application), at 已签约 adds Party B to
 * the staff; the seeker withdraws a delivered application after the dialog; the board shows its columns,
 * counts, the overdue card in red and the closed counts.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ApplicationDetail } from '@common/applications';
import type { Board, Stage } from '@common/pipeline';
import { useSession } from '@/lib/session';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockAnswers: { detail?: ApplicationDetail; board?: Board } = {};
const mockOpened: Array<{ route: string; query: unknown }> = [];
const mockModals: string[] = [];

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: string, input: unknown) => {
    mockCalls.push({ endpoint, input });
    if (endpoint.startsWith('GET applications/board')) return mockAnswers.board;
    if (endpoint.startsWith('GET positions/mine')) return { rows: [{ id: 5, title: '前端工程师' }], total: 1 };
    if (endpoint.startsWith('GET applications/:id')) return mockAnswers.detail;
    if (endpoint.startsWith('POST applications/:id/withdraw')) return { id: 9, stage: 'withdrawn' };
    throw new Error(`unexpected call ${endpoint}`);
  }),
  callWithMessage: jest.fn(async () => ({ msg: '' })),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
jest.mock('@/lib/navigation', () => ({
  openRoute: (route: string, query: unknown) => mockOpened.push({ route, query }),
}));
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const showModal = async (options: { content: string }) => {
    mockModals.push(options.content);
    return { confirm: true, cancel: false };
  };
  return new Proxy(actual, { get: (target, key) => (key === 'showModal' ? showModal : Reflect.get(target, key)) });
});

import { ApplicationDetails } from '../components/application-details';
import { PipelineBoard } from '../components/pipeline-board';

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
async function until(check: () => void): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      return check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  check();
}

function detail(
  stage: Stage,
  viewer: 'recruiter' | 'seeker',
  more: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  return {
    id: 9,
    status: 'delivered',
    reason: null,
    autoClosed: false,
    noReplyYet: false,
    positionId: 5,
    positionTitle: '前端工程师',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    interview: null,
    stage,
    stageAt: '2026-11-21T02:00:00.000Z',
    seekerId: 3,
    nickname: '张小明',
    avatar: null,
    gender: null,
    age: null,
    highestDegree: null,
    workYears: 0,
    companyId: 1,
    companyName: '杭州云栖科技有限公司',
    companyLogo: null,
    position: {
      id: 5,
      title: '前端工程师',
      regionName: '杭州',
      salaryMin: 10,
      salaryMax: 20,
      salaryUnit: 'k',
      salaryMonths: 12,
      negotiable: false,
    } as never,
    resume: null,
    interviews: [],
    viewer,
    stages: [
      { stage: 'delivered', at: '2026-11-20T02:00:00.000Z' },
      { stage, at: '2026-11-21T02:00:00.000Z' },
    ],
    contract: null,
    resumeFile: null,
    ...more,
  };
}

beforeEach(() => {
  mockCalls.length = 0;
  mockOpened.length = 0;
  mockModals.length = 0;
  useSession.setState({ isLogin: true, token: 't', userInfo: { id: 1, nickname: '甲' } as never });
});
afterEach(() => utils.unmout());

test('recruiter, 面试通过: 不合适 and 发起合同, which opens the contract form with the application', async () => {
  mockAnswers.detail = detail('offered', 'recruiter');
  await utils.mount(ApplicationDetails, { props: { id: '9' } });
  await until(() => expect(byTestId('application-stage')?.textContent).toBe('面试通过'));
  const actions = [...utils.queries.querySelectorAll('[data-testid="application-actions"] .app-action')];
  expect(actions.map((a) => a.textContent)).toEqual(['不合适', '发起合同']);
  utils.fireEvent.click(byTestId('application-startContract')!);
  expect(mockOpened).toEqual([{ route: 'pages/contractAward/form', query: { applicationId: 9 } }]);
  // The timeline: every stage reached, in China time.
  const steps = [...utils.queries.querySelectorAll('[data-testid="stage-step"]')].map((s) => s.textContent);
  expect(steps).toEqual(['已投递2026-11-20 10:00', '面试通过2026-11-21 10:00']);
});

test('recruiter, 已签约: 添加为员工 opens the staff form with the signed contract', async () => {
  mockAnswers.detail = detail('signed', 'recruiter', { contract: { id: 44, status: 'signed' } });
  await utils.mount(ApplicationDetails, { props: { id: '9' } });
  await until(() => expect(byTestId('application-addStaff')).not.toBeNull());
  expect(byTestId('application-reject')).toBeNull();
  utils.fireEvent.click(byTestId('application-addStaff')!);
  expect(mockOpened).toEqual([{ route: 'pages/oa/staff/operate', query: { contractId: 44 } }]);
});

test('seeker, 已投递: 撤回投递 asks, then calls withdraw', async () => {
  mockAnswers.detail = detail('delivered', 'seeker');
  await utils.mount(ApplicationDetails, { props: { id: '9' } });
  await until(() => expect(byTestId('application-withdraw')?.textContent).toBe('撤回投递'));
  expect(byTestId('application-pass')).toBeNull();
  utils.fireEvent.click(byTestId('application-withdraw')!);
  await until(() =>
    expect(mockCalls.some((c) => String(c.endpoint).startsWith('POST applications/:id/withdraw'))).toBe(true),
  );
  expect(mockModals[0]).toContain('撤回');
  expect(mockCalls.find((c) => String(c.endpoint).startsWith('POST'))?.input).toEqual({ id: 9 });
});

test('the board: a column per stage with counts and cards, the overdue one marked, the closed counts', async () => {
  const card = { seekerId: 3, avatar: null, stageAt: '2026-11-10T02:00:00.000Z' };
  mockAnswers.board = {
    positionId: 5,
    positionTitle: '前端工程师',
    columns: (['delivered', 'viewed', 'screened', 'interviewing', 'offered', 'signed', 'hired'] as const).map(
      (stage) => ({
        stage,
        count: stage === 'delivered' ? 2 : 0,
        cards:
          stage === 'delivered'
            ? [
                { ...card, applicationId: 7, nickname: '张小明', waitedDays: 9, overdue: true },
                { ...card, applicationId: 8, nickname: '李华', waitedDays: 2, overdue: false },
              ]
            : [],
      }),
    ),
    closed: { rejected: 3, withdrawn: 1 },
  };
  await utils.mount(PipelineBoard, { props: { positionId: '5' } });
  await until(() => expect(utils.queries.querySelectorAll('[data-testid="board-column"]')).toHaveLength(7));
  const cards = [...utils.queries.querySelectorAll('[data-testid="board-card"]')];
  expect(cards.map((c) => c.textContent)).toEqual(['张小明超过 7 天未回复', '李华已等待 2 天']);
  expect(cards[0].className).toContain('board__card--overdue');
  expect(byTestId('board-closed')?.textContent).toBe('已结束不合适 3已撤回 1');
  expect(mockCalls.find((c) => String(c.endpoint).startsWith('GET applications/board'))?.input).toEqual({
    positionId: 5,
  });
  utils.fireEvent.click(cards[1] as HTMLElement);
  expect(mockOpened).toContainEqual({ route: 'pages/applicant/ApplicationDetails', query: { id: 8 } });
});
