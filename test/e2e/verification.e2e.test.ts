/**
 * Verified recruiters, end to end: in Chromium against the real server, a new recruiter
 * (registered with an SMS code, a company approved) opens settings -> 实名认证, is refused a wrong check digit
 * under the field, submits a work badge uploaded privately, and waits; an operator opens the review center's
 * 招聘者认证 tab, sees the masked ID number and the proof, and approves; the recruiter's page then says
 * 已认证, and so does the recruiter's job. Screenshots at 390 x 844 and 1280 x 800.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodePng } from '../../server/src/core/png';
import {
  DESKTOP,
  PHONE,
  WAIT_MS,
  apiAs,
  apiLogin,
  byTestId,
  chinaDate,
  registerSeeker,
  screenshot,
  storeSession,
  textField,
  visible,
  createOperator,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);

const OPERATOR = { phone: '13900000019', password: 'Review2026b' };
const RECRUITER = { phone: '13900000027', password: 'Recruit2026c' };
const COMPANY = '鹿鸣认证测试科技有限公司';
const TITLE = '鹿鸣质检工程师';

const suite = e2eSuite({
  env: { CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info' },
  prepare: (server) => createOperator(server, OPERATOR),
});
const { url } = suite;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verification-e2e-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small PNG standing in for a photo of a work badge: a green band over a white card. */
function badgePhoto(): string {
  const file = path.join(dir, 'badge.png');
  fs.writeFileSync(
    file,
    encodePng(90, 140, (_x, y) => (y < 30 ? 0x147a43ff : 0xf4f4f4ff)),
  );
  return file;
}

/** A new recruiter with an approved company and an approved position (setup the test is not about). */
async function newRecruiter() {
  const { server } = suite;
  const login = await registerSeeker(server, RECRUITER.phone, RECRUITER.password);
  const as = (method: string, to: string, body?: unknown) =>
    apiAs<{ id: number }>(server, login.token, method, to, body);
  expect((await as('POST', 'user/identity', { identity: 'recruiter' })).code).toBe(200);
  // The new account's onboarding is not what this test is about: done.
  expect((await as('POST', 'onboarding/finish')).code).toBe(200);
  const company = await as('PUT', 'company', {
    name: COMPANY,
    contact: '05718888888',
    region: '330106',
    addressDetail: '文三路90号',
    size: '20-99',
    type: 'private',
    businessLicense: '/api/uploads/license.png',
    sealLetter: '/api/uploads/letter.png',
    acceptTerms: true,
    acceptAuthorization: true,
  });
  expect(company).toMatchObject({ code: 200 });
  expect((await as('POST', 'company/submit')).code).toBe(200);
  const operator = await apiLogin(server, OPERATOR.phone, OPERATOR.password);
  expect((await apiAs(server, operator.token, 'POST', `review/companies/${company.data.id}/approve`)).code).toBe(200);
  const position = await as('POST', 'positions', {
    title: TITLE,
    jobType: 'full',
    industry: '互联网/IT',
    education: 'bachelor',
    gender: 'unlimited',
    experience: '3-5',
    requirements: '熟悉质量体系',
    workingHours: '周一至周五 9:00-18:00',
    form: 'offline',
    region: '330106',
    addressDetail: '文三路90号',
    recruitStart: chinaDate(),
    recruitEnd: chinaDate(30),
    headcount: 1,
    responsibilities: '负责产品质检',
    conditions: '五险一金',
    showOnCompanyPage: true,
    salaryMin: 9000,
    salaryMax: 12000,
  });
  expect(position).toMatchObject({ code: 200 });
  expect((await apiAs(server, operator.token, 'POST', `review/positions/${position.data.id}/approve`)).code).toBe(200);
  return { login: { ...login, user: { ...login.user, identity: 'recruiter' } }, positionId: position.data.id };
}

test('a recruiter submits a proof and shows 已认证 once an operator approves', async () => {
  const { login, positionId } = await newRecruiter();

  // ---- The recruiter: settings -> 实名认证 -------------------------------------------------------------
  const recruiter = await suite.session();
  let page = recruiter.page;
  await storeSession(suite.server, page, login);
  await page.goto(url('pages/users/user_edit/index'));
  await byTestId(page, 'row-verification').click();
  await page.waitForURL(/pages\/users\/verification\/index/);
  await byTestId(page, 'verification-status-none').waitFor();
  // Nothing of the job shows 已认证 yet.
  const before = await apiAs<{ recruiterVerified: boolean }>(
    suite.server,
    login.token,
    'GET',
    `positions/${positionId}`,
  );
  expect(before.data.recruiterVerified).toBe(false);

  await textField(page, 'realName').fill('林晓');
  // A wrong check digit is refused under its field before anything is sent.
  await textField(page, 'idNumber').fill('110105194912310021');
  await byTestId(page, 'verification-submit').click();
  await expect(byTestId(page, 'error-idNumber').innerText()).resolves.toContain('校验码');
  await textField(page, 'idNumber').fill('11010519491231002X');
  await visible(page, '[data-testid="verification-kind"]').filter({ hasText: '工牌' }).click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), byTestId(page, 'image-proof-0').click()]);
  await chooser.setFiles(badgePhoto());
  await visible(page, '[data-testid="image-proof-0"] img').waitFor();
  await byTestId(page, 'image-proof-1').waitFor();
  await screenshot(page, 'verification-form-390');
  await byTestId(page, 'verification-submit').click();
  await byTestId(page, 'verification-status-pending').waitFor({ timeout: WAIT_MS });
  // From now on only the masked number shows.
  await expect(byTestId(page, 'verification-id-masked').innerText()).resolves.toBe('1101**********002X');
  await expect(page.content()).resolves.not.toContain('11010519491231002X');
  await screenshot(page, 'verification-pending-390');

  // ---- The operator: the review center's 招聘者认证 tab -------------------------------------------------
  const operator = await suite.sessionAs(OPERATOR);
  page = operator.page;
  await page.goto(url('pages/review/index'));
  await byTestId(page, 'tab-verifications').click();
  const card = visible(page, '[data-testid="review-card-verifications"]').filter({ hasText: '林晓' });
  await card.waitFor();
  await expect(card.innerText()).resolves.toContain('1101**********002X');
  await expect(card.innerText()).resolves.toContain(COMPANY);
  // The proof is a private picture, shown through its signed link.
  await page.waitForFunction(
    () => {
      const images = [...document.querySelectorAll('[data-testid="review-v-proof"] img')] as HTMLImageElement[];
      return images.some((img) => img.complete && img.naturalWidth > 0 && img.src.includes('/api/documents/'));
    },
    undefined,
    { timeout: WAIT_MS },
  );
  await screenshot(page, 'verification-review-390');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'verification-review-1280');
  await page.setViewportSize(PHONE);
  await card.locator('[data-testid="review-approve"]').click();
  await card.waitFor({ state: 'detached' });

  // ---- The recruiter is verified: the page and the job say so --------------------------------------------
  page = recruiter.page;
  await page.reload();
  await byTestId(page, 'verification-status-verified').waitFor({ timeout: WAIT_MS });
  await byTestId(page, 'verification-badge').waitFor();
  await screenshot(page, 'verification-verified-390');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'verification-verified-1280');
  await page.setViewportSize(PHONE);

  const seeker = await suite.session();
  await seeker.page.goto(url(`pages/job_detail/index?id=${positionId}`));
  await expect(byTestId(seeker.page, 'job-verified').innerText()).resolves.toBe('已认证');
  await expect(byTestId(seeker.page, 'job-recruiter').innerText()).resolves.toContain('已认证');
  await screenshot(seeker.page, 'verification-job-390');

  for (const s of [recruiter, operator, seeker]) expect(s.pageErrors).toEqual([]);
});
