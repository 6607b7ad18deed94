/**
 * Chat: starting a conversation, every call and its refusals, sequence numbers under concurrent sends,
 * resends, exchanges, blocking, reports, daily limits, system cards and lines, and the socket.
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { manualClock } from '../src/core/clock';
import {
  applied,
  DAY,
  invited,
  readySeeker,
  recruiterWithPosition,
  twoCompanies,
  type Recruiter,
} from './applications-helpers';
import { body, build, injectAs, refusalKey, type TestCaller } from './helpers';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
let app: FastifyInstance;
let recruiter: Recruiter;
let other: Recruiter;

beforeAll(async () => {
  ({ app, recruiter, other } = await twoCompanies(clock));
});
afterAll(() => app.close());

/** A message or frame as the tests read it (they assert its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let clientCounter = 0;
const clientId = () => `client-${Date.now()}-${(clientCounter += 1)}`;

async function start(caller: TestCaller, payload: object) {
  return call(caller, 'POST', 'conversations', payload);
}

async function say(caller: TestCaller, id: number, text: string, cid = clientId()) {
  return call(caller, 'POST', `conversations/${id}/messages`, { clientId: cid, kind: 'text', text });
}

async function messages(caller: TestCaller, id: number, query = '') {
  const answer = await call(caller, 'GET', `conversations/${id}/messages${query}`);
  expect(answer.code).toBe(200);
  return answer.data.messages as Array<Loose>;
}

/** A seeker (complete resume) who opened a conversation about `recruiter`'s position. */
async function seekerTalking() {
  const seeker = await readySeeker(app);
  const answer = await start(seeker, { positionId: recruiter.positionId });
  expect(answer).toMatchObject({ code: 200, data: { created: true } });
  return { seeker, id: answer.data.id as number };
}

describe('starting a conversation', () => {
  it('opens one conversation per seeker, recruiter and position, with the greeting, and finds it again', async () => {
    const { seeker, id } = await seekerTalking();
    expect(await start(seeker, { positionId: recruiter.positionId })).toEqual({
      code: 200,
      msg: 'ok',
      data: { id, created: false },
    });
    const list = await call(recruiter, 'GET', 'conversations');
    const row = list.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      me: 'recruiter',
      other: { userId: seeker.userId, role: 'seeker' },
      position: { id: recruiter.positionId },
      lastSeq: 1,
      unread: 1,
      lastMessage: { kind: 'text', senderId: seeker.userId, preview: expect.stringContaining('感兴趣') },
    });
    const [greeting] = await messages(recruiter, id);
    expect(greeting).toMatchObject({ seq: 1, kind: 'text', senderId: seeker.userId, fraudWarning: false });
    // The seeker's own greeting is read on their side.
    expect((await call(seeker, 'GET', `conversations/${id}`)).data).toMatchObject({
      unread: 0,
      myReadSeq: 1,
      otherReadSeq: 0,
      companyName: expect.any(String),
      position: { id: recruiter.positionId, salaryMin: expect.any(Number) },
      applicationId: null,
      blockedByMe: false,
    });
  });

  it('uses the greeting saved in the settings', async () => {
    const seeker = await readySeeker(app);
    const defaults = await call(seeker, 'GET', 'chat/settings');
    expect(defaults.data.quickReplies).toHaveLength(3);
    const saved = await call(seeker, 'PUT', 'chat/settings', {
      greeting: '你好，我有三年经验',
      quickReplies: ['在吗'],
    });
    expect(saved).toMatchObject({ code: 200, msg: '已保存' });
    const { data } = await start(seeker, { positionId: other.positionId });
    expect((await messages(seeker, data.id))[0].text).toBe('你好，我有三年经验');
    expect((await call(seeker, 'GET', 'chat/settings')).data).toEqual({
      greeting: '你好，我有三年经验',
      quickReplies: ['在吗'],
    });
    const empty = await seeker.inject({
      method: 'PUT',
      url: '/api/chat/settings',
      payload: { greeting: ' ', quickReplies: [] },
    });
    expect(refusalKey(empty)).toBe('chat.greetingEmpty');
  });

  it('lets a recruiter greet a seeker about their own position only', async () => {
    const seeker = await readySeeker(app);
    const greeted = await start(recruiter, { positionId: recruiter.positionId, seekerId: seeker.userId });
    expect(greeted).toMatchObject({ code: 200, data: { created: true } });
    const [first] = await messages(seeker, greeted.data.id);
    expect(first).toMatchObject({ senderId: recruiter.userId, kind: 'text' });
    const notMine = await recruiter.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { positionId: other.positionId, seekerId: seeker.userId },
    });
    expect(refusalKey(notMine)).toBe('chat.positionNotMine');
    // A seeker cannot name someone else as the seeker.
    const asSeeker = await start(seeker, { positionId: recruiter.positionId, seekerId: seeker.userId });
    expect(asSeeker.code).toBe(403);
  });

  it('refuses a hidden resume to a recruiter, and a seeker their own position', async () => {
    const hidden = await readySeeker(app);
    await call(hidden, 'PUT', 'resume/visibility', { hidden: true });
    const refused = await recruiter.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { positionId: recruiter.positionId, seekerId: hidden.userId },
    });
    expect(refusalKey(refused)).toBe('resume.resumeNotFound');
    const own = await recruiter.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { positionId: recruiter.positionId },
    });
    expect(refusalKey(own)).toBe('chat.ownPosition');
    const unknown = await recruiter.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { positionId: 999999 },
    });
    expect(refusalKey(unknown)).toBe('errors.positionNotFound');
  });

  it('limits new conversations per China day, and counts again the next day', async () => {
    const limited = await build({
      clock,
      env: {
        SEED_DEMO: 'false',
        TOKEN_TTL_DAYS: '90',
        CHAT_SEEKER_DAILY_STARTS: '1',
        CHAT_RECRUITER_DAILY_GREETS: '1',
      },
    });
    try {
      const op = await injectAs(limited, 'operator');
      const a = await recruiterWithPosition(limited, op, clock);
      const b = await recruiterWithPosition(limited, op, clock, { name: '第二家公司' });
      const seeker = await readySeeker(limited);
      expect((await start(seeker, { positionId: a.positionId })).code).toBe(200);
      const over = await seeker.inject({
        method: 'POST',
        url: '/api/conversations',
        payload: { positionId: b.positionId },
      });
      expect(body(over)).toEqual({ code: 502, msg: '今天发起的新沟通已达1个，请明天再来' });
      expect(refusalKey(over)).toBe('chat.seekerDailyLimit');
      // Opening the existing one is not a new conversation.
      expect((await start(seeker, { positionId: a.positionId })).data.created).toBe(false);

      const s2 = await readySeeker(limited);
      const s3 = await readySeeker(limited);
      expect((await start(a, { positionId: a.positionId, seekerId: s2.userId })).code).toBe(200);
      const greetOver = await a.inject({
        method: 'POST',
        url: '/api/conversations',
        payload: { positionId: a.positionId, seekerId: s3.userId },
      });
      expect(refusalKey(greetOver)).toBe('chat.recruiterDailyLimit');

      clock.advance(DAY);
      expect((await start(seeker, { positionId: b.positionId })).code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('messages', () => {
  it('numbers messages, answers a resend with the stored message, and pages by seq', async () => {
    const { seeker, id } = await seekerTalking();
    const cid = clientId();
    const first = await say(seeker, id, '请问还招人吗？', cid);
    expect(first).toMatchObject({ code: 200, data: { seq: 2, kind: 'text', text: '请问还招人吗？', clientId: cid } });
    const again = await say(seeker, id, '请问还招人吗？', cid);
    expect(again.data).toEqual(first.data);
    for (let i = 0; i < 5; i += 1) await say(recruiter, id, `回复${i}`);
    const latest = await messages(seeker, id, '?limit=3');
    expect(latest.map((m) => m.seq)).toEqual([5, 6, 7]);
    const older = await call(seeker, 'GET', `conversations/${id}/messages?before=5&limit=3`);
    expect(older.data.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    expect(older.data.hasOlder).toBe(true);
    const oldest = await call(seeker, 'GET', `conversations/${id}/messages?before=2`);
    expect(oldest.data).toMatchObject({ hasOlder: false, messages: [{ seq: 1 }] });
    expect((await messages(seeker, id, '?after=5')).map((m) => m.seq)).toEqual([6, 7]);
  });

  it('gives 50 concurrent sends to one conversation 50 different seqs without a gap', async () => {
    const { seeker, id } = await seekerTalking();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => say(i % 2 ? seeker : recruiter, id, `并发${i}`)),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const seqs = answers.map((a) => a.data.seq as number).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect((await call(seeker, 'GET', `conversations/${id}`)).data.lastSeq).toBe(51);
  });

  it('counts unread messages from the read seq and reports read receipts', async () => {
    const { seeker, id } = await seekerTalking();
    await say(recruiter, id, '你好');
    await say(recruiter, id, '方便聊聊吗');
    expect((await call(seeker, 'GET', 'conversations/unreadCount')).data.count).toBeGreaterThanOrEqual(2);
    const unread = await call(seeker, 'GET', 'conversations?unread=true');
    expect(unread.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ unread: 2 });
    expect(await call(seeker, 'POST', `conversations/${id}/read`, { seq: 3 })).toMatchObject({
      data: { id, myReadSeq: 3 },
    });
    // Never backwards, never past the last message.
    expect((await call(seeker, 'POST', `conversations/${id}/read`, { seq: 1 })).data.myReadSeq).toBe(3);
    expect((await call(seeker, 'POST', `conversations/${id}/read`, { seq: 99 })).data.myReadSeq).toBe(3);
    const afterRead = await call(seeker, 'GET', 'conversations?unread=true');
    expect(afterRead.rows.find((r: { id: number }) => r.id === id)).toBeUndefined();
    expect((await call(recruiter, 'GET', `conversations/${id}`)).data.otherReadSeq).toBe(3);
  });

  it('refuses empty and over-long text, an unknown kind and a foreign upload path', async () => {
    const { seeker, id } = await seekerTalking();
    const post = (payload: object) =>
      seeker.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, payload });
    expect(refusalKey(await post({ clientId: clientId(), kind: 'text', text: '字'.repeat(1001) }))).toBe(
      'chat.tooLong',
    );
    expect(refusalKey(await post({ clientId: clientId(), kind: 'text', text: '   ' }))).toBe('chat.empty');
    expect(refusalKey(await post({ clientId: 'x', kind: 'text', text: 'hi' }))).toBe('chat.clientId');
    expect(body(await post({ clientId: clientId(), kind: 'video', text: 'hi' })).code).toBe(502);
    expect(refusalKey(await post({ clientId: clientId(), kind: 'image', url: 'https://evil.example/a.png' }))).toBe(
      'chat.image',
    );
    expect((await say(seeker, id, '字'.repeat(1000))).code).toBe(200);
    const image = await call(seeker, 'POST', `conversations/${id}/messages`, {
      clientId: clientId(),
      kind: 'image',
      url: '/api/uploads/abc.png',
    });
    expect(image.data).toMatchObject({ kind: 'image', url: '/api/uploads/abc.png' });
  });

  it('answers "does not exist" to anyone but the two members, for every call', async () => {
    const { id } = await seekerTalking();
    const stranger = await readySeeker(app);
    for (const [method, url, payload] of [
      ['GET', `conversations/${id}`, undefined],
      ['GET', `conversations/${id}/messages`, undefined],
      ['POST', `conversations/${id}/messages`, { clientId: clientId(), kind: 'text', text: 'hi' }],
      ['POST', `conversations/${id}/read`, { seq: 1 }],
      ['POST', `conversations/${id}/exchanges`, { what: 'phone' }],
      ['POST', `conversations/${id}/exchanges/1/accept`, undefined],
      ['POST', `conversations/${id}/block`, undefined],
      ['POST', `conversations/${id}/report`, { reason: 'fraud' }],
    ] as const) {
      for (const caller of [stranger, other]) {
        const answer = await caller.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
        expect({ url, key: refusalKey(answer) }).toEqual({ url, key: 'chat.notFound' });
      }
    }
    const anonymous = await app.inject({ method: 'GET', url: `/api/conversations/${id}` });
    expect(body(anonymous).code).toBe(401);
    expect((await call(stranger, 'GET', 'conversations')).rows.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("warns the seeker when a recruiter's text asks for money", async () => {
    const { seeker, id } = await seekerTalking();
    expect((await say(recruiter, id, '入职前需要先交500元押金')).data.fraudWarning).toBe(true);
    expect((await say(recruiter, id, '下周一来面试吧')).data.fraudWarning).toBe(false);
    // A seeker talking about money is not the scam this guards against.
    expect((await say(seeker, id, '请问有培训费吗')).data.fraudWarning).toBe(false);
  });
});

describe('message kinds', () => {
  it('sends the resume, which applies once and says so', async () => {
    const { seeker, id } = await seekerTalking();
    const sent = await call(seeker, 'POST', `conversations/${id}/messages`, { clientId: clientId(), kind: 'resume' });
    expect(sent.data).toMatchObject({ kind: 'resume', applicationCreated: true, applicationId: expect.any(Number) });
    const received = await call(recruiter, 'GET', `applications/received?positionId=${recruiter.positionId}`);
    expect(received.rows.map((r: { id: number }) => r.id)).toContain(sent.data.applicationId);
    const again = await call(seeker, 'POST', `conversations/${id}/messages`, { clientId: clientId(), kind: 'resume' });
    expect(again.data).toMatchObject({ applicationCreated: false, applicationId: sent.data.applicationId });
    expect((await call(seeker, 'GET', `conversations/${id}`)).data.applicationId).toBe(sent.data.applicationId);
    const byRecruiter = await recruiter.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: clientId(), kind: 'resume' },
    });
    expect(refusalKey(byRecruiter)).toBe('chat.seekersOnly');
  });

  it("refuses the resume when applying would be refused (the applying rules' message)", async () => {
    const bare = await injectAs(app, 'seeker');
    const { data } = await start(bare, { positionId: recruiter.positionId });
    const refused = await bare.inject({
      method: 'POST',
      url: `/api/conversations/${data.id}/messages`,
      payload: { clientId: clientId(), kind: 'resume' },
    });
    expect(refusalKey(refused)).toBe('applications.resumeIncomplete');
  });

  it("sends a position card of the recruiter's own positions only", async () => {
    const { seeker, id } = await seekerTalking();
    const card = await call(recruiter, 'POST', `conversations/${id}/messages`, {
      clientId: clientId(),
      kind: 'position',
      positionId: recruiter.positionId,
    });
    expect(card.data).toMatchObject({
      kind: 'position',
      position: { id: recruiter.positionId, title: expect.any(String) },
    });
    const foreign = await recruiter.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: clientId(), kind: 'position', positionId: other.positionId },
    });
    expect(refusalKey(foreign)).toBe('chat.positionNotMine');
    const bySeeker = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: clientId(), kind: 'position', positionId: recruiter.positionId },
    });
    expect(refusalKey(bySeeker)).toBe('chat.recruitersOnly');
  });

  it('exchanges phone numbers when the other side accepts, and then opens the contacts', async () => {
    const { seeker, id } = await seekerTalking();
    const masked = await call(recruiter, 'GET', `resumes/${seeker.userId}`);
    expect(masked.data.contact.visible).toBe(false);

    const asked = await call(seeker, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
    expect(asked.data).toMatchObject({ kind: 'exchange', what: 'phone', state: 'pending' });
    const twice = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${id}/exchanges`,
      payload: { what: 'phone' },
    });
    expect(refusalKey(twice)).toBe('chat.exchangePending');
    const own = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${id}/exchanges/${asked.data.id}/accept`,
    });
    expect(refusalKey(own)).toBe('chat.exchangeOwn');

    const accepted = await call(recruiter, 'POST', `conversations/${id}/exchanges/${asked.data.id}/accept`);
    const phones = await app.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('id', 'in', [seeker.userId, recruiter.userId])
      .execute();
    const phoneOf = (userId: number) => phones.find((p) => p.id === userId)!.phone;
    expect(accepted.data).toMatchObject({
      kind: 'exchange_answer',
      requestId: asked.data.id,
      accepted: true,
      values: { seeker: phoneOf(seeker.userId), recruiter: phoneOf(recruiter.userId) },
    });
    const request = (await messages(seeker, id)).find((m) => m.id === asked.data.id);
    expect(request).toMatchObject({ state: 'accepted' });
    const again = await recruiter.inject({
      method: 'POST',
      url: `/api/conversations/${id}/exchanges/${asked.data.id}/decline`,
    });
    expect(refusalKey(again)).toBe('chat.exchangeAnswered');

    const opened = await call(recruiter, 'GET', `resumes/${seeker.userId}`);
    expect(opened.data.contact).toMatchObject({ visible: true, phone: phoneOf(seeker.userId) });
  });

  it('declines a WeChat exchange with no values shown, and refuses one without a WeChat ID', async () => {
    const { seeker, id } = await seekerTalking();
    const noWechat = await recruiter.inject({
      method: 'POST',
      url: `/api/conversations/${id}/exchanges`,
      payload: { what: 'wechat' },
    });
    expect(refusalKey(noWechat)).toBe('chat.noWechatRecruiter');
    const asked = await call(seeker, 'POST', `conversations/${id}/exchanges`, { what: 'wechat' });
    const declined = await call(recruiter, 'POST', `conversations/${id}/exchanges/${asked.data.id}/decline`);
    expect(declined.data).toMatchObject({ kind: 'exchange_answer', accepted: false, values: null });
    expect((await call(recruiter, 'GET', `resumes/${seeker.userId}`)).data.contact.visible).toBe(false);
  });

  it('puts an interview invitation in the conversation as a card, and its answer as a line', async () => {
    const seeker = await readySeeker(app);
    const applicationId = await applied(seeker, recruiter.positionId);
    const interviewId = await invited(recruiter, clock, applicationId);
    const list = await call(seeker, 'GET', 'conversations');
    const row = list.rows.find(
      (r: { position: { id: number }; other: { userId: number } }) =>
        r.position.id === recruiter.positionId && r.other.userId === recruiter.userId,
    );
    expect(row).toMatchObject({ lastMessage: { kind: 'interview', preview: '[面试邀请]' }, unread: 1 });
    const [card] = await messages(seeker, row.id);
    expect(card).toMatchObject({
      kind: 'interview',
      senderId: null,
      interview: { id: interviewId, status: 'invited' },
    });

    expect((await call(seeker, 'POST', `interviews/${interviewId}/accept`)).code).toBe(200);
    const after = await messages(seeker, row.id);
    expect(after[0].interview.status).toBe('waiting');
    expect(after[1]).toMatchObject({
      kind: 'system',
      key: 'chat.line.interviewAccepted',
      text: '求职者已接受面试邀请',
    });

    // An application in interview is answered by the interview's result (common/pipeline.ts).
    expect((await call(recruiter, 'POST', `interviews/${interviewId}/pass`)).code).toBe(200);
    expect((await messages(seeker, row.id)).at(-1)).toMatchObject({
      kind: 'system',
      key: 'chat.line.interviewPassed',
    });
    const detail = await call(seeker, 'GET', `conversations/${row.id}`);
    expect(detail.data).toMatchObject({ applicationId, applicationStage: 'offered' });
  });
});

describe('block and report', () => {
  it('stops the blocked side quietly, and lets the blocker lift it', async () => {
    const { seeker, id } = await seekerTalking();
    expect(await call(recruiter, 'POST', `conversations/${id}/block`)).toMatchObject({
      code: 200,
      data: { blockedByMe: true },
    });
    const blocked = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: clientId(), kind: 'text', text: '在吗' },
    });
    expect(body(blocked)).toEqual({ code: 502, msg: '消息未能送达' });
    expect((await call(seeker, 'GET', `conversations/${id}`)).data.blockedByMe).toBe(false);
    const byBlocker = await recruiter.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: clientId(), kind: 'text', text: 'hi' },
    });
    expect(refusalKey(byBlocker)).toBe('chat.youBlocked');
    // The blocked side cannot lift it.
    expect((await call(seeker, 'POST', `conversations/${id}/unblock`)).data.blockedByMe).toBe(false);
    expect((await say(seeker, id, '在吗')).code).toBe(502);
    expect((await call(recruiter, 'POST', `conversations/${id}/unblock`)).data.blockedByMe).toBe(false);
    expect((await say(seeker, id, '在吗')).code).toBe(200);
  });

  it('stores a report with its reason for the operators', async () => {
    const { seeker, id } = await seekerTalking();
    const noReason = await seeker.inject({ method: 'POST', url: `/api/conversations/${id}/report`, payload: {} });
    expect(refusalKey(noReason)).toBe('chat.reportReason');
    expect(await call(seeker, 'POST', `conversations/${id}/report`, { reason: 'fraud', detail: '要求交押金' })).toEqual(
      {
        code: 200,
        msg: '举报已提交，我们会尽快核实处理',
      },
    );
    // The reports module keeps it (reports-*.test.ts: the operators' queue and what follows).
    const stored = await app.db
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', 'conversation')
      .where('target_id', '=', id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        reporter_user_id: seeker.userId,
        reported_user_id: recruiter.userId,
        reason: 'fraud',
        note: '要求交押金',
        status: 'open',
      }),
    ]);
  });
});

describe('the socket', () => {
  let url: string;
  beforeAll(async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/api/ws`;
  });

  /** A socket that collects the frames it receives. */
  function connect() {
    const socket = new WebSocket(url);
    const frames: Array<Loose> = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    const opened = new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    return { socket, frames, closed, opened };
  }

  async function until<T>(read: () => T | undefined, ms = 3000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('closes with 4401 on a bad token and sends nothing before', async () => {
    const { socket, frames, closed, opened } = connect();
    await opened;
    socket.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    expect(await closed).toBe(4401);
    expect(frames).toEqual([]);
  });

  it('pushes a new message, a read receipt and an exchange answer to the members, live', async () => {
    const { seeker, id } = await seekerTalking();
    const { socket, frames, opened } = connect();
    await opened;
    socket.send(JSON.stringify({ type: 'auth', token: seeker.token }));
    await until(() => frames.find((f) => f.type === 'ready'));
    const sent = await say(recruiter, id, '你好，收到');
    const pushed = await until(() => frames.find((f) => f.type === 'message' && f.message.seq === sent.data.seq));
    expect(pushed.message).toMatchObject({ conversationId: id, kind: 'text', text: '你好，收到' });

    // Sending moved the recruiter's own read seq along; reading the seeker's next message is a receipt.
    const mine = await say(seeker, id, '好的');
    await call(recruiter, 'POST', `conversations/${id}/read`, { seq: mine.data.seq });
    await until(() =>
      frames.find((f) => f.type === 'read' && f.userId === recruiter.userId && f.seq === mine.data.seq),
    );

    const asked = await call(recruiter, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
    await until(() => frames.find((f) => f.type === 'message' && f.message.id === asked.data.id));
    await call(seeker, 'POST', `conversations/${id}/exchanges/${asked.data.id}/accept`);
    await until(() =>
      frames.find((f) => f.type === 'updated' && f.message.id === asked.data.id && f.message.state === 'accepted'),
    );

    socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => frames.find((f) => f.type === 'pong'));
    // A stranger's socket hears nothing of it.
    socket.close();
  });

  it('tells a notification and ends the socket after logout', async () => {
    const seeker = await readySeeker(app);
    const { socket, frames, opened, closed } = connect();
    await opened;
    socket.send(JSON.stringify({ type: 'auth', token: seeker.token }));
    await until(() => frames.find((f) => f.type === 'ready'));
    const applicationId = await applied(seeker, recruiter.positionId);
    await call(recruiter, 'POST', `applications/${applicationId}/pass`);
    await until(() => frames.find((f) => f.type === 'notification'));
    expect((await call(seeker, 'POST', 'app/logout')).code).toBe(200);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await closed).toBe(4401);
  });
});
