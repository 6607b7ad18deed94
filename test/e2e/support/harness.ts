/**
 * End-to-end harness: the real server bundle (build/server/main.js, fresh temporary SQLite DATA_DIR
 * with the demo seed) serving the real H5 production build (dist/h5), driven by Debian's Chromium
 * through playwright-core. One server and one browser per test file; a fresh context per test.
 *
 * The suite never builds: `npm test` builds first. Missing builds fail with a message saying which
 * command to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

// CommonJS helper shared with the bench scripts.
const serverLib = require('../../../scripts/lib/server.cjs') as {
  startServer(options: { root: string; env?: Record<string, string>; log?: boolean }): Promise<RunningServer>;
  CHROMIUM_ARGS: string[];
};

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

export const ROOT = path.resolve(__dirname, '../../..');
export const BASE_PATH = '/admin-pc';
export const SCREENSHOT_DIR = path.join(ROOT, '.tmp/screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Generous bounds for conditions on a 2-core machine; nothing waits for a fixed time. */
export const WAIT_MS = 15_000;

export function assertBuilt(): void {
  const missing = [
    ['build/server/main.js', 'node scripts/build-server.mjs'],
    ['dist/h5/index.html', 'NODE_ENV=production npx taro build --type h5'],
  ].filter(([file]) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end suite runs against the production builds, and these are missing:\n` +
        missing.map(([file, cmd]) => `  ${file}  (build it with: ${cmd})`).join('\n') +
        `\n\`npm test\` builds them before running this suite.`,
    );
  }
}

export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return serverLib.startServer({ root: ROOT, env });
}

/**
 * Debian's Chromium with the flags the architecture page requires. `chromium.launch` gives every
 * browser a fresh temporary profile (`--user-data-dir`) and deletes it on close; playwright refuses
 * an explicit `--user-data-dir` in `args`.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: serverLib.CHROMIUM_ARGS,
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a healthy page has none. */
  pageErrors: string[];
}

export async function newSession(browser: Browser, viewport = PHONE): Promise<Session> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Taro keeps earlier pages in the DOM, hidden: every lookup goes through `:visible`. */
export function visible(page: Page, selector: string): Locator {
  return page.locator(`${selector}:visible`);
}

export function byTestId(page: Page, testId: string): Locator {
  return visible(page, `[data-testid="${testId}"]`);
}

export interface Presence {
  /** performance.now() when an element matching the selector was first in the document. */
  shown?: number;
  /** performance.now() when, after that, none was left. */
  gone?: number;
}

/**
 * Records, in the page's own time, when an element matching `selector` first appears and when it has gone
 * again; call before `goto` (once per selector). A time read this way does not include the test's own
 * round trips to the browser, which a busy host makes long. The answer reads the times so far.
 */
export async function recordPresence(page: Page, selector: string): Promise<() => Promise<Presence>> {
  await page.addInitScript((watched) => {
    const all = ((window as unknown as { presence?: Record<string, Presence> }).presence ??= {});
    const times: Presence = (all[watched] = {});
    new MutationObserver(() => {
      const present = document.querySelector(watched) !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(
      (watched) => (window as unknown as { presence: Record<string, Presence> }).presence[watched],
      selector,
    );
}

export async function waitForTitle(page: Page, part: string): Promise<void> {
  await page.waitForFunction((text) => document.title.includes(text), part, { timeout: WAIT_MS });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** The server's public position list, exactly as a client gets it. */
export async function fetchPositionTitles(server: RunningServer): Promise<string[]> {
  const res = await fetch(`${server.url}/api/positions?pageNum=1&pageSize=10`);
  const body = (await res.json()) as { code: number; rows?: { title: string }[] };
  if (res.status !== 200 || body.code !== 200 || !Array.isArray(body.rows)) {
    throw new Error(`GET /api/positions answered HTTP ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.rows.map((row) => row.title);
}

/** Logs in through the API and stores the session the way the app does (H5 localStorage, Taro's wrapper). */
export async function loginAs(
  server: RunningServer,
  page: Page,
  phone: string,
  password = 'demo1234',
): Promise<{ token: string; user: { id: number; identity: string | null; role?: string } }> {
  const res = await fetch(`${server.url}/api/app/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token: string; expiresAt: string; user: never };
  };
  if (body.code !== 200) throw new Error(`login ${phone} refused: ${body.msg}`);
  const { token, expiresAt, user } = body.data;
  if (!page.url().startsWith(server.url)) await page.goto(`${server.url}${BASE_PATH}/pages/help/our`);
  await page.evaluate(
    ([t, exp, u]) => {
      const stored = (value: unknown) => JSON.stringify({ data: { value, expiresAt: exp } });
      localStorage.setItem('Authorization', stored(t));
      localStorage.setItem('LOGIN_STATUS_TOKEN', stored(t));
      localStorage.setItem('USERINFO', stored({ ...(u as object), token: t }));
    },
    [token, Date.parse(expiresAt), user] as const,
  );
  return { token, user };
}

/** Calls the API as a logged-in user (setup steps a test is not about). */
export async function apiAs<T = unknown>(
  server: RunningServer,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: T; rows?: T }> {
  const res = await fetch(`${server.url}/api/${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T; rows?: T };
}

/** A text field of the app's forms (`input-<name>`: Taro renders the test id on the input or its wrapper). */
export function textField(page: Page, name: string): Locator {
  return visible(
    page,
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"], [data-testid="input-${name}"] textarea, textarea[data-testid="input-${name}"]`,
  ).first();
}

/** A native picker of the H5 forms (`picker-<name>`: a select or a date input). */
export function pickerField(page: Page, name: string): Locator {
  return visible(page, `[data-testid="picker-${name}"]`).first();
}

/** Today (+ days) as a China date, YYYY-MM-DD. */
export function chinaDate(days = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
