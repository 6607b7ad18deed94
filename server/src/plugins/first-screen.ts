/**
 * The first screen of home and of a job as plain HTML, from the first data the page carries
 * (common/first-data.ts), painted before the app's script has run: home's header, search box and first
 * positions; a job's title, salary, tags, company and texts. Sized with the app's own rem values (design px
 * / 40) and colours (app.css variables and `.text-block__p`, loaded before the first paint), and the
 * line height (1.6) Taro's runtime gives the body once it runs, so nothing in it moves when that happens.
 * It covers the app (fixed, `pointer-events: none`, so taps reach the app beneath) until the app has drawn
 * its list and removes it (src/lib/first-data.h5.ts `dropFirstScreen`); src/boot.js removes it 8 s after
 * the app's script has run, should the app fail to. Chinese, as the app starts; a user who chose English
 * sees it switch when the app runs.
 */
import {
  companyLine,
  formatSalary,
  paragraphs,
  positionCardTags,
  positionDetailTags,
  type Translate,
} from '@common/format';
import { MSG, t } from '@common/messages';
import { FIRST_SCREEN_ELEMENT_ID } from '@common/first-data';
import type { PositionDetail, PositionSummary } from '@common/positions';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `#first-screen{position:fixed;inset:0;z-index:999;overflow:hidden;pointer-events:none;background:#f5f7f6;
font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei',sans-serif;line-height:1.6}
@media (min-width:1280px){#first-screen{left:50%;right:auto;width:600px;transform:translateX(-50%)}}
#first-screen .fs-h{padding:0 .8rem .9rem;color:#fff;border-radius:0 0 .8rem .8rem;background:linear-gradient(160deg,#147a43 0%,#178548 100%)}
#first-screen .fs-top{display:flex;align-items:center;justify-content:space-between;padding-top:.7rem}
#first-screen .fs-brand{font-size:1.1rem;font-weight:700}
#first-screen .fs-me{padding:.2rem .6rem;border-radius:.7rem;background:rgba(255,255,255,.2);font-size:.65rem}
#first-screen .fs-slogan{margin-top:.15rem;font-size:.65rem;opacity:.9}
#first-screen .fs-search{margin-top:.7rem;padding:0 .7rem;height:2rem;display:flex;align-items:center;background:#fff;border-radius:1rem;color:#9ca3af;font-size:.7rem}
#first-screen .fs-menu{margin:.6rem .6rem 0;background:#fff;border-radius:.4rem}
#first-screen .fs-title{margin:.9rem .8rem .5rem;font-size:.8rem;font-weight:600;color:var(--color-text)}
#first-screen .fs-filters{height:1.46rem;margin:0 .6rem .4rem}
#first-screen .fs-card{margin:0 .6rem .5rem;padding:.7rem;background:#fff;border-radius:.4rem}
#first-screen .fs-head{display:flex;justify-content:space-between;align-items:baseline}
#first-screen .fs-ptitle{flex:1;font-size:.8rem;font-weight:600;color:var(--color-text);overflow:hidden;white-space:nowrap;text-overflow:ellipsis;margin-right:.4rem}
#first-screen .fs-salary{font-size:.75rem;font-weight:600;color:var(--color-price)}
#first-screen .fs-tags{display:flex;flex-wrap:wrap;margin-top:.4rem}
#first-screen .fs-tag{margin:0 .3rem .2rem 0;padding:.1rem .35rem;border-radius:.15rem;background:#f3f5f7;color:var(--color-text-secondary);font-size:.55rem}
#first-screen .fs-company{display:flex;align-items:center;margin-top:.3rem}
#first-screen .fs-logo{width:1.1rem;height:1.1rem;line-height:1.1rem;text-align:center;border-radius:.25rem;background:#eef1f0;margin-right:.35rem}
#first-screen .fs-cname{font-size:.6rem;color:var(--color-text-secondary)}
#first-screen .fs-nav{display:flex;align-items:center;justify-content:center;height:2.2rem;background:#fff;border-bottom:1px solid var(--color-border);font-size:.8rem;font-weight:600;color:var(--color-text)}
#first-screen .fs-job{padding:.6rem .6rem 0}
#first-screen .fs-jcard{margin-bottom:.5rem;padding:.7rem;border-radius:.4rem;background:#fff}
#first-screen .fs-jtitle{flex:1;margin-right:.4rem;font-size:1rem;font-weight:700;color:var(--color-text)}
#first-screen .fs-jsalary{font-size:.9rem;font-weight:700;color:var(--color-price)}
#first-screen .fs-jtags{display:flex;flex-wrap:wrap;margin-top:.5rem}
#first-screen .fs-jtag{margin:0 .3rem .25rem 0;padding:.15rem .4rem;border-radius:.2rem;background:#f3f5f7;color:var(--color-text-secondary);font-size:.6rem}
#first-screen .fs-jcompany{display:flex;align-items:center}
#first-screen .fs-jlogo{width:2.2rem;height:2.2rem;line-height:2.2rem;text-align:center;border-radius:.4rem;background:#eef1f0;flex:none;margin-right:.6rem}
#first-screen .fs-jname{font-size:.75rem;font-weight:600;color:var(--color-text)}
#first-screen .fs-section{margin-bottom:.3rem;font-size:.75rem;font-weight:700;color:var(--color-text)}
#first-screen .text-block{padding:.2rem 0}
#first-screen .fs-back{position:absolute;left:0;top:0;width:2.2rem;height:2.2rem;background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%231f2329' d='M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12z'/%3E%3C/svg%3E") center/1rem no-repeat}
#first-screen .fs-nav{position:relative}
#first-screen .fs-fresh{height:.88rem;margin-top:.2rem}
#first-screen .fs-jtext{display:flex;flex-direction:column}
#first-screen .fs-muted{margin-top:.15rem;font-size:.6rem;color:var(--color-text-secondary)}`;

/** Text in Chinese, the language the app starts in. */
const zh: Translate = (key, params) => t('zh-Hans', key, params);

// Logo tiles are empty here, in the placeholder's tint: the app fills them with the logo or the drawn
// building (components/company-logo), and a name's first character would flash in between.
function card(position: PositionSummary): string {
  const tags = positionCardTags(position, zh)
    .map((tag) => `<span class="fs-tag">${escapeHtml(tag)}</span>`)
    .join('');
  return `<div class="fs-card"><div class="fs-head"><span class="fs-ptitle">${escapeHtml(position.title)}</span><span class="fs-salary">${escapeHtml(formatSalary(position, 'zh-Hans'))}</span></div><div class="fs-tags">${tags}</div><div class="fs-company"><span class="fs-logo"></span><span class="fs-cname">${escapeHtml(position.companyName)}</span></div></div>`;
}

/** Columns of the home shortcut grid (src/features/content/components/menu-grid.scss: 25 % each). */
const MENU_COLUMNS = 4;

/**
 * The shortcut grid's place, as tall as the app's grid will be: its padding and one 3.51rem row per four
 * shortcuts (icon, label and gaps). Unknown (its call failed), the app shows two rows of blank cells; none,
 * it shows no grid. On a first visit the app draws two rows of blank cells until its menu call is answered,
 * which on H5 is from this same first data, before the list is drawn and this screen removed.
 */
function menuBox(shortcuts: number | undefined): string {
  const rows = shortcuts === undefined ? 2 : Math.ceil(shortcuts / MENU_COLUMNS);
  return rows ? `<div class="fs-menu" style="height:${(0.6 + rows * 3.51).toFixed(2)}rem"></div>` : '';
}

/**
 * The home first screen for the first page of positions (only what fits on a phone's screen) under a
 * shortcut grid of `shortcuts` items.
 */
export function homeFirstScreen(rows: PositionSummary[], shortcuts: number | undefined): string {
  const text = (key: string) => escapeHtml(zh(key));
  const cards = rows.slice(0, 4).map(card).join('');
  return `<div id="${FIRST_SCREEN_ELEMENT_ID}" aria-hidden="true"><style>${STYLE}</style><div class="fs-h"><div class="fs-top"><span class="fs-brand">${text(MSG.app.name)}</span><span class="fs-me">${text(MSG.home.me)}</span></div><div class="fs-slogan">${text(MSG.home.slogan)}</div><div class="fs-search">${text(MSG.home.searchPlaceholder)}</div></div>${menuBox(shortcuts)}<div class="fs-title">${text(MSG.home.latest)}</div><div class="fs-filters"></div>${cards}</div>`;
}

/** A job's first screen: what the page shows above the fold, in the same boxes. */
export function jobFirstScreen(position: PositionDetail): string {
  const tags = positionDetailTags(position, zh)
    .map((tag) => `<span class="fs-jtag">${escapeHtml(tag)}</span>`)
    .join('');
  const sections = (
    [
      [MSG.job.responsibilities, position.responsibilities],
      [MSG.job.requirements, position.requirements],
    ] as Array<[string, string | null]>
  )
    .filter(([, text]) => text)
    .map(([title, text]) => {
      const blocks = paragraphs(text!)
        .map((paragraph) => `<span class="text-block__p">${escapeHtml(paragraph)}</span>`)
        .join('');
      return `<div class="fs-jcard"><div class="fs-section">${escapeHtml(zh(title))}</div><div class="text-block">${blocks}</div></div>`;
    })
    .join('');
  const salary = formatSalary(position, 'zh-Hans');
  const about = companyLine(position, zh);
  return `<div id="${FIRST_SCREEN_ELEMENT_ID}" aria-hidden="true"><style>${STYLE}</style><div class="fs-nav"><span class="fs-back"></span>${escapeHtml(zh(MSG.page['pages/job_detail/index']))}</div><div class="fs-job"><div class="fs-jcard"><div class="fs-head"><span class="fs-jtitle">${escapeHtml(position.title)}</span><span class="fs-jsalary">${escapeHtml(salary)}</span></div><div class="fs-jtags">${tags}</div><div class="fs-fresh"></div></div><div class="fs-jcard fs-jcompany"><span class="fs-jlogo"></span><span class="fs-jtext"><span class="fs-jname">${escapeHtml(position.companyName)}</span><span class="fs-muted">${escapeHtml(about)}</span></span></div>${sections}</div></div>`;
}
