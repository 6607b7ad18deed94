/**
 * Interview scheduling mounted with Taro's test utilities: the seeker's SlotPicker (taken, released and past
 * times cannot be chosen; 确认 picks the chosen slot; a 'taken' refusal reloads) and the reschedule form
 * (the shared rule before the call, then the call's body). The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import type { Interview } from '@common/applications';
import { chinaDate } from '@common/china-time';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { RequestError } from '@/lib/request';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockAnswer: { next: () => Promise<unknown> } = { next: async () => ({}) };
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    mockCalls.push({ endpoint, input });
    return mockAnswer.next();
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => undefined) }));
jest.mock('@/services/subscribe', () => ({
  askToSubscribe: () => undefined,
  preloadSubscriptions: async () => undefined,
}));
// The H5 pickers (plain selects), as the H5 build uses them.
jest.mock('@/components/pickers', () => jest.requireActual('@/components/pickers/index.h5'));

import * as scheduling from '@/api/interview-scheduling';
import { InterviewCard } from '../interview-card';
import { RescheduleForm } from '../reschedule-form';
import { SlotPicker } from '../slot-picker';

const DAY = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function invitation(): Interview {
  return {
    id: 7,
    applicationId: 3,
    status: 'invited',
    method: 'offline',
    time: future(1),
    address: '杭州',
    link: '',
    contact: '',
    note: '',
    positionId: 1,
    positionTitle: '前端工程师',
    companyId: 1,
    companyName: '职达科技',
    companyLogo: null,
    seekerId: 2,
    seekerName: '张小明',
    createdAt: future(-1),
    updatedAt: future(-1),
    slots: [
      { id: 11, time: future(1), status: 'open' },
      { id: 12, time: future(2), status: 'taken' },
      { id: 13, time: future(-0.1), status: 'open' },
      { id: 14, time: future(3), status: 'released' },
    ],
    proposal: null,
    proposalsInARow: 0,
  };
}

const utils = new TestUtils();
beforeEach(() => {
  mockCalls.length = 0;
  mockAnswer.next = async () => ({});
});
afterEach(() => utils.unmout());

const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement;
const tap = (id: string) => act(() => void utils.fireEvent.click(byTestId(id)));

describe('SlotPicker', () => {
  it('shows taken, released and past times as not choosable, and picks the chosen slot', async () => {
    const onChanged = jest.fn();
    await utils.mount(SlotPicker, { props: { interview: invitation(), onChanged } });
    await utils.queries.waitForQuerySelector('[data-testid="slot-picker"]');
    expect(byTestId('slot-11').getAttribute('data-disabled')).toBe('0');
    expect(byTestId('slot-12').getAttribute('data-disabled')).toBe('1');
    expect(byTestId('slot-12').textContent).toContain('已被选走');
    expect(byTestId('slot-13').getAttribute('data-disabled')).toBe('1');
    expect(byTestId('slot-13').textContent).toContain('已过期');
    expect(byTestId('slot-14').textContent).toContain('已释放');
    // A disabled time cannot be chosen: nothing is sent.
    await tap('slot-12');
    await tap('slot-confirm');
    expect(mockCalls).toEqual([]);

    await tap('slot-11');
    await tap('slot-confirm');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(mockCalls).toEqual([{ endpoint: scheduling.pickSlot, input: { id: 7, slotId: 11 } }]);
  });

  it('reloads when the time was just taken by another candidate', async () => {
    mockAnswer.next = async () => {
      throw new RequestError('这个时间刚被其他候选人选走了', 'refused', 502, undefined, PIPELINE_MSG.slots.taken);
    };
    const onChanged = jest.fn();
    await utils.mount(SlotPicker, { props: { interview: invitation(), onChanged } });
    await utils.queries.waitForQuerySelector('[data-testid="slot-picker"]');
    await tap('slot-11');
    await tap('slot-confirm');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(mockCalls).toHaveLength(1);
    // The choice is cleared: the reloaded times decide again.
    expect(byTestId('slot-11').className).not.toContain('slot-choice--on');
  });
});

describe('RescheduleForm', () => {
  const choose = (name: string, value: string) =>
    act(() => void utils.fireEvent.change(byTestId(`picker-${name}`), { target: { value } } as never));

  it('checks the time and the reason before the call, then sends them', async () => {
    const onDone = jest.fn();
    const current = future(2);
    await utils.mount(RescheduleForm, {
      props: { interviewId: 7, currentTime: current, onDone, onCancel: () => undefined },
    });
    await utils.queries.waitForQuerySelector('[data-testid="reschedule-form"]');
    await tap('reschedule-send');
    await waitFor(() => expect(utils.queries.querySelectorAll('.form-field__error').length).toBeGreaterThan(0));
    expect(mockCalls).toEqual([]);

    // Tomorrow at 15:00 China time, with a reason.
    const [year, month, day] = chinaDate(Date.now() + DAY).split('-');
    await choose('rescheduleDay-year', String(Number(year)));
    await choose('rescheduleDay-month', String(Number(month)));
    await choose('rescheduleDay-day', String(Number(day)));
    await choose('rescheduleClock', '15:00');
    const reason = utils.queries.querySelector('[data-field="reason"] input') as HTMLInputElement;
    await act(
      () =>
        void utils.fireEvent.input(reason, { target: { value: '当天有事' }, detail: { value: '当天有事' } } as never),
    );
    // Past the form's throttle of repeated taps.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await tap('reschedule-send');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mockCalls).toEqual([
      {
        endpoint: scheduling.reschedule,
        input: { id: 7, time: `${year}-${month}-${day}T15:00:00+08:00`, reason: '当天有事' },
      },
    ]);
  });
});

describe('InterviewCard with a proposed time', () => {
  const waiting = (by: 'seeker' | 'recruiter'): Interview => ({
    ...invitation(),
    status: 'waiting',
    slots: [],
    proposal: { id: 5, time: future(4), reason: '面试官出差', by, status: 'pending', createdAt: future(-0.5) },
    proposalsInARow: 1,
  });

  it('the other side answers with 同意 (the accept call), the proposer waits', async () => {
    const onChanged = jest.fn();
    await utils.mount(InterviewCard, { props: { interview: waiting('recruiter'), side: 'seeker', onChanged } });
    const proposal = await utils.queries.waitForQuerySelector('[data-testid="interview-proposal"]');
    expect(proposal.textContent).toContain('对方申请改期');
    expect(proposal.textContent).toContain('面试官出差');
    // No second proposal while one waits; the calendar is there.
    expect(byTestId('interview-reschedule')).toBeNull();
    expect(byTestId('interview-calendar')).not.toBeNull();
    await tap('proposal-accept');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(mockCalls).toEqual([{ endpoint: scheduling.acceptReschedule, input: { id: 7 } }]);
    utils.unmout();

    await utils.mount(InterviewCard, { props: { interview: waiting('seeker'), side: 'seeker', onChanged } });
    await utils.queries.waitForQuerySelector('[data-testid="proposal-waiting"]');
    expect(byTestId('proposal-accept')).toBeNull();
  });

  it('after a declined proposal offers 改期 again and 取消面试', async () => {
    const declined = { ...waiting('seeker'), proposal: null };
    await utils.mount(InterviewCard, { props: { interview: declined, side: 'seeker', onChanged: () => undefined } });
    await utils.queries.waitForQuerySelector('[data-testid="interview-cancel"]');
    expect(byTestId('interview-reschedule')).not.toBeNull();
    await tap('interview-cancel');
    await utils.queries.waitForQuerySelector('[data-testid="cancel-form"]');
  });
});
