/**
 * Verified recruiters (docs/decisions.md "Verified recruiters"): the submission and its
 * check digit, who may read and decide what, the ID number encrypted at rest and masked, the badge on job
 * detail, the company page and chat after approval, the unverified recruiter's daily greetings, and
 * unverified postings going to review. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '@common/messages';
import { VERIFICATION_MSG } from '@common/messages.verification';
import { UNVERIFIED_DAILY_GREETS } from '@common/verification';
import { manualClock } from '../src/core/clock';
import { readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { body, build, capturedLog, injectAs, PNG, refusalKey, uploadPrivateDocument, type TestCaller } from './helpers';
import { anonymous, call, recruiterWithCompany, validPosition } from './positions-helpers';

/** A valid ID number (GB 11643's example: check character X) and the same with a wrong check digit. */
const ID_NUMBER = '11010519491231002X';
const WRONG_CHECK_DIGIT = '110105194912310021';

const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
const log = capturedLog();
let app: FastifyInstance;
let operator: TestCaller;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90' }, logger: log.logger });
  operator = await injectAs(app, 'operator');
}, 60_000);
afterAll(async () => {
  await app.close();
});

async function submit(caller: TestCaller, overrides: Record<string, unknown> = {}) {
  const proof = overrides.proofFiles ? undefined : await uploadPrivateDocument(caller);
  return caller.inject({
    method: 'POST',
    url: '/api/user/verification',
    payload: { realName: '王丽', idNumber: ID_NUMBER, proofKind: 'badge', proofFiles: [proof], ...overrides },
  });
}

const rows = (userId: number) =>
  app.db.selectFrom('recruiter_verifications').selectAll().where('user_id', '=', userId).execute();

async function pendingIdOf(userId: number): Promise<number> {
  const [row] = await rows(userId);
  return row.id;
}

describe('submitting', () => {
  it('refuses a wrong check digit with its own message, and saves nothing', async () => {
    const recruiter = await recruiterWithCompany(app);
    const response = await submit(recruiter, { idNumber: WRONG_CHECK_DIGIT });
    expect(body(response)).toMatchObject({ code: 502, msg: t('zh-Hans', VERIFICATION_MSG.checkDigit) });
    expect(await rows(recruiter.userId)).toEqual([]);
    expect((await call(recruiter, 'GET', 'user/verification')).data).toMatchObject({ status: 'none' });
    // A wrong format keeps the general message; the English refusal says what is wrong too.
    expect(body(await submit(recruiter, { idNumber: '12345' })).msg).toBe('请输入正确的18位身份证号');
    await call(recruiter, 'PUT', 'user/profile', { language: 'en' });
    expect(body(await submit(recruiter, { idNumber: WRONG_CHECK_DIGIT })).msg).toContain('check digit');
    expect(await rows(recruiter.userId)).toEqual([]);
  });

  it('needs a company and a proof of the caller’s own; refuses while pending', async () => {
    const noCompany = await injectAs(app, 'recruiter');
    expect(refusalKey(await submit(noCompany))).toBe(VERIFICATION_MSG.noCompany);
    const recruiter = await recruiterWithCompany(app);
    expect(refusalKey(await submit(recruiter, { proofFiles: [] }))).toBe(VERIFICATION_MSG.proofRequired);
    // A public upload is not a private proof.
    expect(refusalKey(await submit(recruiter, { proofFiles: ['/api/uploads/logo.png'] }))).toBe(
      VERIFICATION_MSG.proofFile,
    );
    expect(body(await submit(recruiter)).code).toBe(200);
    expect(refusalKey(await submit(recruiter))).toBe(VERIFICATION_MSG.pending);
    const seeker = await injectAs(app, 'seeker');
    expect(body(await seeker.inject({ method: 'GET', url: '/api/user/verification' })).code).toBe(403);
  });
});

describe('privacy of the ID number and the proof', () => {
  let owner: Recruiter & { proof: string };

  beforeAll(async () => {
    const recruiter = await recruiterWithPosition(app, operator, clock, { name: '隐私测试科技有限公司' });
    const proof = await uploadPrivateDocument(recruiter);
    const response = await submit(recruiter, { proofFiles: [proof], proofKind: 'certificate' });
    expect(body(response).code).toBe(200);
    owner = Object.assign(recruiter, { proof });
  });

  it('stores the ID number encrypted, answers it masked to the owner and operators, never logs it', async () => {
    const [row] = await rows(owner.userId);
    expect(row.id_number).toMatch(/^v1\./);
    expect(row.id_number).not.toContain('19491231');
    expect(row.status).toBe('pending');

    const mine = await call(owner, 'GET', 'user/verification');
    expect(mine.data).toMatchObject({
      status: 'pending',
      realName: '王丽',
      idNumberMasked: '1101**********002X',
      proofKind: 'certificate',
      companyName: '隐私测试科技有限公司',
    });
    const queue = await call(operator, 'GET', 'review/verifications?pageSize=50');
    const mineInQueue = queue.rows.find((item: { userId: number }) => item.userId === owner.userId);
    expect(mineInQueue).toMatchObject({ idNumberMasked: '1101**********002X', status: 'pending' });
    expect(JSON.stringify([mine, queue])).not.toContain(ID_NUMBER);
    // The recruiter's copy of their data (个人信息副本) holds it masked too.
    const copy = await app.services.account.exportOf(owner.userId);
    expect(copy.recruiterVerification).toMatchObject({ status: 'pending', idNumberMasked: '1101**********002X' });
    expect(JSON.stringify(copy)).not.toContain(ID_NUMBER);
    expect(log.lines.join('\n')).not.toContain('19491231');
  });

  it('shows the proof only through signed links to the owner and operators', async () => {
    const mine = await call(owner, 'GET', 'user/verification');
    const [ownLink] = mine.data.proofFiles as string[];
    expect(ownLink).toMatch(/^\/api\/documents\/\d+-[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    expect((await app.inject({ method: 'GET', url: ownLink })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: ownLink.slice(0, ownLink.indexOf('?')) })).statusCode).toBe(404);

    const queue = await call(operator, 'GET', 'review/verifications?pageSize=50');
    const row = queue.rows.find((item: { userId: number }) => item.userId === owner.userId);
    const shown = await app.inject({ method: 'GET', url: row.proofFiles[0] });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
  });

  it('another recruiter reads nothing of it and cannot claim its proof', async () => {
    const other = await recruiterWithCompany(app, { company: { name: '别家科技有限公司' } });
    expect((await call(other, 'GET', 'user/verification')).data).toMatchObject({ status: 'none', proofFiles: [] });
    expect(await call(other, 'GET', 'review/verifications')).toMatchObject({ code: 403 });
    const claimed = await submit(other, { proofFiles: [owner.proof] });
    expect(refusalKey(claimed)).toBe(VERIFICATION_MSG.proofFile);
    expect(await rows(other.userId)).toEqual([]);
  });
});

describe('operators decide', () => {
  it('operators only: 403 for recruiters and seekers, 401 without a login, and nothing changes', async () => {
    const recruiter = await recruiterWithCompany(app);
    expect(body(await submit(recruiter)).code).toBe(200);
    const id = await pendingIdOf(recruiter.userId);
    const seeker = await injectAs(app, 'seeker');
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'review/verifications'],
      ['POST', `review/verifications/${id}/approve`],
      ['POST', `review/verifications/${id}/reject`, { reason: '不行' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(await call(recruiter, method, url, payload)).toMatchObject({ code: 403 });
      expect(await call(seeker, method, url, payload)).toMatchObject({ code: 403 });
      const res = await app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
      expect(res.json()).toMatchObject({ code: 401 });
    }
    expect((await rows(recruiter.userId))[0].status).toBe('pending');
    // An operator never decides their own.
    await app.db.updateTable('users').set({ role: 'operator' }).where('id', '=', recruiter.userId).execute();
    expect(await call(recruiter, 'POST', `review/verifications/${id}/approve`)).toMatchObject({ code: 403 });
    expect((await rows(recruiter.userId))[0].status).toBe('pending');
  });

  it('a refusal needs a reason, tells the recruiter, and a resubmission goes back to the queue', async () => {
    const recruiter = await recruiterWithCompany(app);
    expect(body(await submit(recruiter)).code).toBe(200);
    const id = await pendingIdOf(recruiter.userId);
    expect(await call(operator, 'POST', `review/verifications/${id}/reject`, { reason: '' })).toMatchObject({
      code: 502,
    });
    expect(
      await call(operator, 'POST', `review/verifications/${id}/reject`, { reason: '工牌照片看不清' }),
    ).toMatchObject({ code: 200, data: { id, status: 'refused' } });
    expect(await call(operator, 'POST', `review/verifications/${id}/approve`)).toMatchObject({ code: 502 });
    expect((await call(recruiter, 'GET', 'user/verification')).data).toMatchObject({
      status: 'refused',
      reason: '工牌照片看不清',
    });
    const notes = await call(recruiter, 'GET', 'notifications');
    expect(notes.rows[0]).toMatchObject({ title: '招聘者认证未通过' });
    expect(notes.rows[0].body).toContain('工牌照片看不清');

    expect(body(await submit(recruiter, { proofKind: 'authorization' })).code).toBe(200);
    const again = await call(recruiter, 'GET', 'user/verification');
    expect(again.data).toMatchObject({ status: 'pending', reason: null, proofKind: 'authorization' });
    expect(await rows(recruiter.userId)).toHaveLength(1);
  });

  it('approval shows 已认证 on job detail, the company page and chat, and tells the recruiter', async () => {
    const recruiter = await recruiterWithPosition(app, operator, clock, { name: '认证展示科技有限公司' });
    const seeker = await readySeeker(app);
    const detail = () => anonymous(app, `positions/${recruiter.positionId}`);
    const page = () => anonymous(app, `companies/${recruiter.companyId}`);
    expect((await detail()).data.recruiterVerified).toBe(false);
    expect((await page()).data.recruiters).toEqual([expect.objectContaining({ verified: false })]);

    expect(body(await submit(recruiter)).code).toBe(200);
    const id = await pendingIdOf(recruiter.userId);
    expect(await call(operator, 'POST', `review/verifications/${id}/approve`)).toMatchObject({
      code: 200,
      data: { id, status: 'verified' },
    });
    expect((await detail()).data.recruiterVerified).toBe(true);
    expect((await page()).data.recruiters).toEqual([
      expect.objectContaining({ userId: recruiter.userId, verified: true }),
    ]);
    const started = await call(seeker, 'POST', 'conversations', { positionId: recruiter.positionId });
    const conversation = await call(seeker, 'GET', `conversations/${started.data.id}`);
    expect(conversation.data.other).toMatchObject({ userId: recruiter.userId, role: 'recruiter', verified: true });
    // The recruiter sees the seeker, who is never "verified".
    const theirs = await call(recruiter, 'GET', `conversations/${started.data.id}`);
    expect(theirs.data.other.verified).toBe(false);
    expect((await call(recruiter, 'GET', 'user/verification')).data.status).toBe('verified');
    expect((await call(recruiter, 'GET', 'notifications')).rows[0]).toMatchObject({ title: '招聘者认证通过' });
    expect(refusalKey(await submit(recruiter))).toBe(VERIFICATION_MSG.alreadyVerified);
  });
});

describe('what an unverified recruiter may do', () => {
  it(`greets at most ${UNVERIFIED_DAILY_GREETS} seekers a day (the 21st refused, saying verification lifts it); verified, more`, async () => {
    const recruiter = await recruiterWithPosition(app, operator, clock, { name: '打招呼科技有限公司' });
    const seekers: TestCaller[] = [];
    for (let i = 0; i <= UNVERIFIED_DAILY_GREETS; i += 1) seekers.push(await readySeeker(app));
    const greet = (seeker: TestCaller) =>
      recruiter.inject({
        method: 'POST',
        url: '/api/conversations',
        payload: { positionId: recruiter.positionId, seekerId: seeker.userId },
      });
    for (const seeker of seekers.slice(0, UNVERIFIED_DAILY_GREETS)) expect(body(await greet(seeker)).code).toBe(200);
    const over = await greet(seekers[UNVERIFIED_DAILY_GREETS]);
    expect(refusalKey(over)).toBe(VERIFICATION_MSG.greetLimit);
    expect(body(over).msg).toBe(t('zh-Hans', VERIFICATION_MSG.greetLimit, { limit: UNVERIFIED_DAILY_GREETS }));
    expect(body(over).msg).toContain('实名认证');
    await call(recruiter, 'PUT', 'user/profile', { language: 'en' });
    expect(body(await greet(seekers[UNVERIFIED_DAILY_GREETS])).msg).toContain('Verify yourself');

    expect(body(await submit(recruiter)).code).toBe(200);
    await call(operator, 'POST', `review/verifications/${await pendingIdOf(recruiter.userId)}/approve`);
    expect(body(await greet(seekers[UNVERIFIED_DAILY_GREETS])).code).toBe(200);
  });

  it('posts only to review: a new or edited position is under review and not listed', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '未认证发布科技有限公司' } });
    expect((await call(recruiter, 'GET', 'user/verification')).data.status).toBe('none');
    const posted = await call(recruiter, 'POST', 'positions', validPosition(clock));
    expect(posted).toMatchObject({ code: 200, data: { status: 'under_review' } });
    expect(await anonymous(app, `positions/${posted.data.id}`)).toMatchObject({ code: 502 });
    await call(operator, 'POST', `review/positions/${posted.data.id}/approve`);
    const edited = await call(recruiter, 'PUT', `positions/${posted.data.id}`, validPosition(clock, { headcount: 3 }));
    expect(edited).toMatchObject({ code: 200, data: { status: 'under_review' } });
    expect(await anonymous(app, `positions/${posted.data.id}`)).toMatchObject({ code: 502 });
  });
});

describe('the demo', () => {
  let demo: FastifyInstance;
  beforeAll(async () => {
    demo = await build({ clock, env: { TOKEN_TTL_DAYS: '90' } });
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has the demo recruiter verified and one verification waiting, its proof a private picture', async () => {
    const recruiter = await demo.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000002')
      .executeTakeFirstOrThrow();
    const mine = await call(await injectAs(demo, recruiter.id), 'GET', 'user/verification');
    expect(mine.data).toMatchObject({ status: 'verified', idNumberMasked: '3301**********2023' });
    const positionId = (
      await demo.db
        .selectFrom('positions')
        .select('id')
        .where('recruiter_user_id', '=', recruiter.id)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await anonymous(demo, `positions/${positionId}`)).data.recruiterVerified).toBe(true);

    const queue = await call(await injectAs(demo, 'operator'), 'GET', 'review/verifications');
    expect(queue.total).toBe(1);
    expect(queue.rows[0]).toMatchObject({ status: 'pending', realName: '王芳', proofKind: 'certificate' });
    const proof = await demo.inject({ method: 'GET', url: queue.rows[0].proofFiles[0] });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
  });
});

describe('leaving', () => {
  it('removes the verification and its proof files with the account', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '注销测试科技有限公司' } });
    expect(body(await submit(recruiter)).code).toBe(200);
    const [link] = (await call(recruiter, 'GET', 'user/verification')).data.proofFiles as string[];
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    // A deletion past its cooling-off (the code and the cooling-off are account-deletion.test.ts's).
    const now = clock.now();
    await app.db
      .insertInto('account_deletions')
      .values({
        user_id: recruiter.userId,
        requested_at: new Date(now - 8 * 86_400_000).toISOString(),
        due_at: new Date(now - 60_000).toISOString(),
      })
      .execute();
    expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 1 });
    expect(
      await app.db.selectFrom('recruiter_verifications').selectAll().where('user_id', '=', recruiter.userId).execute(),
    ).toEqual([]);
    // The link was signed before: the file itself is gone.
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});
