/**
 * The marketplace, end to end in Chromium against the real server with the demo data: the demo seeker's home
 * opens on 推荐 with 前端 in 杭州 (their first expectation), a chip switches to the other expectation, and a job
 * leads to its company's page with the uploaded logo and the recruiters; the demo recruiter's home shows their
 * open positions and 推荐牛人, and 打招呼 opens a conversation with one of them.
 */
import { byTestId, screenshot, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(120_000);

const suite = e2eSuite({ users: { seeker: '13800000001', recruiter: '13800000002' } });

test("the demo seeker's 推荐 starts with 前端 in 杭州, switches expectation and reaches a company's page", async () => {
  const { page } = suite.users.seeker;
  await suite.open(page, 'pages/index/index');
  const cards = page.locator('[data-testid="position-card"]');
  await cards.first().waitFor();
  // Ranked for 前端开发工程师 in 杭州: both demo 前端 openings there come first, and say why.
  await expect(cards.nth(0).innerText()).resolves.toMatch(/前端开发工程师[\s\S]*杭州/);
  await expect(cards.nth(1).innerText()).resolves.toMatch(/前端开发工程师[\s\S]*杭州/);
  await expect(byTestId(page, 'position-card-reasons').first().innerText()).resolves.toContain('职能匹配');
  await screenshot(page, 'marketplace-seeker-recommend');

  // The second expectation: 产品经理 in 杭州.
  const chips = page.locator('[data-testid="expectation-chip"]');
  await expect(chips.count()).resolves.toBe(2);
  await chips.nth(1).click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="position-card"]')?.textContent?.includes('产品经理'),
  );

  // A job, then its company: the uploaded logo and the recruiters.
  await cards.first().click();
  await page.waitForURL(/pages\/job_detail\/index/);
  await visible(page, '[data-testid="job-company"]').click();
  await page.waitForURL(/pages\/company\/index/);
  await byTestId(page, 'company-page').waitFor();
  const logo = page.locator('[data-testid="company-page"] img').first();
  await expect(logo.getAttribute('src')).resolves.toMatch(/\/api\/uploads\//);
  await expect(page.locator('[data-testid="company-recruiter"]').count()).resolves.toBeGreaterThan(0);
  // The page slides in from the right (Taro's H5 transition): let it settle before the picture.
  await page.waitForTimeout(500);
  await screenshot(page, 'marketplace-company-page');
});

test("the demo recruiter's home shows their positions and 推荐牛人, and greets one", async () => {
  const { page, token } = suite.users.recruiter;
  await suite.open(page, 'pages/index/index');
  await byTestId(page, 'recruiter-position').first().waitFor();
  const talents = page.locator('[data-testid="home-talents"] [data-testid="resume-card"]');
  await talents.first().waitFor();
  await expect(byTestId(page, 'talent-card-reasons').first().innerText()).resolves.not.toBe('');
  await screenshot(page, 'marketplace-recruiter-home');

  const before = await conversations(token);
  await page.locator('[data-testid="home-talents"] [data-testid="greet"]').first().click();
  await page.waitForURL(/pages\/message_detail/);
  const after = await conversations(token);
  expect(after).toBeGreaterThanOrEqual(before);
});

async function conversations(token: string): Promise<number> {
  const res = await fetch(`${suite.server.url}/api/conversations?pageSize=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { total: number }).total;
}
