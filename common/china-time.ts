/**
 * China time, the one place it is computed: China has one time zone and no daylight saving, so China wall
 * time is UTC+8 all year. Dates the product speaks of (recruitment dates, contract dates, "today" for daily
 * limits) are China dates; instants are stored as UTC ISO text and shown as China wall time.
 */

export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

function instant(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The ISO text of an instant shifted to China wall time: '2026-03-05T14:00:00.000Z' reads as China's clock. */
function shifted(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString();
}

/** The calendar date in China (YYYY-MM-DD) at an instant (ms or ISO text); `offsetDays` days later or earlier. */
export function chinaDate(value: string | number, offsetDays = 0): string {
  return shifted(instant(value) + offsetDays * DAY_MS).slice(0, 10);
}

/** The instant (ms) the China day containing `value` began. */
export function chinaDayStartMs(value: string | number): number {
  return Date.parse(`${chinaDate(value)}T00:00:00.000Z`) - CHINA_OFFSET_MS;
}

/** The instant a China date ('2026-03-05') begins, in ms. */
export function chinaDateStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - CHINA_OFFSET_MS;
}

/** A China date and clock time ('2026-03-05', '14:00') as ISO 8601 with the China offset (pickers). */
export function chinaTimeToIso(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}+08:00`;
}

/** An instant as China wall time, 'YYYY-MM-DD HH:mm' (how notifications and pages show interview times). */
export function formatChinaTime(value: string | number): string {
  const ms = instant(value);
  if (Number.isNaN(ms)) return String(value);
  return shifted(ms).slice(0, 16).replace('T', ' ');
}

/** An instant as China wall time with seconds, 'YYYY-MM-DD HH:mm:ss' (payment gateways want this form). */
export function formatChinaSeconds(value: string | number): string {
  return shifted(instant(value)).slice(0, 19).replace('T', ' ');
}
