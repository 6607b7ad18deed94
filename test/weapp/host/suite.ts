/**
 * One weapp test file's world. `weappSuite()` registers the file's hooks: before its tests the API server
 * starts in its process while the build's WXML compiles (a missing build fails first, saying how to make
 * it); the app instance a test launched is disposed after it; the server closes after the file.
 */
import { assertBuild, launchApp, warmUp, type HostOptions, type WeappHost } from './index';
import { startServer, type TestServer } from './server';

/** The demo accounts' password (server/src/seed). */
export const DEMO_PASSWORD = 'demo1234';

/** A login as the server answers it, and the storage the app keeps for it. */
export interface StoredLogin {
  token: string;
  expiresAt: string;
  user: Record<string, unknown>;
  /** What src/lib/session.ts stores for this login: launch the app with it to start logged in. */
  storage: Record<string, unknown>;
}

export interface WeappSuite {
  readonly server: TestServer;
  /** Launches a fresh app instance of the build against the suite's server. */
  launch(options?: Omit<HostOptions, 'apiOrigin'>): Promise<WeappHost>;
  /** Logs a demo account in by password through the API, as the app does. */
  login(phone: string, password?: string): Promise<StoredLogin>;
  /** Calls the API as a logged-in user (setup a test is not about). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api<T = any>(
    token: string,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ code: number; data: T; rows: T[] }>;
}

/**
 * The storage src/lib/session.ts writes for a login: `{ value, expiresAt }` under the token keys, and the
 * user (with the token) under USERINFO when the login has one.
 */
export function storedSession({ token, expiresAt, user }: { token: string; expiresAt: string; user?: object }) {
  const item = (value: unknown) => ({ value, expiresAt: Date.parse(expiresAt) });
  return {
    Authorization: item(token),
    LOGIN_STATUS_TOKEN: item(token),
    ...(user ? { USERINFO: item({ ...user, token }) } : {}),
  };
}

/**
 * `env`: extra server settings, read when the server starts (after the file's earlier beforeAll hooks, so a
 * loopback fake started there can be named).
 */
export function weappSuite(options: { env?: () => Record<string, string> } = {}): WeappSuite {
  let server: TestServer | undefined;
  let host: WeappHost | undefined;

  const suite: WeappSuite = {
    get server() {
      if (!server) throw new Error("the suite's server is not running (use it in tests and hooks)");
      return server;
    },
    async launch(options = {}) {
      host = await launchApp({ apiOrigin: suite.server.origin, ...options });
      return host;
    },
    async login(phone, password = DEMO_PASSWORD) {
      const res = await fetch(`${suite.server.origin}/api/app/loginByPwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, password }),
      });
      const login = ((await res.json()) as { data: Omit<StoredLogin, 'storage'> }).data;
      return { ...login, storage: storedSession(login) };
    },
    async api(token, method, url, body) {
      const res = await fetch(`${suite.server.origin}/api/${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json() as never;
    },
  };

  beforeAll(async () => {
    // Fails first, with the instruction to build, when the build is missing.
    assertBuild();
    const starting = startServer({ env: options.env?.() });
    warmUp(); // compiles the WXML while the server starts in its own process
    server = await starting;
  }, 60_000);

  afterEach(() => {
    host?.dispose();
    host = undefined;
  });

  afterAll(async () => {
    await server?.close();
  });

  return suite;
}
