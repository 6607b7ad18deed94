import dayjs from 'dayjs';

/** '刚刚活跃' / '3小时前活跃' / '2天前活跃' style freshness, from an ISO time (Asia/Shanghai display). */
export function since(iso: string | null | undefined, now: number = Date.now()): { key: string; n?: number } {
  if (!iso) return { key: 'job.unknown' };
  const minutes = Math.max(0, Math.floor((now - dayjs(iso).valueOf()) / 60000));
  if (minutes < 10) return { key: 'job.justNow' };
  if (minutes < 60) return { key: 'job.minutesAgo', n: minutes };
  if (minutes < 24 * 60) return { key: 'job.hoursAgo', n: Math.floor(minutes / 60) };
  if (minutes < 30 * 24 * 60) return { key: 'job.daysAgo', n: Math.floor(minutes / (24 * 60)) };
  return { key: 'job.longAgo' };
}
