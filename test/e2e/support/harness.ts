/**
 * End-to-end harness: the real server bundle (build/server/main.js, fresh temporary SQLite DATA_DIR
 * with the demo seed) serving the real H5 production build (dist/h5), driven by Debian's Chromium
 * through playwright-core. One server and one browser per test file; a fresh context per test.
 *
 * The suite never builds: `npm test` builds first. Missing builds fail with a message saying which
 * command to run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chinaDate as chinaDateAt } from '@common/china-time';
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

export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** Another browser's user agent (e.g. WeChat's in-app browser). */
  userAgent?: string;
}

export async function newSession(
  browser: Browser,
  { viewport = PHONE, userAgent }: SessionOptions = {},
): Promise<Session> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', userAgent });
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

/** The demo accounts' password (server/src/seed). */
export const DEMO_PASSWORD = 'demo1234';

/** A login as the server answers it. */
export interface Login {
  token: string;
  expiresAt: string;
  user: { id: number; identity: string | null; role?: string };
}

async function post<T>(server: RunningServer, url: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Logs in by password through the API (no page). */
export async function apiLogin(server: RunningServer, phone: string, password = DEMO_PASSWORD): Promise<Login> {
  const body = await post<Login>(server, 'app/loginByPwd', { phone, password });
  if (body.code !== 200) throw new Error(`login ${phone} refused: ${body.msg}`);
  return body.data;
}

/**
 * Stores a login in the page the way the app does (H5 localStorage, Taro's wrapper); a page not on the
 * app yet opens one of its pages first, as storage belongs to the origin.
 */
export async function storeSession(server: RunningServer, page: Page, login: Login): Promise<void> {
  if (!page.url().startsWith(server.url)) await page.goto(`${server.url}${BASE_PATH}/pages/help/our`);
  await page.evaluate(
    ([t, exp, u]) => {
      const stored = (value: unknown) => JSON.stringify({ data: { value, expiresAt: exp } });
      localStorage.setItem('Authorization', stored(t));
      localStorage.setItem('LOGIN_STATUS_TOKEN', stored(t));
      localStorage.setItem('USERINFO', stored({ ...(u as object), token: t }));
    },
    [login.token, Date.parse(login.expiresAt), login.user] as const,
  );
}

/** Logs in through the API and stores the session in the page the way the app does. */
export async function loginAs(
  server: RunningServer,
  page: Page,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<Login> {
  const login = await apiLogin(server, phone, password);
  await storeSession(server, page, login);
  return login;
}

/**
 * Runs `send` (whatever makes the server send an SMS) and answers the code of the newest message the
 * server's default log sender then printed (to `phone` when given).
 */
export async function smsCodeFromLog(
  server: RunningServer,
  send: () => Promise<unknown>,
  phone?: string,
): Promise<string> {
  const mark = server.output().length;
  await send();
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const lines = server.output().slice(mark).split('\n').reverse();
    for (const line of lines.filter((text) => !phone || text.includes(phone))) {
      const match = /验证码 (\d{6})|code is (\d{6})/.exec(line);
      if (match) return match[1] ?? match[2];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code${phone ? ` for ${phone}` : ''} in the server log:\n${server.output().slice(-2000)}`);
}

/** A new account registered the way a user does it (the SMS code from the server log), then a seeker. */
export async function registerSeeker(server: RunningServer, phone: string, password: string): Promise<Login> {
  const code = await smsCodeFromLog(
    server,
    async () => expect((await post(server, 'app/sendCode', { phone, scene: 'register' })).code).toBe(200),
    phone,
  );
  const registered = await post<Login>(server, 'app/register', { phone, code, password, confirmPassword: password });
  expect(registered.code).toBe(200);
  const { token, user } = registered.data;
  await post(server, 'user/identity', { identity: 'seeker' }, token);
  // The first identity starts onboarding: a test about something else skips it.
  await post(server, 'onboarding/finish', {}, token);
  return { ...registered.data, user: { ...user, identity: 'seeker' } };
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

/** A native picker of the H5 forms (`picker-<name>`: a select; dates: `dateField`). */
export function pickerField(page: Page, name: string): Locator {
  return visible(page, `[data-testid="picker-${name}"]`).first();
}

/**
 * The app's date picker of the H5 forms (`picker-<name>`: year, month and day selects, in the user's
 * language): `fill('YYYY-MM-DD')` picks the year first (its months and days may depend on it), then the
 * month, then the day.
 */
export function dateField(page: Page, name: string): { fill: (date: string) => Promise<void> } {
  return {
    async fill(date: string) {
      const [year, month, day] = date.split('-').map(Number);
      const part = (key: string) => visible(page, `[data-testid="picker-${name}-${key}"]`).first();
      await part('year').selectOption(String(year));
      await part('month').selectOption(String(month));
      await part('day').selectOption(String(day));
    },
  };
}

/** Today (+ days) as a China date, YYYY-MM-DD. */
export function chinaDate(days = 0): string {
  return chinaDateAt(Date.now(), days);
}

/**
 * Screenshots show Chinese where the machine has no CJK font: Chromium also finds the Noto Sans SC the server
 * embeds in contract PDFs (a fontconfig file adding its folder to the system's). Call it before the browser
 * starts (at the top of a test file); the folder goes when the file's tests end.
 */
export function useCjkFont(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-fonts-'));
  const conf = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
      `<include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<dir>${path.join(ROOT, 'server/assets/fonts')}</dir><cachedir>${dir}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/**
 * An operator made the way operations does it: the CLI on the server's own data directory (pass it as a
 * suite's `prepare`, before the server starts).
 */
export function createOperator(server: RunningServer, operator: { phone: string; password: string }): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/operator-create.ts',
      '--phone',
      operator.phone,
      '--password',
      operator.password,
    ],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
  );
}
