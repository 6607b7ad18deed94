import { chinaDayStartMs } from '@common/china-time';

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

/** The instant the China day containing `time` began, as stored text (the rule is common/china-time.ts's). */
export function chinaDayStart(time: number): string {
  return toIso(chinaDayStartMs(time));
}
