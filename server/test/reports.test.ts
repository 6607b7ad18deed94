/**
 * Reports and measures: who may file, read and handle reports, each action's
 * effect (a muted recruiter's message refused with the reason, a taken-down position and a suspended
 * account's positions gone from search and its token refused, a lift giving them back), the automatic
 * mute at its boundary, what the reporter and the reported user are told, and the audit rows.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { REPORTS_MSG } from '@common/messages.reports';
import { t } from '@common/messages';
import { manualClock } from '../src/core/clock';
import { DAY, kindsOf, readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { app, operator, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { body, injectAs, refusalKey, uploadPrivateDocument, type TestCaller } from './helpers';
import { anonymous, call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
useTwoCompanies(clock);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let clientCounter = 0;
const say = (caller: TestCaller, id: number, text: string) =>
  call(caller, 'POST', `conversations/${id}/messages`, {
    clientId: `report-${Date.now()}-${(clientCounter += 1)}`,
    kind: 'text',
    text,
  });

/** A seeker talking with `who` about their position; answers the conversation id and the recruiter's message. */
async function conversationWith(who: Recruiter, text = '入职前需要先交培训费800元') {
  const seeker = await readySeeker(app);
  const started = await call(seeker, 'POST', 'conversations', { positionId: who.positionId });
  expect(started.code).toBe(200);
  const id = started.data.id as number;
  const sent = await say(who, id, text);
  expect([sent.code, sent.msg]).toEqual([200, 'ok']);
  return { seeker, id, messageId: sent.data.id as number };
}

const file = (caller: TestCaller, payload: Loose) => call(caller, 'POST', 'reports', payload);
const act = (caller: TestCaller, id: number, payload: Loose) =>
  call(caller, 'POST', `review/reports/${id}/action`, payload);
const audit = (reportId: number) =>
  app.db.selectFrom('report_audit').selectAll().where('report_id', '=', reportId).orderBy('id').execute();
const listed = async (positionId: number) =>
  ((await anonymous(app, 'positions?pageSize=50')).rows as Loose[]).some((row) => row.id === positionId);

describe('filing a report', () => {
  it('reports a conversation, a position and a company; the reporter reads only their own, screenshots as signed links', async () => {
    const { seeker, id, messageId } = await conversationWith(recruiter, '先交押金500');
    const shot = await uploadPrivateDocument(seeker);
    const filed = await file(seeker, {
      targetType: 'conversation',
      targetId: id,
      messageId,
      reason: 'fraud',
      note: '要求交押金',
      screenshots: [shot],
    });
    expect(filed).toEqual({
      code: 200,
      msg: t('zh-Hans', REPORTS_MSG.filed),
      data: { id: expect.any(Number), status: 'open' },
    });
    expect(
      (await file(seeker, { targetType: 'position', targetId: recruiter.positionId, reason: 'fake_position' })).code,
    ).toBe(200);
    expect((await file(seeker, { targetType: 'company', targetId: recruiter.companyId, reason: 'other' })).code).toBe(
      200,
    );

    const mine = await call(seeker, 'GET', 'reports');
    expect(mine.total).toBe(3);
    expect(mine.rows.map((r: Loose) => r.targetType)).toEqual(['company', 'position', 'conversation']);
    const chatReport = mine.rows[2];
    expect(chatReport).toMatchObject({ reason: 'fraud', note: '要求交押金', status: 'open', outcome: null });
    // Stored as the private reference, answered as a signed link that opens it (never a public upload URL).
    const stored = await app.db
      .selectFrom('reports')
      .select('screenshots')
      .where('id', '=', filed.data.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.screenshots)).toEqual([shot.split('?')[0]]);
    expect(chatReport.screenshots[0]).toMatch(/^\/api\/documents\/\d+-[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    expect((await app.inject({ method: 'GET', url: chatReport.screenshots[0] })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: shot.split('?')[0] })).statusCode).toBe(404);

    // Another seeker reads none of them.
    const stranger = await injectAs(app, 'seeker');
    expect(await call(stranger, 'GET', 'reports')).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('refuses reporting oneself, a stranger’s conversation, another user’s screenshot, an unknown target, no reason', async () => {
    const own = await file(recruiter, { targetType: 'position', targetId: recruiter.positionId, reason: 'other' });
    expect(own).toEqual({ code: 502, msg: t('zh-Hans', REPORTS_MSG.self) });
    const { id } = await conversationWith(recruiter, '你好');
    const stranger = await injectAs(app, 'seeker');
    expect((await file(stranger, { targetType: 'conversation', targetId: id, reason: 'fraud' })).code).toBe(502);
    const seeker = await injectAs(app, 'seeker');
    const theirs = await uploadPrivateDocument(stranger);
    const borrowed = await file(seeker, {
      targetType: 'position',
      targetId: recruiter.positionId,
      reason: 'fraud',
      screenshots: [theirs],
    });
    expect(borrowed).toEqual({ code: 502, msg: t('zh-Hans', REPORTS_MSG.screenshot) });
    const publicUrl = await file(seeker, {
      targetType: 'position',
      targetId: recruiter.positionId,
      reason: 'fraud',
      screenshots: ['/api/uploads/0123456789abcdef0123456789abcdef.png'],
    });
    expect(publicUrl.code).toBe(502);
    expect(await file(seeker, { targetType: 'company', targetId: 999_999, reason: 'fraud' })).toEqual({
      code: 502,
      msg: t('zh-Hans', REPORTS_MSG.targetNotFound),
    });
    const noReason = await seeker.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'position', targetId: recruiter.positionId },
    });
    expect(refusalKey(noReason)).toBe(REPORTS_MSG.reason);
  });
});

describe('who may handle reports', () => {
  it('operators only: 403 for seekers and recruiters, 401 without a login, and nothing changes', async () => {
    const seeker = await injectAs(app, 'seeker');
    const filed = await file(seeker, { targetType: 'position', targetId: other.positionId, reason: 'fraud' });
    const reportId = filed.data.id as number;
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'review/reports'],
      ['GET', `review/reports/${reportId}`],
      ['POST', `review/reports/${reportId}/action`, { action: 'dismiss', reason: '不成立' }],
      ['POST', 'review/measures/1/lift', { reason: '误判' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(await call(seeker, method, url, payload)).toMatchObject({ code: 403 });
      expect(await call(other, method, url, payload)).toMatchObject({ code: 403 });
      expect((await app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) })).json()).toMatchObject({
        code: 401,
      });
    }
    const row = await app.db
      .selectFrom('reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await audit(reportId)).toEqual([]);
  });

  it('an operator never handles a report about themselves or their own company, nor their own report; another operator does', async () => {
    const both = await recruiterWithPosition(app, operator, clock, { name: '自审科技有限公司' });
    await app.db.updateTable('users').set({ role: 'operator' }).where('id', '=', both.userId).execute();
    const seeker = await injectAs(app, 'seeker');
    const aboutThem = await file(seeker, { targetType: 'position', targetId: both.positionId, reason: 'fraud' });
    const aboutCompany = await file(seeker, { targetType: 'company', targetId: both.companyId, reason: 'fraud' });
    const byThem = await file(both, { targetType: 'position', targetId: other.positionId, reason: 'fraud' });
    for (const reportId of [aboutThem.data.id, aboutCompany.data.id, byThem.data.id]) {
      expect(await act(both, reportId, { action: 'dismiss', reason: '不成立' })).toEqual({
        code: 403,
        msg: t('zh-Hans', REPORTS_MSG.ownCase),
      });
    }
    expect(await act(operator, aboutThem.data.id, { action: 'warn', reason: '职位描述与实际不符' })).toMatchObject({
      code: 200,
      data: { status: 'actioned', measureId: expect.any(Number) },
    });
    expect(await kindsOf(app, both.userId)).toContain('measure_warn');
  });

  it('an action needs its reason (and a mute 1-30 days); a handled report is not handled twice', async () => {
    const seeker = await injectAs(app, 'seeker');
    const { data } = await file(seeker, { targetType: 'position', targetId: other.positionId, reason: 'fraud' });
    expect((await act(operator, data.id, { action: 'dismiss', reason: ' ' })).code).toBe(502);
    expect(await act(operator, data.id, { action: 'mute', reason: '骚扰', days: 31 })).toEqual({
      code: 502,
      msg: t('zh-Hans', REPORTS_MSG.days),
    });
    expect(await act(operator, data.id, { action: 'dismiss', reason: '核实无误' })).toMatchObject({
      code: 200,
      msg: t('zh-Hans', REPORTS_MSG.done.dismiss),
      data: { status: 'dismissed', measureId: null },
    });
    expect(await act(operator, data.id, { action: 'warn', reason: '再看' })).toEqual({
      code: 502,
      msg: t('zh-Hans', REPORTS_MSG.handled),
    });
    expect((await call(seeker, 'GET', 'reports')).rows[0]).toMatchObject({
      status: 'dismissed',
      outcome: 'dismiss',
      outcomeReason: '核实无误',
    });
    expect(await kindsOf(app, seeker.userId)).toEqual(['report_dismissed']);
  });
});

describe('what each action does', () => {
  it('a conversation report shows the messages around it; a mute refuses the recruiter’s next message with the reason until it ends or is lifted', async () => {
    const target = await recruiterWithPosition(app, operator, clock, { name: '禁言测试有限公司' });
    const { seeker, id, messageId } = await conversationWith(target);
    await say(target, id, '交了就安排上岗');
    const filed = await file(seeker, { targetType: 'conversation', targetId: id, messageId, reason: 'fraud' });

    const queue = await call(operator, 'GET', 'review/reports?pageSize=50');
    expect(queue.rows.find((r: Loose) => r.id === filed.data.id)).toMatchObject({
      targetType: 'conversation',
      reporter: { id: seeker.userId },
      reported: { id: target.userId },
      messageId,
    });
    const detail = await call(operator, 'GET', `review/reports/${filed.data.id}`);
    const texts = detail.data.conversation.messages.map((m: Loose) => [m.side, m.text, m.reported]);
    expect(texts).toEqual(
      expect.arrayContaining([
        ['recruiter', '入职前需要先交培训费800元', true],
        ['recruiter', '交了就安排上岗', false],
      ]),
    );
    expect(detail.data.conversation.messages.find((m: Loose) => m.reported).fraudWarning).toBe(true);

    const muted = await act(operator, filed.data.id, { action: 'mute', reason: '向求职者收取培训费', days: 3 });
    expect(muted).toMatchObject({ code: 200, data: { status: 'actioned' } });
    const refused = await target.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: `after-mute-${Date.now()}`, kind: 'text', text: '在吗' },
    });
    expect(refusalKey(refused)).toBe(REPORTS_MSG.muted);
    expect(body(refused).msg).toContain('向求职者收取培训费');
    // The seeker still talks; the recruiter reads what was done and why; the seeker reads the outcome.
    expect((await say(seeker, id, '我不交')).code).toBe(200);
    expect(await call(target, 'GET', 'reports/measures')).toMatchObject({
      data: [{ kind: 'mute', reason: '向求职者收取培训费', auto: false }],
    });
    expect(await kindsOf(app, target.userId)).toContain('measure_mute');
    expect(await kindsOf(app, seeker.userId)).toContain('report_actioned');
    const told = await call(seeker, 'GET', 'notifications');
    expect(told.rows[0].body).toContain('已核实');

    // Three days later it is over.
    clock.advance(3 * DAY + 60_000);
    expect((await say(target, id, '在吗')).code).toBe(200);

    const rows = await audit(filed.data.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'mute',
        operator_user_id: operator.userId,
        subject_user_id: target.userId,
        reason: '向求职者收取培训费',
        measure_id: muted.data.measureId,
      }),
    ]);
    expect(JSON.parse(rows[0].detail)).toEqual({ days: 3 });
  });

  it('a lifted mute lets the recruiter write again, with its audit row', async () => {
    const target = await recruiterWithPosition(app, operator, clock, { name: '解除测试有限公司' });
    const { seeker, id } = await conversationWith(target);
    const filed = await file(seeker, { targetType: 'conversation', targetId: id, reason: 'harassment' });
    const { data } = await act(operator, filed.data.id, { action: 'mute', reason: '骚扰', days: 7 });
    expect((await say(target, id, '在吗')).code).toBe(502);
    const lifted = await call(operator, 'POST', `review/measures/${data.measureId}/lift`, { reason: '申诉成立' });
    expect(lifted).toMatchObject({ code: 200, data: { liftReason: '申诉成立', liftedAt: expect.any(String) } });
    expect((await say(target, id, '在吗')).code).toBe(200);
    expect((await call(operator, 'POST', `review/measures/${data.measureId}/lift`, { reason: '再解' })).code).toBe(502);
    expect((await audit(filed.data.id)).map((row) => [row.action, row.reason])).toEqual([
      ['mute', '骚扰'],
      ['lift', '申诉成立'],
    ]);
    expect(await kindsOf(app, target.userId)).toContain('measure_lifted');
  });

  it('take down: the position leaves search and its detail, the recruiter reads why; a lift brings it back', async () => {
    const target = await recruiterWithPosition(app, operator, clock, { name: '下架测试有限公司' });
    expect(await listed(target.positionId)).toBe(true);
    const seeker = await injectAs(app, 'seeker');
    const filed = await file(seeker, { targetType: 'position', targetId: target.positionId, reason: 'discrimination' });
    const detail = await call(operator, 'GET', `review/reports/${filed.data.id}`);
    expect(detail.data.position).toMatchObject({ id: target.positionId, status: 'approved' });
    expect(detail.data.company).toMatchObject({ id: target.companyId, ownerUserId: target.userId });

    const conversationReport = await file(seeker, {
      targetType: 'company',
      targetId: target.companyId,
      reason: 'fraud',
    });
    expect(await act(operator, conversationReport.data.id, { action: 'take_down', reason: '限男性' })).toEqual({
      code: 502,
      msg: t('zh-Hans', REPORTS_MSG.positionOnly),
    });
    const { data } = await act(operator, filed.data.id, { action: 'take_down', reason: '招聘要求含性别歧视' });
    expect(await listed(target.positionId)).toBe(false);
    expect((await anonymous(app, `positions/${target.positionId}`)).code).toBe(502);
    const own = await call(target, 'GET', `positions/${target.positionId}`);
    expect(own.data).toMatchObject({ status: 'audit_failed', reviewReason: '招聘要求含性别歧视' });

    await call(operator, 'POST', `review/measures/${data.measureId}/lift`, { reason: '已核实修改' });
    expect(await listed(target.positionId)).toBe(true);
    expect((await audit(filed.data.id)).map((row) => row.action)).toEqual(['take_down', 'lift']);
  });

  it('suspend: its positions leave search, its token is refused and logging in is refused with the reason; a lift restores the positions and the login', async () => {
    const target = await recruiterWithPosition(app, operator, clock, { name: '封禁测试有限公司' });
    const seeker = await injectAs(app, 'seeker');
    const filed = await file(seeker, { targetType: 'company', targetId: target.companyId, reason: 'fraud' });
    const earlier = await call(operator, 'GET', `review/reports/${filed.data.id}`);
    expect(earlier.data.company).toMatchObject({ id: target.companyId, status: 'approved' });

    const { data } = await act(operator, filed.data.id, { action: 'suspend', reason: '冒用公司名义招聘' });
    expect(await listed(target.positionId)).toBe(false);
    expect((await call(target, 'GET', 'positions/mine')).code).toBe(401);
    await expect(app.services.sessions.issueToken(target.userId)).rejects.toMatchObject({ key: REPORTS_MSG.suspended });
    expect(await kindsOf(app, target.userId)).toContain('measure_suspend');

    const lifted = await call(operator, 'POST', `review/measures/${data.measureId}/lift`, { reason: '资质已核实' });
    expect(lifted.code).toBe(200);
    expect(await listed(target.positionId)).toBe(true);
    const again = await injectAs(app, target.userId);
    expect((await call(again, 'GET', `positions/${target.positionId}`)).data).toMatchObject({ status: 'approved' });
    const rows = await audit(filed.data.id);
    expect(rows.map((row) => [row.action, row.operator_user_id])).toEqual([
      ['suspend', operator.userId],
      ['lift', operator.userId],
    ]);
    expect(JSON.parse(rows[0].detail)).toEqual({ positions: [{ id: target.positionId, from: 'approved' }] });
  });
});

describe('the automatic guard', () => {
  /** A recruiter with a position, and a seeker's conversation with them to write into. */
  async function guarded(name: string) {
    const target = await recruiterWithPosition(app, operator, clock, { name });
    const { id } = await conversationWith(target, '你好');
    return { target, id };
  }
  const reportBy = async (target: Recruiter) => {
    const seeker = await injectAs(app, 'seeker');
    const filed = await file(seeker, { targetType: 'position', targetId: target.positionId, reason: 'fraud' });
    expect(filed.code).toBe(200);
    return filed.data.id as number;
  };

  it('two seekers: nothing; the third within 7 days mutes the recruiter until an operator looks, first in the queue', async () => {
    const { target, id } = await guarded('自动禁言有限公司');
    const first = await reportBy(target);
    clock.advance(2 * DAY);
    await reportBy(target);
    // One seeker twice is still two seekers.
    const again = await app.db
      .selectFrom('reports')
      .select('reporter_user_id')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    await file(await injectAs(app, again.reporter_user_id), {
      targetType: 'company',
      targetId: target.companyId,
      reason: 'fraud',
    });
    expect((await say(target, id, '还在招')).code).toBe(200);
    expect(
      await app.db.selectFrom('report_measures').selectAll().where('user_id', '=', target.userId).execute(),
    ).toEqual([]);

    clock.advance(5 * DAY - 60_000);
    const third = await reportBy(target);
    const refused = await target.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { clientId: `auto-muted-${Date.now()}`, kind: 'text', text: '在吗' },
    });
    expect(refusalKey(refused)).toBe(REPORTS_MSG.mutedPending);
    expect(await kindsOf(app, target.userId)).toContain('measure_auto_mute');
    const queue = await call(operator, 'GET', 'review/reports?pageSize=50');
    const flagged = queue.rows.filter((r: Loose) => r.flagged);
    expect(queue.rows.slice(0, flagged.length).every((r: Loose) => r.flagged)).toBe(true);
    expect(flagged.map((r: Loose) => r.reported.id)).toEqual(expect.arrayContaining([target.userId]));
    expect(flagged.find((r: Loose) => r.id === third)).toMatchObject({ reportersInWindow: 3 });
    const autoRows = await app.db
      .selectFrom('report_audit')
      .selectAll()
      .where('subject_user_id', '=', target.userId)
      .where('action', '=', 'auto_mute')
      .execute();
    expect(autoRows).toEqual([expect.objectContaining({ operator_user_id: null, report_id: null })]);

    // An operator looks (dismisses one): the automatic mute ends.
    await act(operator, third, { action: 'dismiss', reason: '已电话核实，非收费' });
    expect((await say(target, id, '在吗')).code).toBe(200);
    expect((await audit(third)).map((row) => row.action)).toEqual(['auto_mute_ended', 'dismiss']);
  });

  it('three seekers over more than 7 days: no mute', async () => {
    const { target, id } = await guarded('七天之外有限公司');
    await reportBy(target);
    clock.advance(4 * DAY);
    await reportBy(target);
    clock.advance(3 * DAY + 60_000);
    await reportBy(target);
    expect((await say(target, id, '还在招')).code).toBe(200);
    expect(
      await app.db.selectFrom('report_measures').selectAll().where('user_id', '=', target.userId).execute(),
    ).toEqual([]);
  });
});
