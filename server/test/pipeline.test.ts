/**
 * The hiring pipeline through the API (common/pipeline.ts): every stage an application reaches and what moves
 * it (applying, the recruiter's first look, 通过初筛, an invitation, a declined interview going back, a passed
 * one, the contract signed, its Party B added to the staff, 不合适 from each open stage, the seeker's
 * withdrawal), each with its time in the history; the actions a stage refuses; the recruiter's board.
 */
import type { FastifyInstance } from 'fastify';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { BOARD_STAGES } from '@common/pipeline';
import { MSG, t } from '@common/messages';
import { manualClock } from '../src/core/clock';
import {
  DAY,
  applied,
  invited,
  inviteBody,
  kindsOf,
  readySeeker,
  twoCompanies,
  type Recruiter,
} from './applications-helpers';
import { contractsWorld, offer, read, sent, signBody, signCode, type ContractsWorld } from './contracts-helpers';
import { refusalKey, type TestCaller } from './helpers';
import { staffBody } from './oa-helpers';
import { call } from './positions-helpers';

const START = Date.parse('2026-03-02T02:00:00.000Z');
const NOT_FOUND = { code: 502, msg: t('zh-Hans', MSG.applications.notFound) };
const notAt = (stage: string) => ({
  code: 502,
  msg: t('zh-Hans', PIPELINE_MSG.notAtStage, { stage: t('zh-Hans', `pipeline.stage.${stage}`) }),
});

async function stageOf(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('applications')
    .select(['stage', 'status', 'stage_at', 'viewed_at', 'withdrawn_at', 'contract_id', 'hired_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
async function historyOf(app: FastifyInstance, id: number) {
  const rows = await app.db
    .selectFrom('application_stages')
    .select('stage')
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.stage);
}

describe('stages of an application and their refusals', () => {
  const clock = manualClock(START);
  let app: FastifyInstance;
  let recruiter: Recruiter;
  let other: Recruiter;

  beforeAll(async () => {
    ({ app, recruiter, other } = await twoCompanies(clock));
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (who: TestCaller, url: string, payload?: object) => call(who, 'POST', url, payload);

  it('delivered -> viewed -> screened -> interviewing -> back to screened -> interviewing -> offered', async () => {
    const seeker = await readySeeker(app);
    const id = await applied(seeker, recruiter.positionId);
    expect(await stageOf(app, id)).toMatchObject({ stage: 'delivered', status: 'delivered' });

    // The seeker reading it changes nothing; the recruiter's first look is 已查看, once.
    expect((await call(seeker, 'GET', `applications/${id}`)).data).toMatchObject({ stage: 'delivered' });
    clock.advance(60_000);
    const seen = (await call(recruiter, 'GET', `applications/${id}`)).data;
    expect(seen).toMatchObject({ stage: 'viewed', stageAt: new Date(clock.now()).toISOString(), contract: null });
    expect(seen.stages.map((change: { stage: string }) => change.stage)).toEqual(['delivered', 'viewed']);
    await call(recruiter, 'GET', `applications/${id}`);
    expect(await historyOf(app, id)).toEqual(['delivered', 'viewed']);

    // Lists carry the stage and filter by it.
    const mine = await call(seeker, 'GET', 'applications/mine?stage=viewed');
    expect(mine.rows.map((row: { id: number; stage: string }) => [row.id, row.stage])).toEqual([[id, 'viewed']]);
    expect((await call(seeker, 'GET', 'applications/mine?stage=screened')).rows).toEqual([]);
    const received = await call(recruiter, 'GET', 'applications/received?stage=viewed');
    expect(received.rows.map((row: { id: number }) => row.id)).toContain(id);

    expect((await post(recruiter, `applications/${id}/pass`)).code).toBe(200);
    expect(await stageOf(app, id)).toMatchObject({ stage: 'screened', status: 'passed' });
    expect(await post(recruiter, `applications/${id}/pass`)).toEqual(notAt('screened'));

    const first = await invited(recruiter, clock, id);
    expect((await stageOf(app, id)).stage).toBe('interviewing');
    expect((await post(seeker, `interviews/${first}/decline`)).code).toBe(200);
    expect((await stageOf(app, id)).stage).toBe('screened');

    const second = await invited(recruiter, clock, id);
    expect((await post(seeker, `interviews/${second}/accept`)).code).toBe(200);
    expect((await stageOf(app, id)).stage).toBe('interviewing');
    // Still open: the seeker may withdraw.
    expect((await post(seeker, `applications/${id}/withdraw`)).code).toBe(200);
  });

  it('an interview passed is an offer: no 通过初筛, no new invitation, no withdrawal', async () => {
    const seeker = await readySeeker(app);
    const id = await offer(clock, recruiter, seeker, recruiter.positionId);
    expect(await stageOf(app, id)).toMatchObject({ stage: 'offered' });
    expect(await historyOf(app, id)).toEqual(['delivered', 'interviewing', 'offered']);
    expect(await post(recruiter, `applications/${id}/pass`)).toEqual(notAt('offered'));
    const invite = await recruiter.inject({ method: 'POST', url: '/api/interviews', payload: inviteBody(clock, id) });
    expect(refusalKey(invite)).toBe(PIPELINE_MSG.notAtStage);
    expect(await post(seeker, `applications/${id}/withdraw`)).toEqual(notAt('offered'));
    // The stage name follows the caller's language.
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', seeker.userId).execute();
    const english = await seeker.inject({
      method: 'POST',
      url: `/api/applications/${id}/withdraw`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('This application is at "Offer": that cannot be done now');
  });

  it('an interview failed is rejected (the status stays passed)', async () => {
    const seeker = await readySeeker(app);
    const id = await applied(seeker, recruiter.positionId);
    const interview = await invited(recruiter, clock, id);
    await post(seeker, `interviews/${interview}/accept`);
    expect((await post(recruiter, `interviews/${interview}/fail`)).code).toBe(200);
    expect(await stageOf(app, id)).toMatchObject({ stage: 'rejected', status: 'delivered' });
  });

  it('不合适 from every open stage; closes the open interview', async () => {
    const at: Record<string, number> = {};
    for (const stage of ['delivered', 'viewed', 'screened', 'interviewing', 'offered'] as const) {
      const seeker = await readySeeker(app);
      const id = await applied(seeker, recruiter.positionId);
      if (stage !== 'delivered') await call(recruiter, 'GET', `applications/${id}`);
      if (stage === 'screened') await post(recruiter, `applications/${id}/pass`);
      if (stage === 'interviewing') await invited(recruiter, clock, id);
      if (stage === 'offered') {
        const interview = await invited(recruiter, clock, id);
        await post(seeker, `interviews/${interview}/accept`);
        await post(recruiter, `interviews/${interview}/pass`);
      }
      expect({ stage, at: (await stageOf(app, id)).stage }).toEqual({ stage, at: stage });
      at[stage] = id;
      expect((await post(recruiter, `applications/${id}/reject`, { reason: '岗位已满' })).code).toBe(200);
      expect(await stageOf(app, id)).toMatchObject({ stage: 'rejected', status: 'rejected' });
      expect(await post(recruiter, `applications/${id}/reject`, {})).toEqual(notAt('rejected'));
      expect(await post(seeker, `applications/${id}/withdraw`)).toEqual(notAt('rejected'));
    }
    const open = await app.db
      .selectFrom('interviews')
      .select('status')
      .where('application_id', '=', at.interviewing!)
      .executeTakeFirstOrThrow();
    expect(open.status).toBe('rejected');
  });

  it('the seeker withdraws (the interview closes, the recruiter is told); nobody else can', async () => {
    const seeker = await readySeeker(app);
    const stranger = await readySeeker(app);
    const id = await applied(seeker, recruiter.positionId);
    const interview = await invited(recruiter, clock, id);
    expect(await post(stranger, `applications/${id}/withdraw`)).toEqual(NOT_FOUND);
    expect(await post(seeker, 'applications/999999/withdraw')).toEqual(NOT_FOUND);
    expect((await post(recruiter, `applications/${id}/withdraw`)).code).toBe(403);

    const answer = await post(seeker, `applications/${id}/withdraw`);
    expect(answer).toMatchObject({ code: 200, data: { id, stage: 'withdrawn' } });
    const row = await stageOf(app, id);
    expect(row).toMatchObject({ stage: 'withdrawn', status: 'rejected' });
    expect(row.withdrawn_at).not.toBeNull();
    expect(await historyOf(app, id)).toEqual(['delivered', 'interviewing', 'withdrawn']);
    const closed = await app.db
      .selectFrom('interviews')
      .select('status')
      .where('id', '=', interview)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe('rejected');
    expect((await kindsOf(app, recruiter.userId)).at(-1)).toBe('application_withdrawn');
    expect(await post(seeker, `applications/${id}/withdraw`)).toEqual(notAt('withdrawn'));
    expect(await post(recruiter, `applications/${id}/pass`)).toEqual(notAt('withdrawn'));
  });

  it("the board: counts and cards per stage, longest waiting first, overdue; another company's is not found", async () => {
    const board = async (who: TestCaller, positionId: number) =>
      call(who, 'GET', `applications/board?positionId=${positionId}`);
    const position = other.positionId;
    const early = await readySeeker(app);
    const earlyId = await applied(early, position);
    clock.advance(8 * DAY);
    const late = await readySeeker(app);
    const lateId = await applied(late, position);
    const viewed = await readySeeker(app);
    const viewedId = await applied(viewed, position);
    await call(other, 'GET', `applications/${viewedId}`);
    const gone = await readySeeker(app);
    await post(gone, `applications/${await applied(gone, position)}/withdraw`);

    const answer = await board(other, position);
    expect(answer.code).toBe(200);
    const { columns, closed } = answer.data;
    expect(columns.map((column: { stage: string }) => column.stage)).toEqual(BOARD_STAGES);
    expect(columns[0]).toMatchObject({
      count: 2,
      cards: [
        { applicationId: earlyId, waitedDays: 8, overdue: true },
        { applicationId: lateId, waitedDays: 0, overdue: false },
      ],
    });
    expect(columns[1]).toMatchObject({ count: 1, cards: [{ applicationId: viewedId, overdue: false }] });
    expect(columns[2]).toMatchObject({ count: 0, cards: [] });
    expect(closed).toEqual({ rejected: 0, withdrawn: 1 });

    expect(
      refusalKey(await recruiter.inject({ method: 'GET', url: `/api/applications/board?positionId=${position}` })),
    ).toBe(PIPELINE_MSG.positionNotFound);
    expect((await board(recruiter, 999999)).code).toBe(502);
    expect((await board(early, position)).code).toBe(403);
  });
});

describe('signed and hired', () => {
  let world: ContractsWorld;
  beforeAll(async () => {
    world = await contractsWorld(manualClock(START));
  });
  afterAll(async () => {
    await world.app.close();
  });

  it('a sent contract blocks 不合适; signing moves to signed, the staff record from it to hired', async () => {
    const { app, recruiter, seeker, applicationId: id } = world;
    const contractId = await sent(world);
    expect(await call(recruiter, 'POST', `applications/${id}/reject`, {})).toEqual({
      code: 502,
      msg: t('zh-Hans', PIPELINE_MSG.contractOpen),
    });
    expect((await call(recruiter, 'GET', `applications/${id}`)).data.contract).toEqual({
      id: contractId,
      status: 'sent',
    });

    await read(world, contractId);
    const code = await signCode(world, contractId);
    expect((await call(seeker, 'POST', `contracts/${contractId}/sign`, signBody(code))).code).toBe(200);
    expect(await stageOf(app, id)).toMatchObject({ stage: 'signed', contract_id: contractId });
    expect(await call(recruiter, 'POST', `applications/${id}/reject`, {})).toEqual(notAt('signed'));

    // A staff record without the contract hires nobody; one from the contract does.
    expect((await call(recruiter, 'POST', 'oa/staff', staffBody({ idNumber: '330106199204152315' }))).code).toBe(200);
    expect((await stageOf(app, id)).stage).toBe('signed');
    expect((await call(recruiter, 'POST', 'oa/staff', { ...staffBody(), contractId: 999999 })).code).toBe(502);
    expect((await call(recruiter, 'POST', 'oa/staff', { ...staffBody(), contractId })).code).toBe(200);
    const hired = await stageOf(app, id);
    expect(hired.stage).toBe('hired');
    expect(hired.hired_at).not.toBeNull();
    expect(await historyOf(app, id)).toEqual(['delivered', 'interviewing', 'offered', 'signed', 'hired']);
    const detail = (await call(seeker, 'GET', `applications/${id}`)).data;
    expect(detail).toMatchObject({ stage: 'hired', contract: { id: contractId, status: 'signed' } });
    expect(detail.stages.map((change: { stage: string }) => change.stage)).toEqual([
      'delivered',
      'interviewing',
      'offered',
      'signed',
      'hired',
    ]);
  });
});
