/** 1.2 km / 800 m (the map strings: map-strings.ts), for a position's distance from the user. */
export function distanceText(km: number, t: (k: string, p?: Record<string, string | number>) => string): string {
  return km < 1 ? t('map.m', { n: Math.max(100, Math.round(km * 10) * 100) }) : t('map.km', { n: km });
}
