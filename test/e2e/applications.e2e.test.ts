/**
 * Applications, end to end (issue "Applications", done-when): two browser contexts against the real server,
 * a seeker and a recruiter. apply -> the recruiter is notified (tab badge) and invites to an interview ->
 * the seeker is notified and accepts -> the recruiter passes the interview -> the seeker sees the offer.
 * Every step goes through the pages; notifications are opened by tapping them (push routing).
 */
import type { Page } from 'playwright-core';
import { apiAs, byTestId, chinaDate, dateField, pickerField, screenshot, textField, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

const SEEKER = '13800000001';
const RECRUITER = '13800000002';

const suite = e2eSuite({ users: { seeker: SEEKER, recruiter: RECRUITER } });
const { open } = suite;

/** Opens the Notifications tab at the newest notification of `kind`, which must be unread. */
async function unreadNotification(page: Page, kind: string) {
  await open(page, 'pages/Notifications/Notifications');
  const item = visible(page, `[data-testid="notification"][data-kind="${kind}"]`).first();
  await item.waitFor();
  await expect(item.getAttribute('class')).resolves.toContain('notice--unread');
  return item;
}

/** Opens the Notifications tab and taps the newest notification of `kind` (it must be unread). */
async function tapNotification(page: Page, kind: string) {
  await (await unreadNotification(page, kind)).click();
}

test('apply -> invite -> accept -> pass, each side notified', async () => {
  const { seeker, recruiter } = suite.users;
  // A position of the recruiter's company (杭州云栖科技).
  const list = await (await fetch(`${suite.server.url}/api/positions?keyword=${encodeURIComponent('云栖')}`)).json();
  const position = (list.rows as Array<{ id: number; title: string; companyName: string }>).find(
    (row) => row.companyName === '杭州云栖科技有限公司',
  )!;
  expect(position).toBeDefined();

  // The demo recruiter starts with unread notifications of every kind (the demo data): the badge counts on.
  const unread = async () =>
    (await apiAs<{ count: number }>(suite.server, recruiter.token, 'GET', 'notifications/unreadCount')).data.count;
  const unreadBefore = await unread();

  // ---- The seeker applies from the job detail -----------------------------------------------------------
  let page = seeker.page;
  await open(page, `pages/job_detail/index?id=${position.id}`);
  await byTestId(page, 'job-apply').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="job-apply"]')].some((el) => el.textContent === '已投递'),
  );
  await open(page, 'pages/recommendjob/myzw/kssq');
  await visible(page, '[data-testid="application"]').filter({ hasText: position.title }).waitFor();

  // ---- The recruiter sees the badge, opens the notification and invites ---------------------------------
  page = recruiter.page;
  await open(page, 'pages/index/index');
  expect(await unread()).toBe(unreadBefore + 1);
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="unread-badge"]')?.textContent === count,
    String(unreadBefore + 1),
  );
  await tapNotification(page, 'application_received');
  await page.waitForURL(new RegExp(`pages/applicant/applicant\\?id=${position.id}`));
  await visible(page, '[data-testid="candidate"]').first().click();
  await page.waitForURL(/pages\/applicant\/ApplicationDetails\?id=\d+/);
  const applicationUrl = page.url();
  await byTestId(page, 'resume-view').waitFor();
  // Contacts are unmasked for an applicant of the company.
  await expect(byTestId(page, 'rv-phone').innerText()).resolves.toContain(SEEKER);
  await byTestId(page, 'application-invite').click();
  await pickerField(page, 'method').selectOption('offline');
  await dateField(page, 'day').fill(chinaDate(1));
  await pickerField(page, 'clock').selectOption('10:00');
  // An on-site interview without its address is refused by the shared rule before any call.
  await byTestId(page, 'invite-send').click();
  await expect(byTestId(page, 'error-address').innerText()).resolves.toBe('线下面试请填写面试地址');
  await expect(byTestId(page, 'interview-card').count()).resolves.toBe(0);
  await textField(page, 'address').fill('杭州市西湖区文三路 90 号 5 楼');
  await textField(page, 'contact').fill('13800000002');
  await textField(page, 'note').fill('请携带作品集');
  await byTestId(page, 'invite-send').click();
  const status = () => byTestId(page, 'interview-status').first().innerText();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="interview-status"]')].some((el) => el.textContent === '已邀请'),
  );
  // A second invite is not offered while this one is open.
  await expect(byTestId(page, 'application-invite').count()).resolves.toBe(0);
  await screenshot(page, 'e2e-application-invited');

  // ---- The seeker opens the invitation from the notification and accepts --------------------------------
  page = seeker.page;
  await tapNotification(page, 'interview_invited');
  await page.waitForURL(/pages\/record\/record\?type=1/);
  const card = visible(page, '[data-testid="interview-card"]').filter({ hasText: position.title });
  await card.waitFor();
  await expect(card.innerText()).resolves.toContain('文三路 90 号');
  await card.locator('[data-testid="interview-accept"]').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="interview-status"]')].some((el) => el.textContent === '待面试'),
  );
  await screenshot(page, 'e2e-records-accepted');

  // ---- The recruiter is told, and passes the interview ---------------------------------------------------
  page = recruiter.page;
  await tapNotification(page, 'interview_accepted');
  await page.waitForURL(/pages\/applicant\/applicant/);
  await page.goto(applicationUrl);
  await byTestId(page, 'interview-pass').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="interview-status"]')].some((el) => el.textContent === '面试通过'),
  );
  await expect(status()).resolves.toBe('面试通过');

  // ---- The seeker is told: reading everything clears the badge, and the notice still leads to the offer ---
  page = seeker.page;
  const passed = await unreadNotification(page, 'interview_passed');
  await byTestId(page, 'unread-badge').waitFor();
  await byTestId(page, 'read-all').click();
  await byTestId(page, 'unread-badge').waitFor({ state: 'detached' });
  await visible(page, '.notice--unread').first().waitFor({ state: 'detached' });
  await expect(byTestId(page, 'read-all').count()).resolves.toBe(0);
  await passed.click();
  await page.waitForURL(/pages\/record\/record\?type=2/);
  await visible(page, '[data-testid="offer-card"]').filter({ hasText: position.title }).waitFor();
  await screenshot(page, 'e2e-records-offer');

  expect(seeker.pageErrors).toEqual([]);
  expect(recruiter.pageErrors).toEqual([]);
});
