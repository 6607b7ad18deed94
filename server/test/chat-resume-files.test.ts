/**
 * Attachment resumes in chat (索要附件简历, docs/chat.md) through the real server: the recruiter asks (one
 * waiting request at a time; the seeker cannot ask); only the conversation's seeker answers; accepting with a
 * file or the online resume (a PDF made now) sends a card whose file the recruiter then opens through a
 * signed link; declining adds a line; a seeker sends a file unasked (a recruiter cannot); a file deleted later
 * reads deleted in the history and its link is refused.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { manualClock } from '../src/core/clock';
import { createChatPrivacy } from '../src/modules/chat/privacy.service';
import { readySeeker, twoCompanies, type Recruiter } from './applications-helpers';
import { body, refusalKey, type TestCaller } from './helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
let app: FastifyInstance;
let recruiter: Recruiter;
let other: Recruiter;

beforeAll(async () => {
  ({ app, recruiter, other } = await twoCompanies(clock));
}, 60_000);
afterAll(() => app.close());

/** The `data` of a successful answer (fails the test with the refusal otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function data<T = any>(response: LightMyRequestResponse): T {
  const parsed = body<{ code: number; data: T; rows?: T }>(response);
  if (parsed.code !== 200) throw new Error(`refused: ${JSON.stringify(parsed)}`);
  return (parsed.rows ?? parsed.data) as T;
}

/** A message or conversation as answered (read by field in the expectations). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** The envelope's code (a refusal answers HTTP 200 with its own code). */
const codeOf = (response: LightMyRequestResponse) => (response.json() as { code: number }).code;

/** A small valid PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function uploadFile(seeker: TestCaller, filename = '张小明-前端.pdf'): Promise<{ id: number; name: string }> {
  const boundary = '----chatResumeFilesBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const res = await seeker.inject({
    method: 'POST',
    url: '/api/resume/files',
    payload: Buffer.concat([Buffer.from(head), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return data(res);
}

async function talking(seeker?: TestCaller) {
  const who = seeker ?? (await readySeeker(app));
  const started = await who.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: { positionId: recruiter.positionId },
  });
  return { seeker: who, id: data<{ id: number }>(started).id };
}

const ask = (caller: TestCaller, id: number) =>
  caller.inject({ method: 'POST', url: `/api/conversations/${id}/resume-file-requests` });
const answer = (caller: TestCaller, id: number, messageId: number, payload: object) =>
  caller.inject({ method: 'POST', url: `/api/conversations/${id}/resume-file-requests/${messageId}`, payload });
const messages = async (caller: TestCaller, id: number) =>
  data<{ messages: Array<Answer> }>(await caller.inject({ method: 'GET', url: `/api/conversations/${id}/messages` }))
    .messages;

/** The recruiter opens a file's link and downloads it through the signed URL (no token). */
async function download(caller: TestCaller, fileId: number) {
  const link = await caller.inject({ method: 'GET', url: `/api/resume/files/${fileId}/link` });
  if (codeOf(link) !== 200) return { link, bytes: undefined };
  const { url } = data<{ url: string }>(link);
  const file = await app.inject({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  return { link, bytes: file.rawPayload };
}

it('the recruiter asks once at a time; only the seeker answers; accepting sends the file, which the recruiter opens', async () => {
  const { seeker, id } = await talking();
  const file = await uploadFile(seeker);

  const asked = await ask(recruiter, id);
  expect(asked.json().msg).toBe('已索要附件简历');
  const request = data<Answer>(asked);
  expect(request).toMatchObject({ kind: 'resume_file_request', state: 'pending', senderId: recruiter.userId });
  // One at a time; the seeker cannot ask; another recruiter does not reach the conversation.
  expect(refusalKey(await ask(recruiter, id))).toBe('resumeFiles.request.pending');
  expect(codeOf(await ask(seeker, id))).toBe(403);
  expect(refusalKey(await ask(other, id))).toBe('chat.notFound');

  // The list's preview.
  const list = data<Array<Answer>>(await recruiter.inject({ method: 'GET', url: '/api/conversations' }));
  expect(list.find((c) => c.id === id)?.lastMessage).toMatchObject({
    kind: 'resume_file_request',
    preview: '[索要附件简历]',
  });

  // Nobody else answers: another seeker, the recruiter, another recruiter.
  const stranger = await readySeeker(app);
  expect(refusalKey(await answer(stranger, id, request.id, { accept: true, fileId: file.id }))).toBe('chat.notFound');
  expect(codeOf(await answer(recruiter, id, request.id, { accept: true, fileId: file.id }))).toBe(403);
  expect(codeOf(await answer(other, id, request.id, { accept: false }))).toBe(403);
  expect(codeOf(await stranger.inject({ method: 'GET', url: `/api/conversations/${id}/messages` }))).not.toBe(200);
  // Another seeker's file is not theirs to send.
  const strangersFile = await uploadFile(stranger, '别人的简历.pdf');
  expect(codeOf(await answer(seeker, id, request.id, { accept: true, fileId: strangersFile.id }))).not.toBe(200);

  const accepted = await answer(seeker, id, request.id, { accept: true, fileId: file.id });
  expect(accepted.json().msg).toBe('附件简历已发送');
  const card = data<Answer>(accepted);
  expect(card).toMatchObject({
    kind: 'resume_file',
    requestId: request.id,
    senderId: seeker.userId,
    file: { id: file.id, name: file.name, kind: 'pdf', size: PDF.length, deleted: false },
  });
  // Answered once.
  expect(refusalKey(await answer(seeker, id, request.id, { accept: false }))).toBe('resumeFiles.request.none');
  const history = await messages(recruiter, id);
  expect(history.find((m) => m.id === request.id)).toMatchObject({ state: 'accepted' });
  expect(history.at(-1)).toMatchObject({ id: card.id, kind: 'resume_file' });
  const after = data<Array<Answer>>(await recruiter.inject({ method: 'GET', url: '/api/conversations' }));
  expect(after.find((c) => c.id === id)?.lastMessage.preview).toBe(`[附件简历] ${file.name}`);

  // The recruiter opens it; the other recruiter may not.
  const { bytes } = await download(recruiter, file.id);
  expect(bytes?.equals(PDF)).toBe(true);
  expect((await download(other, file.id)).link.json().code).not.toBe(200);

  // A new request may wait once the first was answered.
  expect(codeOf(await ask(recruiter, id))).toBe(200);
});

it('accepting with the online resume sends a PDF made now', async () => {
  const { seeker, id } = await talking();
  const request = data<{ id: number }>(await ask(recruiter, id));
  const card = data<Answer>(await answer(seeker, id, request.id, { accept: true, fileId: null }));
  expect(card).toMatchObject({ kind: 'resume_file', requestId: request.id, file: { kind: 'pdf', deleted: false } });
  expect(card.file.name).toMatch(/在线简历\.pdf$/);
  const { bytes } = await download(recruiter, card.file.id);
  expect(bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Not one of the seeker's kept files.
  const kept = data<Array<{ id: number }>>(await seeker.inject({ method: 'GET', url: '/api/resume/files' }));
  expect(kept.map((f) => f.id)).not.toContain(card.file.id);
});

it('declining reads declined and adds a line', async () => {
  const { seeker, id } = await talking();
  const request = data<{ id: number }>(await ask(recruiter, id));
  const declined = await answer(seeker, id, request.id, { accept: false });
  expect(declined.json().msg).toBe('已拒绝发送附件简历');
  expect(data(declined)).toMatchObject({ id: request.id, kind: 'resume_file_request', state: 'declined' });
  const history = await messages(recruiter, id);
  expect(history.at(-1)).toMatchObject({ kind: 'system', key: 'resumeFiles.chat.declined', senderId: null });
  expect(history.at(-1)?.text).toBe('对方暂不方便发送附件简历');
  expect(refusalKey(await answer(seeker, id, request.id, { accept: true, fileId: null }))).toBe(
    'resumeFiles.request.none',
  );
  // A message that is no request is none either.
  expect(refusalKey(await answer(seeker, id, history[0].id, { accept: false }))).toBe('resumeFiles.request.none');
});

it('a seeker sends a file unasked; a recruiter cannot; a deleted file reads deleted and its link is refused', async () => {
  const { seeker, id } = await talking();
  const file = await uploadFile(seeker, '作品集简历.pdf');
  const send = (caller: TestCaller, fileId: number | null) =>
    caller.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: `file-${caller.userId}-${Date.now()}`, kind: 'resume_file', fileId },
    });
  expect(refusalKey(await send(recruiter, file.id))).toBe('chat.seekersOnly');
  const sent = data<Answer>(await send(seeker, file.id));
  expect(sent).toMatchObject({ kind: 'resume_file', requestId: null, file: { id: file.id, deleted: false } });
  expect((await download(recruiter, file.id)).bytes?.equals(PDF)).toBe(true);

  // Blocked by the recruiter: the seeker's send is not delivered.
  await recruiter.inject({ method: 'POST', url: `/api/conversations/${id}/block` });
  expect(refusalKey(await send(seeker, file.id))).toBe('chat.notDelivered');
  expect(refusalKey(await ask(recruiter, id))).toBe('chat.youBlocked');
  await recruiter.inject({ method: 'POST', url: `/api/conversations/${id}/unblock` });

  expect(codeOf(await seeker.inject({ method: 'DELETE', url: `/api/resume/files/${file.id}` }))).toBe(200);
  const history = await messages(recruiter, id);
  expect(history.find((m) => m.id === sent.id)?.file).toMatchObject({ id: file.id, deleted: true });
  expect((await download(recruiter, file.id)).link.json().code).not.toBe(200);
});

it("a leaving seeker's cards stay in the recruiter's history, deleted and without the file's name", async () => {
  const { seeker, id } = await talking();
  const request = data<{ id: number }>(await ask(recruiter, id));
  const card = data<Answer>(await answer(seeker, id, request.id, { accept: true, fileId: null }));
  await app.services.resumeFiles.forgetUser(seeker.userId);
  await createChatPrivacy({ db: app.db, clock }).forgetUser(seeker.userId, []);
  const history = await messages(recruiter, id);
  expect(history.find((m) => m.id === card.id)?.file).toEqual({ ...card.file, name: '***.pdf', deleted: true });
  const list = data<Answer[]>(await recruiter.inject({ method: 'GET', url: '/api/conversations' }));
  expect(list.find((c) => c.id === id)?.lastMessage.preview).toBe('[附件简历] ***');
});
