/**
 * Positions, end to end (issue "Positions", done-when): in Chromium against the real server, a recruiter
 * posts a position through the form, an operator approves it on the review page, and a seeker finds it
 * on the home page by a 2-character keyword (and narrows the list with the filters).
 */
import {
  WAIT_MS,
  byTestId,
  chinaDate,
  dateField,
  pickerField,
  screenshot,
  textField,
  visible,
  createOperator,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

const TITLE = '鲸歌声学调音师';
const KEYWORD = '鲸歌';
const OPERATOR = { phone: '13900000009', password: 'Review2026a' };

const suite = e2eSuite({
  // The operator is created the way operations does it: the CLI on the server's own data directory.
  prepare: (server) => createOperator(server, OPERATOR),
});
const { url } = suite;

test('recruiter posts, operator approves, seeker finds it by a 2-character keyword', async () => {
  // ---- The recruiter posts a position through the form ------------------------------------------------
  const recruiter = await suite.sessionAs('13800000002');
  let page = recruiter.page;
  await page.goto(url('pages/CreatePosition/CreatePosition'));
  await textField(page, 'title').fill(TITLE);
  await pickerField(page, 'jobType').selectOption('full');
  // The category and the industry are picked in the taxonomy picker: levels, then a search by name.
  await byTestId(page, 'picker-categoryCode').click();
  await byTestId(page, 'txp-node-220000').click();
  await byTestId(page, 'txp-node-220300').click();
  await byTestId(page, 'txp-node-220305-pick').click();
  await expect(byTestId(page, 'picker-categoryCode').innerText()).resolves.toContain('电气工程师');
  await byTestId(page, 'picker-industryCode').click();
  await page.locator('.txp-search input').fill('录音');
  await byTestId(page, 'txp-hit-87').click();
  await expect(byTestId(page, 'picker-industryCode').innerText()).resolves.toContain('录音制作业');
  await textField(page, 'salaryMin').fill('12000');
  await textField(page, 'salaryMax').fill('18000');
  await pickerField(page, 'education').selectOption('bachelor');
  await pickerField(page, 'experience').selectOption('3-5');
  await pickerField(page, 'gender').selectOption('unlimited');
  await pickerField(page, 'form').selectOption('offline');
  // The workplace is picked on the spec's /choose-location: the region tree and the address line.
  await byTestId(page, 'location-region').click();
  await page.waitForURL(/\/admin-pc\/choose-location\?/);
  await byTestId(page, 'place-province').getByText('浙江省', { exact: true }).click();
  await byTestId(page, 'place-city').getByText('杭州市', { exact: true }).click();
  await byTestId(page, 'place-district').getByText('西湖区', { exact: true }).click();
  await textField(page, 'address').fill('文三路 90 号');
  await screenshot(page, 'choose-location');
  await byTestId(page, 'place-confirm').click();
  await page.waitForURL(/CreatePosition/);
  await expect(byTestId(page, 'location-region').innerText()).resolves.toContain('杭州市 西湖区 · 文三路 90 号');
  await dateField(page, 'recruitStart').fill(chinaDate(0));
  await dateField(page, 'recruitEnd').fill(chinaDate(60));
  await textField(page, 'headcount').fill('2');
  await textField(page, 'workingHours').fill('周一至周五 9:30-18:30');
  await textField(page, 'responsibilities').fill('负责录音棚与演出场馆的声学调试。');
  await textField(page, 'requirements').fill('熟悉声学测量软件，有现场调音经验。');
  await byTestId(page, 'save').click();
  // Saved: back on position management under "under review".
  await page.waitForURL(/ManagementPosition\?status=under_review/);
  await visible(page, '[data-testid="my-position"]').filter({ hasText: TITLE }).waitFor();

  // Not visible to seekers yet.
  const before = await (await fetch(`${suite.server.url}/api/positions?keyword=${encodeURIComponent(KEYWORD)}`)).json();
  expect(before.total).toBe(0);

  // ---- The operator approves it on the review page ----------------------------------------------------
  const operator = await suite.sessionAs(OPERATOR);
  page = operator.page;
  await page.goto(url('pages/recommendjob/recommendjob'));
  await byTestId(page, 'center-center.review').click();
  await page.waitForURL(/pages\/review\/index/);
  const card = visible(page, '[data-testid="review-card-positions"]').filter({ hasText: TITLE });
  await card.waitFor();
  await screenshot(page, 'e2e-review-queue');
  // A rejection needs its reason: confirming an empty one shows the rule's message and changes nothing.
  await card.locator('[data-testid="review-reject"]').click();
  await byTestId(page, 'reject-confirm').click();
  await expect(byTestId(page, 'error-reason').innerText()).resolves.toBe('此项为必填项');
  await byTestId(page, 'reject-cancel').click();
  await byTestId(page, 'reject-box').waitFor({ state: 'detached' });
  await card.locator('[data-testid="review-approve"]').click();
  await card.waitFor({ state: 'detached' });
  await byTestId(page, 'review-status-approved').click();
  await visible(page, '[data-testid="review-card-positions"]').filter({ hasText: TITLE }).waitFor();

  // ---- A seeker (not even logged in) finds it by two characters --------------------------------------
  const seeker = await suite.session();
  page = seeker.page;
  await page.goto(url('pages/index/index'));
  await byTestId(page, 'position-card').first().waitFor();
  const search = visible(page, '[data-testid="home-search"] input, input[data-testid="home-search"]').first();
  await search.fill(KEYWORD);
  // The new position also heads the list before the search (it was just approved): wait for the search's
  // answer, then for its one card.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('keyword='), { timeout: WAIT_MS }),
    search.press('Enter'),
  ]);
  await page.waitForFunction(
    (title) => {
      const cards = [...document.querySelectorAll('[data-testid="position-card"]')].filter((card) =>
        card.checkVisibility(),
      );
      return cards.length === 1 && (cards[0].textContent ?? '').includes(title);
    },
    TITLE,
    { timeout: WAIT_MS },
  );
  const found = visible(page, '[data-testid="position-card"]').filter({ hasText: TITLE });

  // The filters narrow and widen the same search: part-time hides it, full-time shows it again.
  await byTestId(page, 'filter-chip-jobType').click();
  await byTestId(page, 'filter-jobType-part').click();
  await byTestId(page, 'home-empty').waitFor();
  await byTestId(page, 'filter-chip-jobType').click();
  await byTestId(page, 'filter-jobType-full').click();
  await found.waitFor();
  await screenshot(page, 'e2e-home-found');

  // Its detail shows the freshness lines and the apply button.
  await found.click();
  await page.waitForURL(/job_detail\/index\?id=\d+/);
  await byTestId(page, 'job-apply').waitFor();
  for (const s of [recruiter, operator, seeker]) expect(s.pageErrors).toEqual([]);
});

/** Waits until the map page says where its list is from (the text changes once the location is known). */
async function whereReads(page: import('playwright-core').Page, text: string) {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[data-testid="nearby-where"]')].some((el) => el.textContent === expected),
    text,
  );
}

test('the map page lists positions by distance from the browser position, or from a chosen city', async () => {
  // Where the browser says the user is: West Lake, Hangzhou (the demo company's district).
  const context = await suite.browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    geolocation: { latitude: 30.2741, longitude: 120.1551 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url('pages/map/index'));
  // 正在获取你的位置… first, then where the list is from.
  await whereReads(page, '你附近的职位');
  const first = visible(page, '[data-testid="nearby-position"]').first();
  await first.waitFor();
  // Nearest first: the distances shown never decrease down the list.
  const distances = await visible(page, '.nearby-item__distance').allInnerTexts();
  const km = distances.map((d) => {
    const n = parseFloat(d.replace('≈', ''));
    return d.includes('公里') ? n : n / 1000;
  });
  expect(km.length).toBeGreaterThan(0);
  expect([...km].sort((a, b) => a - b)).toEqual(km);
  await context.close();

  // Location refused: the user picks a city and gets the positions around its centre.
  const denied = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page2 = await denied.newPage();
  page2.on('pageerror', (error) => errors.push(error.message));
  await page2.goto(url('pages/map/index'));
  await whereReads(page2, '无法获取位置，请选择城市');
  await byTestId(page2, 'hot-city-330100').click();
  await visible(page2, '[data-testid="nearby-position"]').first().waitFor();
  await whereReads(page2, '所选城市附近的职位');
  await screenshot(page2, 'e2e-map-city');
  await denied.close();
  expect(errors).toEqual([]);
});
