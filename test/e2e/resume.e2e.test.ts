/**
 * Resume, end to end (issue "Resume", done-when): in Chromium against the real server, a new seeker
 * fills every section through the pages, reloads and finds everything still there; the recruiters'
 * resume list respects hiding and blocking (also under a variant spelling of the company's name).
 */
import type { Page } from 'playwright-core';
import {
  apiAs,
  apiLogin,
  byTestId,
  dateField,
  pickerField,
  registerSeeker,
  screenshot,
  storeSession,
  textField,
  type Session,
  visible,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(120_000);

const SEEKER_PHONE = '13912340001';
const PASSWORD = 'abc12345';
/** Unique enough that the recruiters' search finds only this seeker. */
// A job category (100301): an expectation names categories, and its text is their names.
const POSITION = '测试工程师';

const suite = e2eSuite({ env: { CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info' } });
const { url } = suite;
/** The new seeker's session: the second test goes on where the first left it. */
let session: Session | undefined;

const text = textField;
const picker = pickerField;

/** Polls until `read` answers `expected` (the switch saves asynchronously). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    last = await read();
  }
  expect(last).toBe(expected);
}

async function openSection(page: Page, action: string, formTitle: string) {
  await byTestId(page, action).click();
  await page.waitForFunction((title) => document.title.includes(title), formTitle);
}

async function saveAndReturn(page: Page) {
  await byTestId(page, 'save').click();
  await page.waitForURL(/pages\/resume\/index/);
}

test('a new seeker fills every section, reloads, and finds everything still there', async () => {
  const login = await registerSeeker(suite.server, SEEKER_PHONE, PASSWORD);
  session = await suite.session();
  const { page } = session;
  await storeSession(suite.server, page, login);
  await page.goto(url('pages/resume/index'));
  await byTestId(page, 'completeness').waitFor();
  await expect(byTestId(page, 'completeness').innerText()).resolves.toContain('0%');

  // Basic information.
  await openSection(page, 'edit-basic', '基本信息');
  await text(page, 'nickname').fill('林晓');
  await picker(page, 'gender').selectOption('female');
  await dateField(page, 'birthDate').fill('1997-03-15');
  await picker(page, 'jobStatus').selectOption('left_available');
  await text(page, 'email').fill('linxiao@example.com');
  await text(page, 'selfEvaluation').fill('三年软件测试经验，熟悉自动化测试。');
  // Saving the basic information leads on to the next empty section: education (applying needs it).
  await byTestId(page, 'save').click();
  await page.waitForURL(/pages\/resume\/education/);
  await page.waitForFunction(() => document.title.includes('教育经历'));
  await page.goto(url('pages/resume/index'));
  await byTestId(page, 'completeness').waitFor();

  // Job expectation, with a region from the tree.
  await openSection(page, 'add-expectations', '求职期望');
  // The expected position is picked as job categories (up to 3), here by a search by name.
  await byTestId(page, 'picker-categoryCodes').click();
  await page.locator('.txp-search input').fill(POSITION);
  await byTestId(page, 'txp-hit-100301').click();
  await byTestId(page, 'txp-confirm').click();
  await expect(byTestId(page, 'picker-categoryCodes').innerText()).resolves.toContain(POSITION);
  await picker(page, 'jobType').selectOption('full');
  await text(page, 'salaryMin').fill('15000');
  await text(page, 'salaryMax').fill('22000');
  await visible(page, '[data-testid="picker-location-province"]').selectOption('330000');
  await visible(page, '[data-testid="picker-location-city"]').selectOption('330100');
  await visible(page, '[data-testid="picker-location-district"]').selectOption('330106');
  await saveAndReturn(page);

  // Work experience: the start after the end is refused in place, and what was typed stays.
  await openSection(page, 'add-experiences', '工作经历');
  await text(page, 'jobTitle').fill('测试工程师');
  await text(page, 'industry').fill('互联网');
  await visible(page, '[data-testid="picker-city-province"]').selectOption('330000');
  await visible(page, '[data-testid="picker-city-city"]').selectOption('330100');
  await dateField(page, 'startDate').fill('2022-05-01');
  await dateField(page, 'endDate').fill('2021-05-01');
  await text(page, 'content').fill('负责接口自动化与性能测试。');
  await byTestId(page, 'save').click();
  await expect(visible(page, '[data-testid="error-endDate"]').innerText()).resolves.toBe('开始时间不能大于结束时间');
  await expect(text(page, 'jobTitle').inputValue()).resolves.toBe('测试工程师');
  await byTestId(page, 'clear-endDate').click(); // up to now
  await saveAndReturn(page);

  await openSection(page, 'add-educations', '教育经历');
  await text(page, 'school').fill('浙江工业大学');
  await picker(page, 'degree').selectOption('bachelor');
  await text(page, 'major').fill('软件工程');
  await dateField(page, 'graduationDate').fill('2020-06-30');
  await saveAndReturn(page);

  await openSection(page, 'add-projects', '项目经历');
  await text(page, 'name').fill('支付网关压测平台');
  await text(page, 'role').fill('测试负责人');
  await text(page, 'description').fill('为支付网关搭建压测与回归平台。');
  await saveAndReturn(page);

  await openSection(page, 'edit-skills', '技能与资质');
  await text(page, 'professionalSkills').fill('Python、JMeter、Selenium');
  await text(page, 'languages').fill('英语 CET-6');
  await saveAndReturn(page);

  // Reload: everything is still there, from the server.
  await page.reload();
  await byTestId(page, 'completeness').waitFor();
  await expect(byTestId(page, 'completeness').innerText()).resolves.toContain('100%');
  const body = await visible(page, '.resume').innerText();
  for (const expected of [
    '林晓',
    POSITION,
    '1.5万-2.2万', // the salary format of every other screen
    '测试工程师',
    '至今',
    '浙江工业大学',
    '本科',
    '支付网关压测平台',
    'Python、JMeter、Selenium',
  ]) {
    expect(body).toContain(expected);
  }
  await screenshot(page, 'resume-filled-390x844');
});

test("the recruiters' list respects hiding and blocking, also under a variant spelling", async () => {
  const recruiter = await apiLogin(suite.server, '13800000002');
  // Is the new seeker among the resumes the demo recruiter finds for the position? (newest first)
  const find = async () => {
    const res = await apiAs<never>(
      suite.server,
      recruiter.token,
      'GET',
      `resumes?position=${encodeURIComponent(POSITION)}`,
    );
    expect(res.code).toBe(200);
    return ((res.rows ?? []) as { nickname: string }[]).some((r) => r.nickname === '林晓');
  };
  expect(await find()).toBe(true);

  const { page } = session!;
  await page.goto(url('pages/resume/index'));
  await byTestId(page, 'switch-hidden').click();
  await eventually(find, false);
  await byTestId(page, 'switch-hidden').click();
  await eventually(find, true);

  // The demo recruiter's company is 杭州云栖科技有限公司; the seeker blocks it under another spelling.
  await visible(page, '[data-testid="input-block-company"] input, input[data-testid="input-block-company"]')
    .first()
    .fill('云栖科技（杭州）');
  await byTestId(page, 'block-company').click();
  await byTestId(page, 'blocked-company').waitFor();
  await eventually(find, false);
  await screenshot(page, 'resume-privacy-390x844');
});
