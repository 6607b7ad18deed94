/**
 * Attachment resumes in chat, end to end: two browser contexts against the real server and its socket. The
 * recruiter taps 索要附件简历; the request card reaches the seeker live; the seeker taps 同意, picks their PDF
 * in the chooser, and the file card shows on both sides; the recruiter taps it and the signed link it opens
 * answers the PDF's bytes. Screenshots at 390x844 and 1280x800.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, apiAs, byTestId, screenshot, useCjkFont, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);
useCjkFont();

const SEEKER = '13800000001';
const RECRUITER = '13800000002';

const suite = e2eSuite({ users: { seeker: SEEKER, recruiter: RECRUITER } });
const { open } = suite;

/** A small valid PDF (uploaded when the demo seeker keeps no PDF). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface FileRow {
  id: number;
  name: string;
  kind: string;
}

/** The demo seeker's PDF resume file, uploaded first if they keep none. */
async function seekersPdf(token: string): Promise<FileRow> {
  const files = await apiAs<FileRow[]>(suite.server, token, 'GET', 'resume/files');
  const pdf = files.data.find((file) => file.kind === 'pdf');
  if (pdf) return pdf;
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), '张小明-简历.pdf');
  const res = await fetch(`${suite.server.url}/api/resume/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await res.json()) as { code: number; data: FileRow };
  expect(uploaded.code).toBe(200);
  return uploaded.data;
}

const cardOf = (page: Page) => visible(page, '[data-testid="chat-resume-file"]').last();

test('the recruiter asks for the attachment resume, the seeker sends their PDF, the recruiter opens it', async () => {
  const { seeker, recruiter } = suite.users;
  const mine = await apiAs<Array<{ id: number; visible: boolean }>>(
    suite.server,
    recruiter.token,
    'GET',
    'positions/mine?pageSize=50&status=approved',
  );
  const position = (mine.rows ?? []).find((row) => row.visible)!;
  const started = await apiAs<{ id: number }>(suite.server, seeker.token, 'POST', 'conversations', {
    positionId: position.id,
  });
  const id = started.data.id;
  const pdf = await seekersPdf(seeker.token);

  // ---- Both have the conversation open; the recruiter asks --------------------------------------------------
  const r = recruiter.page;
  const s = seeker.page;
  await open(r, `pages/message_detail/index?id=${id}`);
  await open(s, `pages/message_detail/index?id=${id}`);
  await byTestId(r, 'conversation').waitFor();
  await byTestId(s, 'conversation').waitFor();
  await expect(byTestId(s, 'ask-resume-file').count()).resolves.toBe(0);
  await byTestId(r, 'ask-resume-file').click();
  const asked = visible(r, '[data-testid="chat-resume-file-request"]').last();
  await asked.waitFor();
  await expect(asked.innerText()).resolves.toContain('等待对方回复');

  // ---- The seeker sees it live and accepts with their PDF -----------------------------------------------
  const request = visible(s, '[data-testid="chat-resume-file-request"]').last();
  await request.waitFor();
  await expect(request.innerText()).resolves.toContain('对方想要一份你的附件简历');
  await screenshot(s, 'e2e-chat-resume-file-request-seeker');
  await request.locator('[data-testid="resume-file-accept"]').click();
  const option = visible(s, `[data-testid="resume-file-option"][data-id="${pdf.id}"]`);
  await option.waitFor();
  await expect(byTestId(s, 'resume-file-online').innerText()).resolves.toContain('在线简历（PDF）');
  await screenshot(s, 'e2e-chat-resume-file-chooser');
  await option.click();
  await expect(cardOf(s).innerText()).resolves.toContain(pdf.name);
  await expect(request.innerText()).resolves.toContain('你已同意并发送');

  // ---- The recruiter has the card and the request's state, live ------------------------------------------
  await cardOf(r).waitFor();
  await expect(cardOf(r).innerText()).resolves.toContain(pdf.name);
  await expect(visible(r, '[data-testid="chat-resume-file-request"]').last().innerText()).resolves.toContain(
    '对方已发送',
  );
  await screenshot(s, 'e2e-chat-resume-file-seeker');
  await screenshot(r, 'e2e-chat-resume-file-recruiter');

  // ---- The recruiter opens it: a new tab on the signed link, which answers the PDF ------------------------
  const signed = r.context().waitForEvent('request', (req) => req.url().includes('/api/resume-files/'));
  await cardOf(r).click();
  const url = (await signed).url();
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // ---- The list's preview, and the cards on a desktop window ------------------------------------------------
  await open(r, 'pages/message/index');
  await visible(r, '[data-testid="conversation-row"]')
    .filter({ hasText: `[附件简历] ${pdf.name}` })
    .first()
    .waitFor();
  await screenshot(r, 'e2e-chat-resume-file-center');
  await r.setViewportSize(DESKTOP);
  await open(r, `pages/message_detail/index?id=${id}`);
  await cardOf(r).waitFor();
  await r.waitForTimeout(300); // the list scrolls to the newest message
  await screenshot(r, 'e2e-chat-resume-file-recruiter-desktop');
  await r.setViewportSize(PHONE);
  expect(seeker.pageErrors).toEqual([]);
  expect(recruiter.pageErrors).toEqual([]);
});
