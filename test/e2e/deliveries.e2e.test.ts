/**
 * The review center's 送达记录 in Chromium against the real server and H5 build: an operator types the demo
 * seeker's phone and reads their deliveries outside the app (the demo's rows in every state: delivered,
 * not sent with the reason, failed, waiting), a phone number too short gets the hint, and an unknown phone
 * says no account has it. Screenshots at 1280 x 800 and 390 x 844.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, byTestId, screenshot, useCjkFont, visible, createOperator } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(120_000);
useCjkFont();

const OPERATOR = { phone: '13900000029', password: 'Review2026a', viewport: DESKTOP };

const suite = e2eSuite({
  // The operator is created the way operations does it: the CLI on the server's own data directory.
  prepare: (server) => createOperator(server, OPERATOR),
});

async function search(page: Page, phone: string) {
  const field = visible(page, '[data-testid="deliveries-phone"] input, input[data-testid="deliveries-phone"]').first();
  await field.fill(phone);
  await field.press('Enter');
}

test("an operator reads the demo seeker's deliveries by phone", async () => {
  const operator = await suite.sessionAs(OPERATOR);
  const { page } = operator;
  await suite.open(page, 'pages/review/index');
  await visible(page, '.tabs__item').filter({ hasText: '送达记录' }).click();
  await byTestId(page, 'deliveries-start').waitFor();
  await expect(visible(page, '.review .tabs').evaluate((row) => row.scrollWidth - row.clientWidth)).resolves.toBe(0);

  await search(page, '1380000');
  await visible(page, '.delivery-log__hint').filter({ hasText: '11 位手机号' }).waitFor();

  await search(page, '13800000001');
  await byTestId(page, 'deliveries-user').waitFor();
  expect(await byTestId(page, 'deliveries-user').innerText()).toContain('138****0001');
  await byTestId(page, 'delivery-row').first().waitFor();
  const rows = await byTestId(page, 'delivery-row').allInnerTexts();
  const all = rows.join('\n');
  for (const state of ['已送达', '未发送', '发送失败', '待发送']) expect(all).toContain(state);
  for (const channel of ['短信', '微信订阅消息']) expect(all).toContain(channel);
  expect(all).toContain('原因：免打扰时段 22:00-08:00，结束后发送');
  expect(all).toContain('原因：用户正在使用应用，无需微信提醒');
  expect(all).toContain('47003');
  await screenshot(page, 'deliveries-desktop');

  await page.setViewportSize(PHONE);
  // The six kinds of the review center fit a phone's width side by side: none is cut at an edge.
  await expect(visible(page, '.review .tabs').evaluate((row) => row.scrollWidth - row.clientWidth)).resolves.toBe(0);
  await byTestId(page, 'delivery-row').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'deliveries-phone');

  await search(page, '13999999999');
  await visible(page, '[data-testid="deliveries-empty"]').filter({ hasText: '没有使用这个手机号的账号' }).waitFor();
  expect(operator.pageErrors).toEqual([]);
});
