/**
 * Timestamps are stored as ISO 8601 UTC text (see db/types.ts). Always produce them here so the format
 * stays fixed-width and therefore sortable as text on both dialects.
 */
export function toIso(date: Date | number): string {
  return (typeof date === 'number' ? new Date(date) : date).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** `days` from now (negative for the past), as stored text. */
export function isoInDays(days: number, from: number = Date.now()): string {
  return new Date(from + days * 86_400_000).toISOString();
}

/** China has one time zone and no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The calendar date in China (YYYY-MM-DD) at `time` (recruitment dates are China dates). */
export function chinaDate(time: number): string {
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the China day containing `time` began, as stored text. */
export function chinaDayStart(time: number): string {
  return toIso(Date.parse(`${chinaDate(time)}T00:00:00.000Z`) - CHINA_OFFSET_MS);
}
