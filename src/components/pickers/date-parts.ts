/**
 * The date picker's logic, shared by the weapp and H5 fields: a YYYY-MM-DD value split into year, month and
 * day, the choices of each within [start, end] in the user's language, and the date as people read it
 * (2026年11月27日, 27 Nov 2026). No Date objects: a calendar date has no time zone.
 */
export type DateLocale = 'zh-Hans' | 'en';

export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

export interface DateOption {
  value: number;
  label: string;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month and day of a YYYY-MM-DD text; empty parts for anything else. */
export function parseDate(value: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return {};
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return {};
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 2026年11月27日 in Chinese, 27 Nov 2026 in English; '' when the value is no date. */
export function formatDate(value: string | undefined, locale: DateLocale): string {
  const { year, month, day } = parseDate(value);
  if (!year || !month || !day) return '';
  return locale === 'en' ? `${day} ${MONTHS_EN[month - 1]} ${year}` : `${year}年${month}月${day}日`;
}

export function yearLabel(year: number, locale: DateLocale): string {
  return locale === 'en' ? String(year) : `${year}年`;
}
export function monthLabel(month: number, locale: DateLocale): string {
  return locale === 'en' ? MONTHS_EN[month - 1] : `${month}月`;
}
export function dayLabel(day: number, locale: DateLocale): string {
  return locale === 'en' ? String(day) : `${day}日`;
}

/** What an empty column says. */
export const DATE_PART_NAMES: Record<DateLocale, Record<keyof DateParts, string>> = {
  'zh-Hans': { year: '年', month: '月', day: '日' },
  en: { year: 'Year', month: 'Month', day: 'Day' },
};

/** The columns in reading order: 年 月 日 in Chinese, day month year in English. */
export function dateOrder(locale: DateLocale): Array<keyof DateParts> {
  return locale === 'en' ? ['day', 'month', 'year'] : ['year', 'month', 'day'];
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The choices of each column within [start, end] given what is picked so far: the months of the first and
 * last year and the days of the first and last month are cut to the range; a month not picked yet offers 31
 * days (the day is fitted to the month when both are known, see `composeDate`).
 */
export function dateOptions(
  picked: DateParts,
  start: string,
  end: string,
  locale: DateLocale,
): Record<keyof DateParts, DateOption[]> {
  const from = parseDate(start);
  const to = parseDate(end);
  const firstYear = from.year ?? 1900;
  const lastYear = to.year ?? 2100;
  const { year, month } = picked;
  const firstMonth = year === firstYear ? (from.month ?? 1) : 1;
  const lastMonth = year === lastYear ? (to.month ?? 12) : 12;
  const monthDays = year && month ? daysInMonth(year, month) : month ? daysInMonth(2000, month) : 31;
  const firstDay = year === firstYear && month === from.month ? (from.day ?? 1) : 1;
  const lastDay = year === lastYear && month === to.month ? Math.min(to.day ?? 31, monthDays) : monthDays;
  return {
    year: range(firstYear, lastYear).map((value) => ({ value, label: yearLabel(value, locale) })),
    month: range(firstMonth, lastMonth).map((value) => ({ value, label: monthLabel(value, locale) })),
    day: range(firstDay, lastDay).map((value) => ({ value, label: dayLabel(value, locale) })),
  };
}

/**
 * YYYY-MM-DD once year, month and day are all picked, else ''. The day is fitted to the month (31 in a
 * 30-day month becomes 30) and the date to [start, end].
 */
export function composeDate({ year, month, day }: DateParts, start: string, end: string): string {
  if (!year || !month || !day) return '';
  const text = `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
  if (parseDate(start).year && text < start) return start;
  if (parseDate(end).year && text > end) return end;
  return text;
}
