/** Display formats shared by the app and the server's first screen. */

/** 12000 -> 12k / 1.2万: salaries are yuan per month. */
export function formatSalary(min: number, max: number, locale: 'zh-Hans' | 'en'): string {
  const unit = (n: number) =>
    locale === 'en'
      ? `${Math.round(n / 100) / 10}k`
      : n >= 10000
        ? `${Math.round(n / 1000) / 10}万`
        : `${Math.round(n / 100) / 10}千`;
  return min === max ? unit(min) : `${unit(min)}-${unit(max)}`;
}
