/** Saved positions in Chromium: save from job detail, find it in "my positions", unsave. */
import type { Page } from 'playwright-core';
import { byTestId, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(60_000);

const suite = e2eSuite();
const { url } = suite;

/** The save button's text once the save call has answered (state changes after the request). */
async function saveButtonReads(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('[data-testid="job-save"]')].some((el) => el.textContent === expected),
    text,
  );
}

test('a seeker saves a position from its detail page and finds it among saved positions', async () => {
  const [position] = (await (await fetch(`${suite.server.url}/api/positions`)).json()).rows as {
    id: number;
    title: string;
  }[];

  const { page } = await suite.sessionAs('13800000001');

  await page.goto(url('pages/recommendjob/myzw/wdzw'));
  await byTestId(page, 'saved-empty').waitFor();

  await page.goto(url(`pages/job_detail/index?id=${position.id}`));
  await byTestId(page, 'job-save').click();
  await saveButtonReads(page, '已收藏');

  await page.goto(url('pages/recommendjob/myzw/wdzw'));
  await byTestId(page, 'position-card').waitFor();
  await expect(visible(page, '.position-card__title').first().innerText()).resolves.toBe(position.title);

  // Unsave: the list is empty again.
  await page.goto(url(`pages/job_detail/index?id=${position.id}`));
  await saveButtonReads(page, '已收藏');
  await byTestId(page, 'job-save').click();
  await saveButtonReads(page, '收藏');
  await page.goto(url('pages/recommendjob/myzw/wdzw'));
  await byTestId(page, 'saved-empty').waitFor();
});
