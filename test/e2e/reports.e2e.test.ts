/**
 * Reports, end to end: in Chromium against the real server, a seeker reports a
 * recruiter's 培训费 message from the conversation's report sheet, an operator mutes the recruiter from the
 * review center's reports tab with a reason, the recruiter's next message is refused with that reason, and
 * the seeker reads the outcome in the notifications.
 */
import { DESKTOP, WAIT_MS, apiAs, byTestId, screenshot, visible, createOperator } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

const SEEKER = '13800000001';
const RECRUITER = '13800000002';
const OPERATOR = { phone: '13900000019', password: 'Review2026a', viewport: DESKTOP };
const FEE = '入职前需要先交培训费800元，交完安排上岗';
const REASON = '向求职者收取培训费';

const suite = e2eSuite({
  users: { seeker: SEEKER, recruiter: RECRUITER },
  // The operator is created the way operations does it: the CLI on the server's own data directory.
  prepare: (server) => createOperator(server, OPERATOR),
});
const { open } = suite;

test('a seeker reports a 培训费 message, an operator mutes the recruiter, the recruiter is refused, the seeker reads the outcome', async () => {
  const { seeker, recruiter } = suite.users;
  // A conversation about one of the recruiter's positions, and the fee message in it.
  const mine = await apiAs<Array<{ id: number; title: string; visible: boolean }>>(
    suite.server,
    recruiter.token,
    'GET',
    'positions/mine?pageSize=50&status=approved',
  );
  const position = (mine.rows ?? []).find((row) => row.visible)!;
  const started = await apiAs<{ id: number }>(suite.server, seeker.token, 'POST', 'conversations', {
    positionId: position.id,
  });
  const conversation = started.data.id;
  const sent = await apiAs<{ id: number; fraudWarning: boolean }>(
    suite.server,
    recruiter.token,
    'POST',
    `conversations/${conversation}/messages`,
    { clientId: `e2e-fee-${Date.now()}`, kind: 'text', text: FEE },
  );
  expect(sent.code).toBe(200);

  // ---- The seeker reports it from the conversation ------------------------------------------------------
  const s = seeker.page;
  await open(s, `pages/message_detail/index?id=${conversation}`);
  await visible(s, '[data-testid="chat-message"]').filter({ hasText: '培训费' }).first().waitFor();
  await byTestId(s, 'chat-more').click();
  await visible(s, '.taro-actionsheet__cell')
    .filter({ hasText: /^举报$/ })
    .click();
  const sheet = visible(s, '[data-testid="report-sheet"]');
  await sheet.waitFor();
  // Without a reason it says so and sends nothing.
  await byTestId(s, 'report-submit').click();
  await expect(byTestId(s, 'report-error').innerText()).resolves.toBe('请选择举报原因');
  await byTestId(s, 'report-reason-fraud').click();
  await visible(s, '[data-testid="report-note"] textarea, textarea[data-testid="report-note"]').fill(
    '要我先交800元培训费',
  );
  await screenshot(s, 'report-sheet-390');
  await Promise.all([
    s.waitForResponse((response) => response.url().endsWith('/api/reports') && response.status() === 200, {
      timeout: WAIT_MS,
    }),
    byTestId(s, 'report-submit').click(),
  ]);
  await sheet.waitFor({ state: 'detached' });

  // ---- The operator mutes the recruiter from the reports tab ---------------------------------------------
  const operator = await suite.sessionAs(OPERATOR);
  const o = operator.page;
  await open(o, 'pages/review/index');
  await byTestId(o, 'tab-reports').click();
  const card = visible(o, '[data-testid="report-card"]').filter({ hasText: '要我先交800元培训费' });
  await card.waitFor();
  await card.locator('[data-testid="report-details"]').click();
  await card.locator('[data-testid="report-reported-message"]').filter({ hasText: '培训费' }).waitFor();
  await screenshot(o, 'report-queue-1280');
  await card.locator('[data-testid="report-action-mute"]').click();
  await card.locator('[data-testid="report-days"] input, input[data-testid="report-days"]').fill('3');
  // The reason is required.
  await card.locator('[data-testid="reject-confirm"]').click();
  await card.locator('[data-testid="error-reason"]').waitFor();
  await card.locator('textarea').fill(REASON);
  await Promise.all([
    o.waitForResponse((response) => /\/api\/review\/reports\/\d+\/action$/.test(response.url()), { timeout: WAIT_MS }),
    card.locator('[data-testid="reject-confirm"]').click(),
  ]);
  await card.waitFor({ state: 'detached' });
  await o.setViewportSize({ width: 390, height: 844 });
  await byTestId(o, 'report-status-actioned').click();
  await visible(o, '[data-testid="report-card"]').filter({ hasText: REASON }).waitFor();
  await screenshot(o, 'report-queue-390');

  // ---- The recruiter's next message is refused with the reason -------------------------------------------
  const r = recruiter.page;
  await open(r, `pages/message_detail/index?id=${conversation}`);
  await byTestId(r, 'conversation').waitFor();
  await visible(r, '[data-testid="composer-input"] input, input[data-testid="composer-input"]').fill('考虑好了吗');
  await Promise.all([
    r.waitForResponse(
      (response) =>
        response.url().includes(`/conversations/${conversation}/messages`) && response.request().method() === 'POST',
      {
        timeout: WAIT_MS,
      },
    ),
    byTestId(r, 'composer-send').click(),
  ]);
  await r.getByText(REASON, { exact: false }).first().waitFor({ timeout: WAIT_MS });
  const refused = await apiAs(suite.server, recruiter.token, 'POST', `conversations/${conversation}/messages`, {
    clientId: `e2e-after-${Date.now()}`,
    kind: 'text',
    text: '在吗',
  });
  expect(refused.code).toBe(502);
  expect(refused.msg).toContain(REASON);

  // ---- The seeker reads the outcome ----------------------------------------------------------------------
  await open(s, 'pages/Notifications/Notifications');
  const told = visible(s, '[data-testid="notification"]').filter({ hasText: '举报处理结果' }).first();
  await told.waitFor();
  await expect(told.innerText()).resolves.toContain(REASON);
  await screenshot(s, 'report-outcome-390');
});
