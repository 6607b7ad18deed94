/**
 * The home page's first screen as plain HTML, from the first data the page carries (common/first-data.ts),
 * painted before the app's script has run: the header, the search box and the first positions, sized with
 * the app's own rem values (design px / 40) and colours (app.css variables, loaded before the first paint).
 * It covers the app (fixed, `pointer-events: none`, so taps reach the app beneath) until the app has drawn
 * its list and removes it (src/lib/first-data.h5.ts `dropFirstScreen`); a CSS animation hides it after 8 s
 * whatever happens. Chinese, as the app starts; a user who chose English sees it switch when the app runs.
 */
import { formatSalary } from '@common/format';
import { MSG, t } from '@common/messages';
import { FIRST_SCREEN_ELEMENT_ID } from '@common/first-data';
import type { PositionSummary } from '@common/positions';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `#first-screen{position:fixed;inset:0;z-index:999;overflow:hidden;pointer-events:none;background:#f5f7f6;
animation:first-screen-out 0s 8s forwards;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei',sans-serif}
@keyframes first-screen-out{to{visibility:hidden}}
@media (min-width:1280px){#first-screen{left:50%;right:auto;width:600px;transform:translateX(-50%)}}
#first-screen .fs-h{padding:.24rem .8rem .9rem;color:#fff;border-radius:0 0 .8rem .8rem;background:linear-gradient(160deg,#1aad5b 0%,#33c271 70%,#5fd391 100%)}
#first-screen .fs-top{display:flex;align-items:center;justify-content:space-between;padding-top:.7rem}
#first-screen .fs-brand{font-size:1.1rem;font-weight:700}
#first-screen .fs-me{padding:.2rem .6rem;border-radius:.7rem;background:rgba(255,255,255,.2);font-size:.65rem}
#first-screen .fs-slogan{margin-top:.15rem;font-size:.65rem;opacity:.9}
#first-screen .fs-search{margin-top:.7rem;padding:0 .7rem;height:2rem;display:flex;align-items:center;background:#fff;border-radius:1rem;color:#9ca3af;font-size:.7rem}
#first-screen .fs-menu{margin:.6rem .6rem 0;height:7.66rem;background:#fff;border-radius:.4rem}
#first-screen .fs-title{margin:.9rem .8rem .5rem;font-size:.8rem;font-weight:600;color:var(--color-text)}
#first-screen .fs-filters{height:1.5rem;margin:0 .6rem .5rem}
#first-screen .fs-card{margin:0 .6rem .5rem;padding:.7rem;background:#fff;border-radius:.4rem}
#first-screen .fs-head{display:flex;justify-content:space-between;align-items:baseline}
#first-screen .fs-ptitle{flex:1;font-size:.8rem;font-weight:600;color:var(--color-text);overflow:hidden;white-space:nowrap;text-overflow:ellipsis;margin-right:.4rem}
#first-screen .fs-salary{font-size:.75rem;font-weight:600;color:var(--color-price)}
#first-screen .fs-tags{display:flex;flex-wrap:wrap;margin-top:.4rem}
#first-screen .fs-tag{margin:0 .3rem .2rem 0;padding:.1rem .35rem;border-radius:.15rem;background:#f3f5f7;color:var(--color-text-secondary);font-size:.55rem}
#first-screen .fs-company{display:flex;align-items:center;margin-top:.3rem}
#first-screen .fs-logo{width:1.1rem;height:1.1rem;line-height:1.1rem;text-align:center;border-radius:.25rem;background:var(--color-primary-light);color:var(--color-primary);font-size:.6rem;margin-right:.35rem}
#first-screen .fs-cname{font-size:.6rem;color:var(--color-text-secondary)}`;

function card(position: PositionSummary): string {
  const zh = (key: string) => t('zh-Hans', key);
  const education = position.education
    ? position.education === 'unlimited'
      ? zh('education.unlimited')
      : zh((MSG.degree as Record<string, string>)[position.education] ?? position.education)
    : null;
  const tags = [position.regionName, position.experience ? zh(`experience.${position.experience}`) : null, education]
    .filter((tag): tag is string => Boolean(tag))
    .map((tag) => `<span class="fs-tag">${escapeHtml(tag)}</span>`)
    .join('');
  return `<div class="fs-card"><div class="fs-head"><span class="fs-ptitle">${escapeHtml(position.title)}</span><span class="fs-salary">${escapeHtml(formatSalary(position.salaryMin, position.salaryMax, 'zh-Hans'))}</span></div><div class="fs-tags">${tags}</div><div class="fs-company"><span class="fs-logo">${escapeHtml(position.companyName.slice(0, 1))}</span><span class="fs-cname">${escapeHtml(position.companyName)}</span></div></div>`;
}

/** The home first screen for the first page of positions (only what fits on a phone's screen). */
export function homeFirstScreen(rows: PositionSummary[]): string {
  const zh = (key: string) => escapeHtml(t('zh-Hans', key));
  const cards = rows.slice(0, 4).map(card).join('');
  return `<div id="${FIRST_SCREEN_ELEMENT_ID}" aria-hidden="true"><style>${STYLE}</style><div class="fs-h"><div class="fs-top"><span class="fs-brand">${zh(MSG.app.name)}</span><span class="fs-me">${zh(MSG.home.me)}</span></div><div class="fs-slogan">${zh(MSG.home.slogan)}</div><div class="fs-search">${zh(MSG.home.searchPlaceholder)}</div></div><div class="fs-menu"></div><div class="fs-title">${zh(MSG.home.latest)}</div><div class="fs-filters"></div>${cards}</div>`;
}
