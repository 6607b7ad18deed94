/** Saved positions in Chromium: save from job detail, find it in "my positions", unsave. */
import type { Browser } from 'playwright-core';
import {
  BASE_PATH,
  assertBuilt,
  byTestId,
  launchBrowser,
  newSession,
  startServer,
  visible,
  type RunningServer,
  type Session,
} from './support/harness';

jest.setTimeout(60_000);

let server: RunningServer | undefined;
let browser: Browser | undefined;
let session: Session | undefined;

beforeAll(async () => {
  assertBuilt();
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  await server?.stop();
});

/** The save button's text once the save call has answered (state changes after the request). */
async function saveButtonReads(page: import('playwright-core').Page, text: string) {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('[data-testid="job-save"]')].some((el) => el.textContent === expected),
    text,
  );
}

test('a seeker saves a position from its detail page and finds it among saved positions', async () => {
  const login = await (
    await fetch(`${server!.url}/api/app/loginByPwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: 'demo1234' }),
    })
  ).json();
  const { token, expiresAt, user } = login.data;
  const [position] = (await (await fetch(`${server!.url}/api/positions`)).json()).rows as {
    id: number;
    title: string;
  }[];

  session = await newSession(browser!);
  const { page } = session;
  await page.goto(`${server!.url}${BASE_PATH}/pages/help/our`);
  await page.evaluate(
    ([t, exp, u]) => {
      const stored = (value: unknown) => JSON.stringify({ data: { value, expiresAt: exp } });
      localStorage.setItem('Authorization', stored(t));
      localStorage.setItem('USERINFO', stored(u));
    },
    [token, Date.parse(expiresAt), user] as const,
  );

  await page.goto(`${server!.url}${BASE_PATH}/pages/recommendjob/myzw/wdzw`);
  await byTestId(page, 'saved-empty').waitFor();

  await page.goto(`${server!.url}${BASE_PATH}/pages/job_detail/index?id=${position.id}`);
  await byTestId(page, 'job-save').click();
  await saveButtonReads(page, '已收藏');

  await page.goto(`${server!.url}${BASE_PATH}/pages/recommendjob/myzw/wdzw`);
  await byTestId(page, 'position-card').waitFor();
  await expect(visible(page, '.position-card__title').first().innerText()).resolves.toBe(position.title);

  // Unsave: the list is empty again.
  await page.goto(`${server!.url}${BASE_PATH}/pages/job_detail/index?id=${position.id}`);
  await saveButtonReads(page, '已收藏');
  await byTestId(page, 'job-save').click();
  await saveButtonReads(page, '收藏');
  await page.goto(`${server!.url}${BASE_PATH}/pages/recommendjob/myzw/wdzw`);
  await byTestId(page, 'saved-empty').waitFor();
});
