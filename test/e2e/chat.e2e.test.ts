/**
 * Chat, end to end: two browser contexts against the real server and its socket. The seeker taps 立即沟通 on
 * a job; the recruiter's message center shows the conversation live (no reload); the recruiter replies and
 * the seeker sees it live, and their own message turns 已读; a phone exchange is asked and accepted and both
 * see the numbers; the seeker sends the resume and the recruiter's candidates list has the application.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, apiAs, byTestId, screenshot, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

const SEEKER = '13800000001';
const RECRUITER = '13800000002';

const suite = e2eSuite({ users: { seeker: SEEKER, recruiter: { phone: RECRUITER, viewport: DESKTOP } } });
const { open } = suite;
const rowOf = (page: Page, title: string) =>
  visible(page, '[data-testid="conversation-row"]').filter({ hasText: title });

test('chat now -> live in the message center -> reply, read, exchange, resume', async () => {
  const { seeker, recruiter } = suite.users;
  const recruiterToken = recruiter.token;
  // A position of the recruiter's company that the demo seeker has not talked about yet.
  const mine = await apiAs<Array<{ id: number; title: string; visible: boolean }>>(
    suite.server,
    recruiterToken,
    'GET',
    'positions/mine?pageSize=50&status=approved',
  );
  const talked = await apiAs<Array<{ position: { id: number } }>>(suite.server, recruiterToken, 'GET', 'conversations');
  const position = (mine.rows ?? []).find(
    (row) => row.visible && !(talked.rows ?? []).some((c) => c.position.id === row.id),
  )!;
  expect(position).toBeDefined();

  // ---- The recruiter has the message center open ------------------------------------------------------------
  const r = recruiter.page;
  await open(r, 'pages/message/index');
  await visible(r, '[data-testid="conversation-row"]').first().waitFor();
  await expect(rowOf(r, position.title).count()).resolves.toBe(0);

  // ---- The seeker taps 立即沟通 ---------------------------------------------------------------------------------
  const s = seeker.page;
  await open(s, `pages/job_detail/index?id=${position.id}`);
  await expect(byTestId(s, 'job-chat').innerText()).resolves.toBe('立即沟通');
  await expect(byTestId(s, 'job-apply').innerText()).resolves.toBe('投递简历');
  await byTestId(s, 'job-chat').click();
  await s.waitForURL(/pages\/message_detail\/index\?id=\d+/);
  await byTestId(s, 'conversation').waitFor();
  await expect(byTestId(s, 'chat-position').innerText()).resolves.toContain(position.title);
  // The greeting went out with the new conversation.
  await expect(visible(s, '[data-testid="chat-message"][data-mine="1"]').first().innerText()).resolves.toContain(
    '感兴趣',
  );

  // ---- It appears in the recruiter's message center without a reload ------------------------------------
  const row = rowOf(r, position.title);
  await row.waitFor();
  await expect(row.locator('[data-testid="conversation-unread"]').innerText()).resolves.toBe('1');
  await screenshot(r, 'e2e-chat-center-recruiter');
  await row.click();
  await r.waitForURL(/pages\/message_detail\/index\?id=\d+/);
  await visible(r, '[data-testid="composer-input"] input, input[data-testid="composer-input"]').fill(
    '您好，收到，方便明天电话聊吗？',
  );
  await byTestId(r, 'composer-send').click();

  // ---- The seeker sees the reply live, and their greeting read ------------------------------------------
  await visible(s, '[data-testid="chat-message"][data-mine="0"]').filter({ hasText: '方便明天电话聊吗' }).waitFor();
  await s.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="chat-state"]')].some((el) => el.textContent === '已读'),
  );

  // ---- A phone exchange: the seeker asks, the recruiter accepts, both see the numbers ----------------------
  await byTestId(s, 'exchange-phone').click();
  const request = visible(r, '[data-testid="chat-exchange"]').last();
  await request.waitFor();
  await request.locator('[data-testid="exchange-accept"]').click();
  await expect(visible(r, '[data-testid="exchange-their-value"]').last().innerText()).resolves.toContain(SEEKER);
  await visible(s, '[data-testid="exchange-their-value"]').last().waitFor();
  await expect(visible(s, '[data-testid="exchange-their-value"]').last().innerText()).resolves.toContain(RECRUITER);

  // ---- The seeker sends the resume: it applies, and the recruiter's candidates have it ---------------------
  await byTestId(s, 'send-resume').click();
  await expect(visible(s, '[data-testid="chat-resume"]').last().innerText()).resolves.toContain('已同时投递该职位');
  await screenshot(s, 'e2e-chat-seeker');
  await visible(r, '[data-testid="chat-resume"]').last().waitFor();
  await screenshot(r, 'e2e-chat-recruiter');
  await open(r, `pages/applicant/applicant?id=${position.id}`);
  await visible(r, '[data-testid="candidate"]').first().waitFor();
  await expect(visible(r, '[data-testid="candidate"]').first().innerText()).resolves.toContain('张小明');

  // ---- The seeker's message center lists it; 未读 filters ---------------------------------------------------
  await open(s, 'pages/message/index');
  await rowOf(s, position.title).waitFor();
  await screenshot(s, 'e2e-chat-center-seeker');
  expect(seeker.pageErrors).toEqual([]);
  expect(recruiter.pageErrors).toEqual([]);
});
