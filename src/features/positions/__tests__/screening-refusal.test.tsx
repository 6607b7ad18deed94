/**
 * The position form shows a screening refusal on the field it names (issue 33, part 2): the form's own check
 * (the same rules as the server, common/screening) before anything is sent, and the server's refusal, whose
 * key `screening.refused.<field>.<category>` names the field.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { chinaDate } from '@common/china-time';
import { t } from '@common/messages';
import { call } from '@/lib/call';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { PositionForm } from '../components/position-form';

jest.mock('@/components/pickers', () => jest.requireActual('@/components/pickers/index.h5'));
jest.mock('@/lib/call', () => ({ call: jest.fn() }));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(() => Promise.resolve({})) }));

const DAY = 86_400_000;
const mocked = call as jest.Mock;

/** A position as its owner reads it, valid for the form (`overrides` for the screened texts). */
function stored(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    title: '仓库管理员',
    jobType: 'full',
    industry: '物流',
    categoryCode: '230301',
    industryCode: '54',
    education: 'unlimited',
    gender: 'unlimited',
    experience: 'none',
    requirements: '吃苦耐劳',
    workingHours: '做六休一',
    form: 'offline',
    region: '330106',
    addressDetail: '文三路90号',
    recruitStart: chinaDate(Date.now()),
    recruitEnd: chinaDate(Date.now() + 30 * DAY),
    headcount: 2,
    responsibilities: '负责商品出入库',
    conditions: '五险一金',
    salaryMin: 6000,
    salaryMax: 8000,
    salaryUnit: 'month',
    salaryMonths: 12,
    negotiable: false,
    showOnCompanyPage: true,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

const utils = new TestUtils();
afterEach(() => {
  utils.unmout();
  mocked.mockReset();
});

const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`);

async function save() {
  const button = await utils.queries.waitForQuerySelector('[data-testid="save"]');
  await act(async () => void utils.fireEvent.click(button));
  // The save is throttled and asynchronous: let it settle.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

const updates = () => mocked.mock.calls.filter(([endpoint]) => String(endpoint).startsWith('PUT'));

test('the form refuses screened words before sending, on the field, naming them', async () => {
  mocked.mockImplementation((endpoint: string) =>
    String(endpoint).startsWith('GET')
      ? Promise.resolve(stored({ requirements: '限男性，35岁以下' }))
      : Promise.resolve({}),
  );
  await utils.mount(PositionForm, { props: { id: '7' } });
  await save();
  const error = byTestId('error-requirements');
  expect(error?.textContent).toBe(t('zh-Hans', 'screening.refused.requirements.discrimination', { words: '限男性' }));
  expect(error?.textContent).toContain('任职要求');
  expect(toast).toHaveBeenCalledWith({ title: error?.textContent, icon: 'none' });
  expect(updates()).toEqual([]);
});

test("the server's screening refusal shows on the field its key names", async () => {
  const key = 'screening.refused.conditions.contact' as const;
  const message = t('zh-Hans', key, { words: 'hr_wang88' });
  mocked.mockImplementation((endpoint: string) =>
    String(endpoint).startsWith('GET')
      ? Promise.resolve(stored())
      : Promise.reject(new RequestError(message, 'refused', 502, undefined, key)),
  );
  await utils.mount(PositionForm, { props: { id: '7' } });
  await save();
  expect(updates()).toHaveLength(1);
  expect(byTestId('error-conditions')?.textContent).toBe(message);
  expect(byTestId('error-requirements')).toBeNull();
});
