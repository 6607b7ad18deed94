const DAY_MS = 86_400_000;

/** Whole days since `iso` (0 the first day), as the board's `waitedDays` counts them. */
export function waitedDays(iso: string, now: number = Date.now()): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / DAY_MS));
}

/** 已等待 N 天 / 今天: how long a candidate has been at their stage. */
export function waitedText(t: (key: string, params?: Record<string, number>) => string, days: number): string {
  return days < 1 ? t('candidates.waitedToday') : t('candidates.waited', { days });
}
