/**
 * A guard that keeps it so (issue 29): every route of the app (common/routes.ts), opened as a visitor, the
 * demo seeker and the demo recruiter, in Chinese and in English, at 390 x 844 and then, resizing the same page,
 * 1280 x 800. A page fails when
 *   - an element reaches past the viewport's right edge (not counting sideways scrollers, swipers, drawers
 *     parked wholly off screen, and what a narrower ancestor cuts off),
 *   - a text is partly cut off by a box that clips without scrolling, and no ellipsis or line clamp says so,
 *   - a raw message key, English in the Chinese UI or Chinese in the English UI shows, once every string the
 *     page received from the server, keeps in storage or has in its address (the user's data) is taken out of
 *     the texts; a text that is part of such a string is data too, and a part marked with another `lang`
 *     (a Chinese contract in the English UI) is that language; the page's own `lang` must be the UI's,
 *   - a request answers 5xx, the console shows an error, or an exception goes uncaught,
 *   - axe-core finds a WCAG 2.1 A/AA violation (once per route, user and language, at the phone size),
 *   - an element with a tap handler is not announced as a button (or link, tab, ...) or is out of the
 *     keyboard's reach.
 * A screen already checked for the same user and language (a visitor's login page, reached from every page
 * that needs a login) is not checked again. The report groups findings by route, user, size and language.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, WAIT_MS, apiLogin, loginAs } from './support/harness';
import { guardRoutes, type GuardRoute } from './support/guard-routes';
import { axeFindings, injectAudit, runGuard, settle, stringsOf, watchPage, type Finding } from './support/guard-audit';
import { e2eSuite } from './support/suite';

// The windows run from the start (beforeAll), a test waits for its own: the first waits longest.
jest.setTimeout(600_000);

const suite = e2eSuite();

const USERS = { visitor: undefined, seeker: '13800000001', recruiter: '13800000002' } as const;
type UserName = keyof typeof USERS;
const LOCALES = ['zh-Hans', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** Latin words the Chinese UI writes as they are, each with the reason it is not an untranslated string. */
const ALLOWED_LATIN: Record<string, string> = {
  ICP: 'the filing number is called ICP备案号 in Chinese law and on the MIIT site',
  Apple: "Apple's map app is called Apple 地图 in Chinese",
  JPG: 'an image format, written so in Chinese',
  PNG: 'an image format, written so in Chinese',
  MB: 'the unit, written so in Chinese',
  PDF: 'the file format, written so in Chinese',
  DOC: 'the file format (附件简历), written so in Chinese',
  DOCX: 'the file format (附件简历), written so in Chinese',
  Word: 'Microsoft Word, a name (Word 简历)',
  KB: 'the unit, written so in Chinese',
  Logo: 'a company logo is 公司Logo in Chinese recruiting',
  Offer: 'a job offer is an Offer in Chinese recruiting (Offer与合同)',
  Java: "the programming language, a name (the assistant's example prompt)",
  QQ: 'the messaging service, a name',
  HR: 'an HR manager is an HR经理 in Chinese',
  http: 'the scheme an address starts with (以 http:// 或 https:// 开头)',
  https: 'the scheme an address starts with',
};
/** Chinese the English UI shows on purpose, each with its reason: none. */
const ALLOWED_HAN: Record<string, string> = {};

/**
 * Findings known and accepted, each with the reason; matched on route (or '*'), check and a part of the
 * selector. Empty is the goal: anything here is listed in the report as accepted.
 */
const EXCEPTIONS: Array<{ route: string; check: string; selector: string; reason: string }> = [];

interface Located extends Finding {
  route: string;
  user: UserName;
  size: string;
  locale: Locale;
}

function excepted(finding: Located): boolean {
  return EXCEPTIONS.some(
    (e) =>
      (e.route === '*' || e.route === finding.route) &&
      e.check === finding.check &&
      finding.selector.includes(e.selector),
  );
}

/** Findings grouped by route, user, size and language; the same check on the same selector counted once. */
function report(findings: Located[]): string {
  const groups = new Map<string, Map<string, { finding: Located; count: number }>>();
  for (const f of findings) {
    const group = `${f.route} [${f.user}, ${f.size}, ${f.locale}]`;
    const lines = groups.get(group) ?? new Map();
    const line = `${f.check}  ${f.selector}  ${f.detail}`;
    const known = lines.get(line);
    if (known) known.count += 1;
    else lines.set(line, { finding: f, count: 1 });
    groups.set(group, lines);
  }
  return [...groups]
    .map(
      ([group, lines]) =>
        `${group}\n` +
        [...lines]
          .map(([line, { count }]) => `    ${line}${count > 1 ? `  (x${count})` : ''}`)
          .sort()
          .join('\n'),
    )
    .join('\n');
}

function counts(findings: Located[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of findings) out[f.check] = (out[f.check] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const sizeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

/** Opens the routes in one window and checks each; answers the findings. */
async function guard(user: UserName, locale: Locale): Promise<{ findings: Located[]; notes: string[] }> {
  const { server, browser } = suite;
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The checks are scripts added to the page, which the app's Content-Security-Policy would refuse.
    bypassCSP: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  // The language as the app keeps it (src/lib/i18n.ts: storage key LOCALE, Taro's storage wrapper).
  await context.addInitScript(
    (value) => localStorage.setItem('LOCALE', JSON.stringify({ data: { value, expiresAt: 0 } })),
    locale,
  );
  const page = await context.newPage();
  const watch = watchPage(page, server.url);
  const phone = USERS[user];
  if (phone) await loginAs(server, page, phone);
  const [seeker, recruiter] = await Promise.all([apiLogin(server, USERS.seeker), apiLogin(server, USERS.recruiter)]);
  const routes = await guardRoutes(
    server,
    user === 'seeker' ? seeker.token : user === 'recruiter' ? recruiter.token : undefined,
    recruiter.token,
    seeker.token,
  );

  const findings: Located[] = [];
  const notes: string[] = [];
  const seen = new Map<string, string>();
  try {
    for (const route of routes) {
      await checkRoute(page, route, { user, locale, findings, notes, seen, watch });
    }
  } finally {
    await context.close();
  }
  return { findings, notes };
}

interface RouteRun {
  user: UserName;
  locale: Locale;
  findings: Located[];
  notes: string[];
  /** Fingerprints of the screens checked so far -> the route first checked with it. */
  seen: Map<string, string>;
  watch: ReturnType<typeof watchPage>;
}

async function checkRoute(page: Page, { route, path }: GuardRoute, run: RouteRun): Promise<void> {
  const { user, locale, findings } = run;
  const add = (size: string, list: Finding[]) =>
    findings.push(...list.map((f) => ({ ...f, route, user, size, locale })));

  if (page.viewportSize()?.width !== PHONE.width) await page.setViewportSize(PHONE);
  await run.watch.take();
  await page.goto(suite.url(path));
  // A visitor is sent to the login page 800 ms after a refused call: wait past that.
  await settle(page, run.watch, user === 'visitor' ? 900 : 250);
  await injectAudit(page);

  const landed = new URL(page.url()).pathname.replace('/admin-pc/', '');
  if (!path.startsWith(landed)) run.notes.push(`${route} [${user}, ${locale}] -> ${landed}`);
  const print = `${landed}\n${await runGuard(page, 'fingerprint')}`;
  const first = run.seen.get(print);
  if (first) {
    // The same screen as a route already checked (e.g. the login page a visitor is sent to): only what went
    // wrong while loading counts.
    add(sizeName(PHONE), (await run.watch.take()).errors);
    run.notes.push(`${route} [${user}, ${locale}]: same screen as ${first}, checked once`);
    return;
  }
  run.seen.set(print, route);

  const languageOptions = async () => {
    const { data } = await run.watch.take().then(async (taken) => {
      add(sizeName(PHONE), taken.errors);
      return taken;
    });
    for (const stored of await runGuard(page, 'storedStrings')) stringsOf(stored, data);
    return { locale, data: [...data], allowedLatin: Object.keys(ALLOWED_LATIN), allowedHan: Object.keys(ALLOWED_HAN) };
  };
  const options = await languageOptions();
  // Data seen at the phone size stays data at the desktop size (the page does not fetch again).
  const keep = new Set(options.data);

  add(sizeName(PHONE), await runGuard(page, 'layout'));
  add(sizeName(PHONE), await runGuard(page, 'language', options));
  add(sizeName(PHONE), await runGuard(page, 'taps'));
  add(sizeName(PHONE), await axeFindings(page));

  await page.setViewportSize(DESKTOP);
  // src/boot.js sizes the root font on resize and again 500 ms later.
  await page.waitForTimeout(550);
  await settle(page, run.watch, 200);
  const wide = await languageOptions();
  for (const text of keep) wide.data.push(text);
  add(sizeName(DESKTOP), (await run.watch.take()).errors);
  add(sizeName(DESKTOP), await runGuard(page, 'layout'));
  add(sizeName(DESKTOP), await runGuard(page, 'language', wide));
  add(sizeName(DESKTOP), await runGuard(page, 'taps'));
}

const all: Located[] = [];
let started = 0;
const results = new Map<string, Promise<{ findings: Located[]; notes: string[] }>>();
/** Windows checked at the same time: most of a page's time is waiting for it to settle. */
const PARALLEL = 3;

beforeAll(() => {
  started = Date.now();
  const combos = (Object.keys(USERS) as UserName[]).flatMap((user) => LOCALES.map((locale) => ({ user, locale })));
  const slots: Array<Promise<unknown>> = [];
  for (const { user, locale } of combos) {
    const slot = slots.length < PARALLEL ? Promise.resolve() : slots[slots.length - PARALLEL];
    const result = slot.then(() => guard(user, locale));
    // A failed window must not stop the others: its test reports the error.
    slots.push(result.catch(() => undefined));
    results.set(`${user} ${locale}`, result);
  }
});

afterAll(() => {
  const accepted = all.filter(excepted);
  // The numbers for the log of a run, failing or not.
  console.log(
    `guard: ${all.length} findings (${accepted.length} accepted) in ${((Date.now() - started) / 1000).toFixed(0)} s\n` +
      JSON.stringify(counts(all), null, 1),
  );
});

describe.each(Object.keys(USERS) as UserName[])('as %s', (user) => {
  test.each(LOCALES)(
    'every route in %s: no overflow, clipping, wrong language, errors, or a11y violations',
    async (locale) => {
      const { findings, notes } = await results.get(`${user} ${locale}`)!;
      all.push(...findings);
      if (notes.length) console.log(`guard [${user}, ${locale}]:\n  ${notes.join('\n  ')}`);
      const failing = findings.filter((f) => !excepted(f));
      if (failing.length) {
        throw new Error(
          `${failing.length} findings as ${user} in ${locale}: ${JSON.stringify(counts(failing))}\n\n${report(failing)}`,
        );
      }
    },
  );
});
