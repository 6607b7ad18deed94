/** China wall time (UTC+8, no daylight saving) for interview times: pickers in, display out. */

export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A China date and clock time ('2026-03-05', '14:00') as ISO 8601 with the China offset (pickers). */
export function chinaTimeToIso(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}+08:00`;
}

/** An instant as China wall time, 'YYYY-MM-DD HH:mm' (how notifications and pages show interview times). */
export function formatChinaTime(value: string | number): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return String(value);
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
