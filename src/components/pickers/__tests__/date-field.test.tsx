/**
 * The app's own date picker: on H5 three selects (year, month, day) in the user's language instead of the
 * browser's date input (mm/dd/yyyy whatever the app's language); the date reads 2026年11月27日 / 27 Nov
 * 2026; the weapp field shows it the same way.
 */
import { useState } from 'react';
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { useLocale } from '@/lib/i18n';
import { composeDate, dateOptions, formatDate, parseDate } from '../date-parts';
import { DateField } from '../index.h5';
import { DateField as WeappDateField } from '../index';

describe('date parts', () => {
  it('reads a date as people write it, in each language', () => {
    expect(formatDate('2026-11-27', 'zh-Hans')).toBe('2026年11月27日');
    expect(formatDate('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatDate('', 'zh-Hans')).toBe('');
    expect(formatDate('2026-02-30', 'en')).toBe('');
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('offers the months and days within the range, and fits the day to the month', () => {
    const options = dateOptions({ year: 2026, month: 11 }, '2026-11-20', '2027-03-31', 'zh-Hans');
    expect(options.year.map((o) => o.label)).toEqual(['2026年', '2027年']);
    expect(options.month.map((o) => o.value)).toEqual([11, 12]);
    expect(options.day.map((o) => o.value)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(dateOptions({ year: 2027, month: 2 }, '1950-01-01', '2050-12-31', 'en').day).toHaveLength(28);
    expect(dateOptions({}, '1950-01-01', '2050-12-31', 'en').month[10].label).toBe('Nov');
    expect(composeDate({ year: 2026, month: 2, day: 31 }, '1950-01-01', '2050-12-31')).toBe('2026-02-28');
    expect(composeDate({ year: 2026, month: 11 }, '1950-01-01', '2050-12-31')).toBe('');
    expect(composeDate({ year: 2026, month: 11, day: 1 }, '2026-11-20', '2050-12-31')).toBe('2026-11-20');
  });
});

const utils = new TestUtils();
afterEach(() => {
  // Only after a mount (the date parts tests mount nothing).
  if (utils.queries.querySelector('[data-testid^="picker-"]')) utils.unmout();
  useLocale.setState({ locale: 'zh-Hans' });
});

function Form({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      name="recruitStart"
      label="开始日期"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const select = (part: string) =>
  utils.queries.querySelector(`[data-testid="picker-recruitStart-${part}"]`) as HTMLSelectElement;
const choose = (part: string, value: string) => utils.fireEvent.change(select(part), { target: { value } } as never);

describe('the H5 date field', () => {
  it('is no browser date input, but year, month and day in Chinese; a whole date is sent as YYYY-MM-DD', async () => {
    const values: string[] = [];
    await utils.mount(Form, { props: { initial: '', onValue: (v: string) => values.push(v) } });
    await utils.queries.waitForQuerySelector('[data-testid="picker-recruitStart-year"]');
    expect(utils.queries.querySelector('input[type="date"]')).toBeNull();
    const group = utils.queries.querySelector('[data-testid="picker-recruitStart"]') as HTMLElement;
    expect(Array.from(group.querySelectorAll('select')).map((s) => s.getAttribute('aria-label'))).toEqual([
      '年',
      '月',
      '日',
    ]);
    choose('year', '2026');
    choose('month', '11');
    expect(values).toEqual([]);
    choose('day', '27');
    await waitFor(() => expect(values).toEqual(['2026-11-27']));
    await waitFor(() => expect(group.getAttribute('aria-label')).toBe('开始日期 2026年11月27日'));
    expect(select('month').selectedOptions[0].textContent).toBe('11月');
    // February has no 31st: the day is fitted.
    choose('month', '12');
    choose('day', '31');
    await waitFor(() => expect(values[values.length - 1]).toBe('2026-12-31'));
    choose('month', '2');
    await waitFor(() => expect(values[values.length - 1]).toBe('2026-02-28'));
  });

  it('reads day, month, year in English', async () => {
    useLocale.setState({ locale: 'en' });
    await utils.mount(Form, { props: { initial: '2026-11-27', onValue: () => undefined } });
    const group = await utils.queries.waitForQuerySelector('[data-testid="picker-recruitStart"]');
    expect(
      Array.from(group.querySelectorAll('select')).map((s) => (s as HTMLSelectElement).selectedOptions[0].textContent),
    ).toEqual(['27', 'Nov', '2026']);
    expect(group.getAttribute('aria-label')).toBe('开始日期 27 Nov 2026');
  });
});

test('the weapp field shows the chosen date as people read it', async () => {
  await utils.mount(WeappDateField, {
    props: { name: 'day', label: '日期', value: '2026-11-27', onChange: () => undefined },
  });
  const shown = await utils.queries.waitForQuerySelector('[data-testid="picker-day"]');
  expect(shown.textContent).toBe('2026年11月27日');
});
