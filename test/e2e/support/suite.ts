/**
 * One end-to-end test file's world. `e2eSuite()` registers the file's hooks: before its tests, the real server
 * (fresh demo data) and the browser, then a logged-in session per named user; after them, every session the
 * suite opened, the browser and the server are closed. Tests reach them through the answer.
 */
import type { Browser, Page, Response } from 'playwright-core';
import {
  BASE_PATH,
  assertBuilt,
  launchBrowser,
  loginAs,
  newSession,
  startServer,
  type Login,
  type RunningServer,
  type Session,
  type SessionOptions,
} from './harness';

/** A demo account by phone (demo password), or with its own password and browser window. */
export type SuiteUser = string | ({ phone: string; password?: string } & SessionOptions);

export interface SuiteOptions<K extends string> {
  /** Server environment, e.g. LOG_LEVEL 'info' for SMS codes read from the log. */
  env?: Record<string, string>;
  /** Runs once the server is up, before the browser starts (e.g. a CLI on the server's data directory). */
  prepare?: (server: RunningServer) => void | Promise<void>;
  /** Sessions opened and logged in before the tests, in this order, by the names the tests use. */
  users?: Record<K, SuiteUser>;
}

export type LoggedInSession = Session & Login;

export interface E2eSuite<K extends string> {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The sessions of `users`, logged in. */
  readonly users: Record<K, LoggedInSession>;
  /** A new browser context (a phone's window by default), closed after the file if the test does not. */
  session(options?: SessionOptions): Promise<Session>;
  /** A new session logged in as a demo account. */
  sessionAs(user: SuiteUser): Promise<LoggedInSession>;
  /** The address of a page of the app: `url('pages/index/index')`. */
  url(route: string): string;
  /** Opens a page of the app. */
  open(page: Page, route: string): Promise<Response | null>;
}

export function e2eSuite<K extends string = never>(options: SuiteOptions<K> = {}): E2eSuite<K> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const open: Session[] = [];
  const users = {} as Record<K, LoggedInSession>;

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} is not running (use it in tests and hooks)`);
    return value;
  };

  const suite: E2eSuite<K> = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    users,
    async session(sessionOptions) {
      const created = await newSession(suite.browser, sessionOptions);
      open.push(created);
      created.context.on('close', () => {
        const index = open.indexOf(created);
        if (index >= 0) open.splice(index, 1);
      });
      return created;
    },
    async sessionAs(user) {
      const { phone, password, ...sessionOptions } = typeof user === 'string' ? { phone: user } : user;
      const created = await suite.session(sessionOptions);
      return Object.assign(created, await loginAs(suite.server, created.page, phone, password));
    },
    url: (route) => `${suite.server.url}${BASE_PATH}/${route}`,
    open: (page, route) => page.goto(suite.url(route)),
  };

  beforeAll(async () => {
    assertBuilt();
    server = await startServer(options.env);
    await options.prepare?.(server);
    browser = await launchBrowser();
    for (const [name, user] of Object.entries(options.users ?? {}) as Array<[K, SuiteUser]>) {
      users[name] = await suite.sessionAs(user);
    }
  });

  afterAll(async () => {
    for (const session of [...open]) await session.context.close();
    await browser?.close();
    await server?.stop();
  });

  return suite;
}
