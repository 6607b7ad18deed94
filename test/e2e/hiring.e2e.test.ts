/**
 * Hiring as it moves, end to end, against the real server and the H5 build: the recruiter invites with three
 * times to choose from; the seeker picks one, then proposes another time; the recruiter accepts it (the
 * interview moves), passes the interview; 发起合同 opens the contract form filled from the offer; once the
 * contract is signed, the application reads 已签约 on both sides. The application itself and the signature
 * go through the API (other suites drive those screens); every pipeline step goes through the pages.
 */
import type { Page } from 'playwright-core';
import { formatChinaTime } from '@common/china-time';
import {
  DESKTOP,
  PHONE,
  apiAs,
  byTestId,
  chinaDate,
  dateField,
  pickerField,
  screenshot,
  smsCodeFromLog,
  textField,
  useCjkFont,
  visible,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);
useCjkFont();

const SEEKER = '13800000001';
const RECRUITER = '13800000002';
const ID_NUMBER = '11010519491231002X';

const suite = e2eSuite({ env: { LOG_LEVEL: 'info' }, users: { seeker: SEEKER, recruiter: RECRUITER } });
const { open } = suite;

/** Waits until the stage chip `testId` reads `label`. */
async function stageReads(page: Page, testId: string, label: string) {
  await page.waitForFunction(
    ([id, text]) =>
      [...document.querySelectorAll(`[data-testid="${id}"]`)].some(
        (el) => (el as HTMLElement).offsetParent && el.textContent === text,
      ),
    [testId, label] as const,
  );
}

/** A PNG signature drawn on a canvas in the page, as the signature pad would hand it over. */
function drawnSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 100;
    const context = canvas.getContext('2d')!;
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(20, 60);
    for (let x = 20; x < 280; x += 10) context.lineTo(x, 50 + Math.sin(x / 15) * 25);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
}

test('slots, a picked time, a new time accepted, the offer, 发起合同, signed on both sides', async () => {
  const { seeker, recruiter } = suite.users;

  // ---- A fresh application of the demo seeker to the demo recruiter's company -----------------------------
  const list = await (
    await fetch(`${suite.server.url}/api/positions?keyword=${encodeURIComponent('云栖')}&pageSize=50`)
  ).json();
  const mine = await apiAs<Array<{ positionId: number }>>(
    suite.server,
    seeker.token,
    'GET',
    'applications/mine?pageSize=50',
  );
  const applied = new Set((mine.rows ?? []).map((row) => row.positionId));
  const position = (list.rows as Array<{ id: number; title: string; companyName: string }>).find(
    (row) => row.companyName === '杭州云栖科技有限公司' && !applied.has(row.id),
  )!;
  expect(position).toBeDefined();
  const application = await apiAs<{ id: number }>(suite.server, seeker.token, 'POST', 'applications', {
    positionId: position.id,
  });
  expect(application.code).toBe(200);
  const applicationId = application.data.id;

  // ---- The recruiter opens it (已查看) and invites with three times -------------------------------------
  let page = recruiter.page;
  await open(page, `pages/applicant/ApplicationDetails?id=${applicationId}`);
  await byTestId(page, 'resume-view').waitFor();
  await stageReads(page, 'application-stage', '已查看');
  await byTestId(page, 'application-invite').click();
  await pickerField(page, 'method').selectOption('offline');
  await pickerField(page, 'mode').selectOption('slots');
  await byTestId(page, 'slot-rows').waitFor();
  while ((await visible(page, '[data-testid^="slot-row-"]').count()) < 3) await byTestId(page, 'slot-add').click();
  const times = ['10:00', '14:00', '16:30'];
  for (const [index, clock] of times.entries()) {
    await dateField(page, `slotDay${index}`).fill(chinaDate(2));
    await pickerField(page, `slotClock${index}`).selectOption(clock);
  }
  await textField(page, 'address').fill('杭州市西湖区文三路 90 号 5 楼');
  await textField(page, 'contact').fill('13800000002');
  await screenshot(page, 'hiring-invite-slots');
  await byTestId(page, 'invite-send').click();
  await stageReads(page, 'application-stage', '面试中');
  await visible(page, '[data-testid="interview-card"]').first().waitFor();

  // ---- The seeker picks the second time, then asks for another one ---------------------------------------
  page = seeker.page;
  await open(page, 'pages/record/record?type=1');
  const card = visible(page, '[data-testid="interview-card"]').filter({ hasText: position.title }).first();
  await card.locator('[data-testid="slot-picker"]').waitFor();
  const choices = card.locator('[data-testid="slot-picker"] [data-testid^="slot-"]:not([data-testid="slot-confirm"])');
  await expect(choices.count()).resolves.toBe(3);
  await screenshot(page, 'hiring-slot-picker');
  await choices.nth(1).click();
  await card.locator('[data-testid="slot-confirm"]').click();
  await page.waitForFunction(
    (title) =>
      [...document.querySelectorAll('[data-testid="interview-card"]')].some(
        (el) =>
          el.textContent?.includes(title) &&
          el.querySelector('[data-testid="interview-status"]')?.textContent === '待面试',
      ),
    position.title,
  );
  const picked = `${chinaDate(2)}T14:00:00+08:00`;
  await expect(card.innerText()).resolves.toContain(formatChinaTime(new Date(picked).toISOString()));

  await card.locator('[data-testid="interview-reschedule"]').click();
  await dateField(page, 'rescheduleDay').fill(chinaDate(3));
  await pickerField(page, 'rescheduleClock').selectOption('09:30');
  await textField(page, 'reason').fill('当天下午有考试');
  await byTestId(page, 'reschedule-send').click();
  await card.locator('[data-testid="proposal-waiting"]').waitFor();
  await screenshot(page, 'hiring-proposal-waiting');

  // ---- The recruiter accepts the new time: the interview moves -------------------------------------------
  page = recruiter.page;
  await open(page, `pages/applicant/ApplicationDetails?id=${applicationId}`);
  await byTestId(page, 'interview-proposal').waitFor();
  await expect(byTestId(page, 'interview-proposal').innerText()).resolves.toContain('当天下午有考试');
  await byTestId(page, 'proposal-accept').click();
  await byTestId(page, 'interview-proposal').waitFor({ state: 'detached' });
  const moved = formatChinaTime(new Date(`${chinaDate(3)}T09:30:00+08:00`).toISOString());
  await expect(visible(page, '[data-testid="interview-card"]').first().innerText()).resolves.toContain(moved);

  // ---- The interview passes: the offer offers 发起合同, which opens the form filled from it -------------------
  await byTestId(page, 'interview-pass').click();
  await stageReads(page, 'application-stage', '面试通过');
  await expect(byTestId(page, 'application-invite').count()).resolves.toBe(0);
  await expect(byTestId(page, 'application-pass').count()).resolves.toBe(0);
  await screenshot(page, 'hiring-offer-recruiter');
  await byTestId(page, 'application-startContract').click();
  await page.waitForURL(new RegExp(`pages/contractAward/form\\?applicationId=${applicationId}`));
  await byTestId(page, 'contract-form').waitFor();
  await expect(textField(page, 'partyAName').inputValue()).resolves.toBe('杭州云栖科技有限公司');
  await dateField(page, 'startDate').fill(chinaDate(14));
  await dateField(page, 'endDate').fill(chinaDate(14 + 365 * 3));
  await textField(page, 'formalSalary').fill('20000');
  await textField(page, 'payDay').fill('10');
  await byTestId(page, 'contract-save').click();
  await byTestId(page, 'send-panel').waitFor();
  await byTestId(page, 'contract-send').click();
  await byTestId(page, 'contract-result').filter({ hasText: '等待乙方签署' }).waitFor();
  const contractId = Number(/[?&]id=(\d+)/.exec(page.url())?.[1]);
  expect(contractId).toBeGreaterThan(0);

  // ---- The seeker signs (through the calls the signing screens make) -------------------------------------
  const seekerCall = <T>(method: string, path: string, body?: unknown) =>
    apiAs<T>(suite.server, seeker.token, method, path, body);
  expect(
    (
      await seekerCall('PUT', `contracts/${contractId}/partyB`, {
        partyBIdNumber: ID_NUMBER,
        partyBContactAddress: '杭州市西湖区古墩路 88 号',
        partyBRegisteredAddress: '北京市朝阳区建国路 1 号',
        bankName: '招商银行杭州分行',
        bankCard: '6225881234567890123',
      })
    ).code,
  ).toBe(200);
  // Opening it starts the reading time; Party B's name is the one the offer put in.
  const detail = await seekerCall<{ fields: { partyBName: string } }>('GET', `contracts/${contractId}`);
  const name = detail.data.fields.partyBName;
  await new Promise((resolve) => setTimeout(resolve, 10_500)); // the minimum reading time
  const code = await smsCodeFromLog(suite.server, async () =>
    expect((await seekerCall('POST', `contracts/${contractId}/sign-code`, { name, idNumber: ID_NUMBER })).code).toBe(
      200,
    ),
  );
  const signed = await seekerCall('POST', `contracts/${contractId}/sign`, {
    name,
    idNumber: ID_NUMBER,
    smsCode: code,
    signature: await drawnSignature(seeker.page),
  });
  expect(signed.code).toBe(200);

  // ---- 已签约 on both sides ----------------------------------------------------------------------------------
  page = seeker.page;
  await open(page, 'pages/recommendjob/myzw/kssq');
  const row = visible(page, '[data-testid="application"]').filter({ hasText: position.title }).first();
  await row.waitFor();
  await page.waitForFunction(
    (title) =>
      [...document.querySelectorAll('[data-testid="application"]')].some(
        (el) => el.textContent?.includes(title) && el.textContent?.includes('已签约'),
      ),
    position.title,
  );
  await screenshot(page, 'hiring-signed-seeker');

  page = recruiter.page;
  await open(page, `pages/applicant/ApplicationDetails?id=${applicationId}`);
  await stageReads(page, 'application-stage', '已签约');
  await byTestId(page, 'application-addStaff').waitFor();
  await byTestId(page, 'stage-timeline').waitFor();
  await screenshot(page, 'hiring-signed-recruiter');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'hiring-signed-recruiter-desktop');
  await page.setViewportSize(PHONE);

  // The board: the signed candidate in 已签约; the columns scroll sideways from the keyboard.
  await open(page, `pages/applicant/board?id=${position.id}`);
  const columns = byTestId(page, 'board-columns');
  await visible(page, '[data-testid="board-column"][data-stage="signed"] [data-testid="board-card"]').first().waitFor();
  await columns.focus();
  const scrolled = await columns.evaluate(async (el) => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    el.scrollBy({ left: 200 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { focused: document.activeElement === el, left: el.scrollLeft, wide: el.scrollWidth > el.clientWidth };
  });
  expect(scrolled).toMatchObject({ focused: true, wide: true });
  expect(scrolled.left).toBeGreaterThan(0);
  await screenshot(page, 'hiring-board');

  expect(seeker.pageErrors).toEqual([]);
  expect(recruiter.pageErrors).toEqual([]);
});
