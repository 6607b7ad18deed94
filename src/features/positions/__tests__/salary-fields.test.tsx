/**
 * The position form states pay as people write it (issue 30): 月薪 with 薪资月数 by default (the form a
 * full-time monthly position always had), 日薪 / 时薪 offered for part-time with the range labelled in its unit,
 * and 面议 hiding the range.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { PositionForm, positionFields } from '../components/position-form';

// The H5 pickers (native selects) stand in for the weapp Picker, which jsdom cannot drive.
jest.mock('@/components/pickers', () => jest.requireActual('@/components/pickers/index.h5'));
jest.mock('@/lib/call', () => ({ call: jest.fn(() => Promise.resolve({})) }));

const utils = new TestUtils();
let mounted = false;
afterEach(() => {
  if (mounted) utils.unmout();
  mounted = false;
});

const text = () => utils.queries.querySelector('.record-form')?.textContent ?? '';
const pick = async (name: string, value: string) => {
  const select = utils.queries.querySelector(`[data-testid="picker-${name}"]`) as HTMLSelectElement;
  await act(async () => void utils.fireEvent.change(select, { target: { value } } as never));
};

test('the fields follow the unit: monthly with months, day and hour for part-time, 面议 without a range', () => {
  const t = (key: string) => key;
  const fields = (values: Record<string, unknown>) => positionFields(t, values);
  const names = (values: Record<string, unknown>) => fields(values).map((f) => f.name);
  const label = (values: Record<string, unknown>, name: string) => fields(values).find((f) => f.name === name)?.label;
  const unitOptions = (values: Record<string, unknown>) => {
    const field = fields(values).find((f) => f.name === 'salaryUnit');
    return field && field.kind === 'select' ? field.options.map((o) => o.value) : [];
  };
  expect(unitOptions({ jobType: 'full' })).toEqual(['month']);
  expect(unitOptions({ jobType: 'part' })).toEqual(['month', 'day', 'hour']);
  // A unit chosen for part-time stays offered after a switch to full-time, so its refusal shows there.
  expect(unitOptions({ jobType: 'full', salaryUnit: 'hour' })).toEqual(['month', 'hour']);
  expect(names({ jobType: 'full', salaryUnit: 'month' })).toEqual(
    expect.arrayContaining(['salaryUnit', 'negotiable', 'salaryMin', 'salaryMax', 'salaryMonths']),
  );
  expect(label({ salaryUnit: 'month' }, 'salaryMin')).toBe('pos.f.salaryMin');
  expect(label({ jobType: 'part', salaryUnit: 'day' }, 'salaryMin')).toBe('pos.f.salaryMin.day');
  expect(label({ jobType: 'part', salaryUnit: 'hour' }, 'salaryMax')).toBe('pos.f.salaryMax.hour');
  expect(names({ jobType: 'part', salaryUnit: 'day' })).not.toContain('salaryMonths');
  expect(names({ negotiable: true })).not.toContain('salaryMin');
  expect(names({ negotiable: true })).not.toContain('salaryMax');
});

test('the mounted form switches its labels with the unit and hides the range for 面议', async () => {
  await utils.mount(PositionForm, { props: {} });
  mounted = true;
  await utils.queries.waitForQuerySelector('[data-testid="picker-salaryUnit"]');
  expect(text()).toContain('最低月薪（元）');
  expect(text()).toContain('薪资月数');
  expect(text()).toContain('12薪');
  // Only 月薪 before part-time is chosen.
  const units = () =>
    [...utils.queries.querySelectorAll('[data-testid="picker-salaryUnit"] option')]
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
  expect(units()).toEqual(['月薪']);

  await pick('jobType', 'part');
  expect(units()).toEqual(['月薪', '日薪', '时薪']);
  await pick('salaryUnit', 'day');
  expect(text()).toContain('最低日薪（元）');
  expect(text()).toContain('最高日薪（元）');
  expect(text()).not.toContain('薪资月数');
  await pick('salaryUnit', 'hour');
  expect(text()).toContain('最低时薪（元）');

  const negotiable = utils.queries.querySelector('[data-testid="switch-negotiable"]') as HTMLElement;
  await act(async () => void negotiable.dispatchEvent(new CustomEvent('change', { detail: { value: true } })));
  expect(text()).not.toContain('最低时薪（元）');
  expect(text()).not.toContain('最高时薪（元）');
});
