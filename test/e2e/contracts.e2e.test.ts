/**
 * Contracts, end to end, against the real server and the H5 build: the demo recruiter makes a contract
 * from an offer on the form page and sends it; the demo seeker opens the notification, completes Party B's
 * details, waits out the reading time, confirms name and ID number, types the SMS code from the server log,
 * draws a signature with the mouse and signs; both download the PDF; a second contract is refused with a
 * reason. The offer itself (apply, interview, pass) is set up through the API: other suites cover it.
 */
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  WAIT_MS,
  apiAs,
  byTestId,
  chinaDate,
  dateField,
  screenshot,
  smsCodeFromLog,
  textField,
  visible,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);

const SEEKER = '13800000001';
const RECRUITER = '13800000002';
const ID_NUMBER = '11010519491231002X';

// LOG_LEVEL info: the signing code is read from the log.
const suite = e2eSuite({ env: { LOG_LEVEL: 'info' }, users: { seeker: SEEKER, recruiter: RECRUITER } });
const { open } = suite;

/** A new offer of the demo recruiter's company to the demo seeker: applied, interviewed, passed. */
async function newOffer(): Promise<{ applicationId: number; title: string }> {
  const seekerToken = suite.users.seeker.token;
  const recruiterToken = suite.users.recruiter.token;
  const list = await (
    await fetch(`${suite.server.url}/api/positions?keyword=${encodeURIComponent('云栖')}&pageSize=50`)
  ).json();
  const mine = await apiAs<Array<{ positionId: number }>>(
    suite.server,
    seekerToken,
    'GET',
    'applications/mine?pageSize=50',
  );
  const applied = new Set((mine.rows ?? []).map((row) => row.positionId));
  const position = (list.rows as Array<{ id: number; title: string; companyName: string }>).find(
    (row) => row.companyName === '杭州云栖科技有限公司' && !applied.has(row.id),
  )!;
  const application = await apiAs<{ id: number }>(suite.server, seekerToken, 'POST', 'applications', {
    positionId: position.id,
  });
  expect(application.code).toBe(200);
  const interview = await apiAs<{ id: number }>(suite.server, recruiterToken, 'POST', 'interviews', {
    applicationId: application.data.id,
    method: 'phone',
    time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    contact: '13900001111',
  });
  expect(interview.code).toBe(200);
  expect((await apiAs(suite.server, seekerToken, 'POST', `interviews/${interview.data.id}/accept`)).code).toBe(200);
  expect((await apiAs(suite.server, recruiterToken, 'POST', `interviews/${interview.data.id}/pass`)).code).toBe(200);
  return { applicationId: application.data.id, title: position.title };
}

/** A screenshot once the page's slide-in transition has ended (`testId` sits at the left edge). */
async function settledShot(page: Page, testId: string, name: string) {
  await page.waitForFunction(
    (id) =>
      [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.left < 40;
      }),
    testId,
    { timeout: WAIT_MS },
  );
  await screenshot(page, name);
}

/** Fetches a file the way the page's download does, and answers its first bytes. */
async function downloaded(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, testId).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 5).toString('latin1');
}

test('the recruiter sends a contract from an offer; the seeker completes, reads, verifies, signs; both download', async () => {
  const { seeker, recruiter } = suite.users;
  const offer = await newOffer();

  // ---- Party A: the list, 新建合同 from the offer, the form, sending -----------------------------------
  let page = recruiter.page;
  await open(page, 'pages/contractAward/contractList');
  await byTestId(page, 'contract-card').first().waitFor();
  await screenshot(page, 'contracts-list-recruiter');
  await byTestId(page, 'contracts-new').click();
  await visible(page, '[data-testid="contract-offer"]').filter({ hasText: offer.title }).first().click();
  await byTestId(page, 'contract-form').waitFor();
  await expect(textField(page, 'partyAName').inputValue()).resolves.toBe('杭州云栖科技有限公司');
  await dateField(page, 'startDate').fill(chinaDate(14));
  await dateField(page, 'endDate').fill(chinaDate(14 + 365 * 3));
  await textField(page, 'formalSalary').fill('20000');
  await textField(page, 'payDay').fill('10');
  // A probation longer than the law allows for a 3-year term is refused on its field.
  await dateField(page, 'probationStart').fill(chinaDate(14));
  await dateField(page, 'probationEnd').fill(chinaDate(14 + 250));
  await textField(page, 'probationSalary').fill('16000');
  await byTestId(page, 'contract-save').click();
  await byTestId(page, 'error-probationEnd').waitFor();
  await dateField(page, 'probationEnd').fill(chinaDate(14 + 80));
  await screenshot(page, 'contracts-form');
  await byTestId(page, 'contract-save').click();
  await byTestId(page, 'send-panel').waitFor();
  await byTestId(page, 'contract-send').click();
  await byTestId(page, 'contract-result').filter({ hasText: '等待乙方签署' }).waitFor();
  await settledShot(page, 'contract-result', 'contracts-tip-sent');

  // ---- Party B: the notification, completing their details, signing ----------------------------------
  page = seeker.page;
  await open(page, 'pages/Notifications/Notifications');
  await visible(page, '[data-testid="notification"][data-kind="contract_sent"]').first().click();
  await byTestId(page, 'contract-go-sign').click();
  await byTestId(page, 'contract-form').waitFor();
  await textField(page, 'partyBIdNumber').fill(ID_NUMBER);
  await textField(page, 'partyBContactAddress').fill('杭州市西湖区古墩路 88 号');
  await textField(page, 'partyBRegisteredAddress').fill('北京市朝阳区建国路 1 号');
  await textField(page, 'bankName').fill('招商银行杭州分行');
  await textField(page, 'bankCard').fill('6225881234567890123');
  await byTestId(page, 'contract-save').click();
  await byTestId(page, 'signing').waitFor();
  await byTestId(page, 'contract-text').waitFor();
  await settledShot(page, 'signing', 'contracts-sign-read');
  const read = byTestId(page, 'sign-read');
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('[data-testid="sign-read"]')].find(
        (el) => (el as HTMLElement).offsetParent,
      );
      return button && !button.hasAttribute('disabled');
    },
    undefined,
    { timeout: 20_000 },
  );
  await read.click();
  await textField(page, 'name').fill('张小明');
  await textField(page, 'idNumber').fill(ID_NUMBER);
  const code = await smsCodeFromLog(suite.server, () => byTestId(page, 'sign-identity').click());
  await textField(page, 'smsCode').fill(code);
  await byTestId(page, 'sign-code-next').click();
  const pad = byTestId(page, 'signature-pad');
  await pad.waitFor();
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.15, 0.45],
    [0.55, 0.8],
  ]) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 0; step <= 12; step += 1) {
      const x = from + ((to - from) * step) / 12;
      await page.mouse.move(box.x + box.width * x, box.y + box.height * (0.4 + 0.25 * Math.sin(step)));
    }
    await page.mouse.up();
  }
  await screenshot(page, 'contracts-sign-pad');
  await byTestId(page, 'signature-confirm').click();
  await byTestId(page, 'contract-result').filter({ hasText: '合同已签署' }).waitFor({ timeout: 30_000 });
  await settledShot(page, 'contract-result', 'contracts-tip-signed');
  await expect(downloaded(page, 'contract-pdf')).resolves.toBe('%PDF-');

  // ---- Party A sees it signed and downloads it too ----------------------------------------------------
  page = recruiter.page;
  await page.reload();
  await byTestId(page, 'contract-result').filter({ hasText: '合同已签署' }).waitFor();
  await expect(downloaded(page, 'contract-pdf')).resolves.toBe('%PDF-');
  await expect(downloaded(page, 'contract-evidence')).resolves.toBe('%PDF-');
  await page.setViewportSize(DESKTOP);
  await open(page, 'pages/contractAward/contractList');
  await byTestId(page, 'contract-card').first().waitFor();
  await screenshot(page, 'contracts-list-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a second contract is refused with a reason, and the recruiter reads it', async () => {
  const { seeker, recruiter } = suite.users;
  const recruiterToken = recruiter.token;
  const offer = await newOffer();
  const created = await apiAs<{ id: number }>(
    suite.server,
    recruiterToken,
    'GET',
    `contracts/prefill?applicationId=${offer.applicationId}`,
  );
  const fields = created.data as unknown as Record<string, unknown>;
  const draft = await apiAs<{ id: number }>(suite.server, recruiterToken, 'POST', 'contracts', {
    ...fields,
    startDate: chinaDate(10),
    endDate: chinaDate(10 + 365),
    formalSalary: 15000,
    payDay: 15,
    partyBIdNumber: '',
    partyBContactAddress: '',
    partyBRegisteredAddress: '',
    bankName: '',
    bankCard: '',
  });
  expect(draft.code).toBe(200);
  const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect(
    (await apiAs(suite.server, recruiterToken, 'POST', `contracts/${draft.data.id}/send`, { deadline })).code,
  ).toBe(200);

  const page = seeker.page;
  await open(page, `pages/contractAward/tip?id=${draft.data.id}`);
  await byTestId(page, 'contract-refuse').click();
  await textField(page, 'reason').fill('薪资与面谈不一致');
  await byTestId(page, 'reject-confirm').click();
  await byTestId(page, 'contract-result').filter({ hasText: '乙方已拒签' }).waitFor();
  await visible(page, '[data-testid="contract-hub"]').filter({ hasText: '薪资与面谈不一致' }).first().waitFor();

  await open(recruiter.page, `pages/contractAward/tip?id=${draft.data.id}`);
  await byTestId(recruiter.page, 'contract-result').filter({ hasText: '乙方已拒签' }).waitFor();
  expect(seeker.pageErrors).toEqual([]);
  expect(recruiter.pageErrors).toEqual([]);
});
