/**
 * The outbox (docs/outbox.md): deliveries are written in the transaction of the change they report, delivered
 * once it committed, taken over by a sweep when their writer stopped before delivering them, retried with
 * back-off into a dead letter, held without counting an attempt, and never delivered twice by two instances.
 * The channel here is a recording stand-in for a provider (WeChat and SMS have their own suites against
 * loopback fakes); the dispatcher, the rows and the transactions are the production code.
 */
import type { DeliveryChannel } from '@common/delivery';
import type { FastifyInstance } from 'fastify';
import { memorySmsSender } from '../src/adapters/sms';
import { manualClock } from '../src/core/clock';
import { transaction } from '../src/db/transaction';
import { toIso } from '../src/db/time';
import type { Channel, ChannelAnswer, OutboxItem } from '../src/modules/outbox/channel';
import { createOutboxPrivacy } from '../src/modules/outbox/privacy.service';
import { MAX_ATTEMPTS, TAKE_LEASE_MS, WRITER_LEASE_MS } from '../src/modules/outbox/outbox.service';
import { applied, invited, readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { build, buildTwin, injectAs, type TestCaller } from './helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: Recruiter;

/** A provider stand-in: records what it was handed and answers what the test says. */
function recordingChannel(
  name: DeliveryChannel,
  answer: (item: OutboxItem) => ChannelAnswer = () => ({ result: 'sent' }),
) {
  const delivered: OutboxItem[] = [];
  const channel: Channel & { delivered: OutboxItem[]; answer: typeof answer } = {
    name,
    delivered,
    answer,
    enabled: () => true,
    async deliver(item) {
      delivered.push(item);
      return channel.answer(item);
    },
  };
  return channel;
}

const rowsOf = (userId: number) =>
  app.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();

beforeAll(async () => {
  // The timed sweep stays out of the way: each test runs the sweep itself, step by step.
  app = await build({ clock, env: { SEED_DEMO: 'false', OUTBOX_SWEEP_MS: '3600000' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithPosition(app, operator, clock);
});
afterAll(async () => {
  await app.close();
});

describe('written with the change', () => {
  it('stores the notification and its deliveries in the same transaction and delivers them after COMMIT', async () => {
    const sms = recordingChannel('sms');
    app.services.outbox.use(sms);
    const seeker = await readySeeker(app);
    const applicationId = await applied(seeker, recruiter.positionId);
    const interviewId = await invited(recruiter, clock, applicationId);
    await app.services.outbox.settled();

    const kinds = await app.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', seeker.userId)
      .execute();
    expect(kinds.map((row) => row.kind)).toContain('interview_invited');
    const rows = await rowsOf(seeker.userId);
    const invitation = rows.find((row) => row.kind === 'interview_invited' && row.channel === 'sms');
    expect(invitation).toMatchObject({ event: 'interview.invited', state: 'sent', attempts: 0, payload: '{}' });
    expect(sms.delivered.filter((item) => item.userId === seeker.userId)).toEqual([
      expect.objectContaining({
        kind: 'interview_invited',
        payload: expect.objectContaining({ rid: interviewId, params: expect.objectContaining({ method: 'offline' }) }),
      }),
    ]);
    // The socket push of the new unread count went through the outbox too, to the seeker.
    const sockets = await app.db
      .selectFrom('outbox')
      .select(['state', 'event'])
      .where('channel', '=', 'socket')
      .where('event', '=', 'interview.invited')
      .execute();
    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.every((row) => row.state === 'sent')).toBe(true);
  });

  it('a change rolled back leaves no notification and no delivery', async () => {
    const before = await app.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const notes = await app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      transaction(app.db, app.events, async (tx) => {
        tx.record('application.passed', {
          applicationId: 1,
          positionId: recruiter.positionId,
          positionTitle: 'x',
          companyName: 'y',
          seekerUserId: recruiter.userId,
          seekerName: 'z',
          recruiterUserId: recruiter.userId,
        });
        throw new Error('the change failed after recording');
      }),
    ).rejects.toThrow('the change failed');
    const after = await app.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const notesAfter = await app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(notesAfter.n)).toBe(Number(notes.n));
  });

  it('writing the same delivery twice leaves one row', async () => {
    const sms = recordingChannel('sms');
    app.services.outbox.use(sms);
    const write = () =>
      transaction(app.db, app.events, async (tx) => {
        await app.services.outbox.enqueue(
          { db: tx.db, eventId: 'fixed-event', afterCommit: () => undefined },
          'interview.invited',
          [{ kind: 'interview_invited', userId: recruiter.userId, channel: 'sms', payload: {} }],
        );
      });
    await write();
    await write();
    const rows = await app.db.selectFrom('outbox').select('id').where('dedupe_key', 'like', 'fixed-event:%').execute();
    expect(rows).toHaveLength(1);
  });
});

/** Rows a writer on another instance committed and then died before delivering (its lease still runs). */
async function orphans(userId: number, count: number) {
  const at = toIso(clock.now());
  await app.db
    .insertInto('outbox')
    .values(
      Array.from({ length: count }, (_, index) => ({
        dedupe_key: `orphan-${userId}-${clock.now()}-${index}`,
        event: 'contract.sent',
        kind: 'contract_sent',
        user_id: userId,
        channel: 'sms',
        payload: JSON.stringify({ params: { index } }),
        next_at: toIso(clock.now() + WRITER_LEASE_MS),
        lease_holder: 'an-instance-that-stopped',
        created_at: at,
      })),
    )
    .execute();
}

describe('the sweep', () => {
  it("leaves a dead writer's rows for its lease, then two instances deliver each exactly once", async () => {
    const twin = await buildTwin(app, { OUTBOX_SWEEP_MS: '3600000' });
    try {
      const here = recordingChannel('sms');
      const there = recordingChannel('sms');
      app.services.outbox.use(here);
      twin.services.outbox.use(there);
      const user = await injectAs(app, 'seeker');
      await orphans(user.userId, 250);

      await Promise.all([app.services.outbox.sweep(), twin.services.outbox.sweep()]);
      expect(here.delivered.length + there.delivered.length).toBe(0);

      clock.advance(WRITER_LEASE_MS + 1);
      await Promise.all([app.services.outbox.sweep(), twin.services.outbox.sweep(), app.services.outbox.sweep()]);
      const seen = [...here.delivered, ...there.delivered].filter((item) => item.userId === user.userId);
      expect(seen).toHaveLength(250);
      expect(new Set(seen.map((item) => item.id)).size).toBe(250);
      expect((await rowsOf(user.userId)).every((row) => row.state === 'sent')).toBe(true);
    } finally {
      await twin.close();
    }
  });

  it('retries a passing failure with back-off and gives up into a dead letter with the last error', async () => {
    const user = await injectAs(app, 'seeker');
    let failures = 0;
    const sms = recordingChannel('sms', () => {
      failures += 1;
      return { result: 'retry', error: `provider busy (${failures})` };
    });
    app.services.outbox.use(sms);
    await orphans(user.userId, 1);
    clock.advance(WRITER_LEASE_MS + 1);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app.services.outbox.sweep();
      const [row] = await rowsOf(user.userId);
      if (attempt < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ state: 'pending', attempts: attempt, last_error: `provider busy (${attempt})` });
        delays.push(Date.parse(row!.next_at) - clock.now());
        // Not taken again before its time.
        await app.services.outbox.sweep();
        expect(failures).toBe(attempt);
        clock.set(Date.parse(row!.next_at));
      } else {
        expect(row).toMatchObject({ state: 'dead', last_error: `provider busy (${MAX_ATTEMPTS})` });
        expect(row!.done_at).not.toBeNull();
      }
    }
    // 5 s doubling (±20 %), never above an hour.
    expect(delays[0]).toBeGreaterThanOrEqual(4_000);
    expect(delays[0]).toBeLessThanOrEqual(6_000);
    for (let index = 1; index < delays.length; index += 1) {
      expect(delays[index]!).toBeGreaterThan(delays[index - 1]! * 1.3);
      expect(delays[index]!).toBeLessThanOrEqual(72 * 60_000);
    }
  });

  it('holds a delivery until its time without counting an attempt, and records a skip and a dead answer', async () => {
    const user = await injectAs(app, 'seeker');
    const holdUntil = toIso(clock.now() + 8 * 3_600_000);
    const answers: ChannelAnswer[] = [{ result: 'held', at: holdUntil, reason: 'quiet hours' }, { result: 'sent' }];
    const sms = recordingChannel('sms', () => answers.shift()!);
    app.services.outbox.use(sms);
    await orphans(user.userId, 1);
    clock.advance(WRITER_LEASE_MS + 1);
    await app.services.outbox.sweep();
    expect((await rowsOf(user.userId))[0]).toMatchObject({ state: 'pending', attempts: 0, next_at: holdUntil });
    clock.advance(4 * 3_600_000);
    await app.services.outbox.sweep();
    expect(sms.delivered).toHaveLength(1);
    clock.set(Date.parse(holdUntil));
    await app.services.outbox.sweep();
    expect((await rowsOf(user.userId))[0]).toMatchObject({ state: 'sent', attempts: 0 });

    const other = await injectAs(app, 'seeker');
    const refusing = recordingChannel('sms', (item) =>
      (item.payload.params as { index: number }).index === 0
        ? { result: 'skipped', reason: 'no phone' }
        : { result: 'dead', error: 'template refused the data' },
    );
    app.services.outbox.use(refusing);
    await orphans(other.userId, 2);
    clock.advance(WRITER_LEASE_MS + 1);
    await app.services.outbox.sweep();
    const [skipped, dead] = await rowsOf(other.userId);
    expect(skipped).toMatchObject({ state: 'skipped', last_error: 'no phone', payload: '{}' });
    // A dead letter keeps what it was to say, for whoever looks at it.
    expect(dead).toMatchObject({ state: 'dead', last_error: 'template refused the data' });
    expect(JSON.parse(dead!.payload)).toEqual({ params: { index: 1 } });
  });

  it('a row taken by a sweep is not taken by another until its lease ends', async () => {
    const user = await injectAs(app, 'seeker');
    let release: () => void = () => undefined;
    const slow = recordingChannel('sms');
    slow.deliver = async (item) => {
      slow.delivered.push(item);
      await new Promise<void>((resolve) => (release = resolve));
      return { result: 'sent' };
    };
    app.services.outbox.use(slow);
    await orphans(user.userId, 1);
    clock.advance(WRITER_LEASE_MS + 1);
    const first = app.services.outbox.sweep();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [row] = await rowsOf(user.userId);
    expect(Date.parse(row!.next_at)).toBe(clock.now() + TAKE_LEASE_MS);
    await app.services.outbox.sweep();
    expect(slow.delivered).toHaveLength(1);
    release();
    await first;
    expect((await rowsOf(user.userId))[0]).toMatchObject({ state: 'sent' });
  });
});

describe("the operators' delivery log", () => {
  it("lists a user's deliveries by phone, newest first, masked, without what they said; others are refused", async () => {
    const sms = recordingChannel('sms');
    app.services.outbox.use(sms);
    const seeker = await readySeeker(app);
    const applicationId = await applied(seeker, recruiter.positionId);
    await invited(recruiter, clock, applicationId);
    await app.services.outbox.settled();
    const phone = (
      await app.db.selectFrom('users').select('phone').where('id', '=', seeker.userId).executeTakeFirstOrThrow()
    ).phone!;

    const answer = await operator.inject({ method: 'GET', url: `/api/review/deliveries?phone=${phone}` });
    const { data } = answer.json();
    expect(data.user).toEqual({
      id: seeker.userId,
      nickname: expect.any(String),
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    });
    expect(data.rows[0]).toMatchObject({
      event: 'interview.invited',
      kind: 'interview_invited',
      channel: 'sms',
      state: 'sent',
      attempts: 0,
    });
    expect(JSON.stringify(data)).not.toContain('payload');

    const unknown = await operator.inject({ method: 'GET', url: '/api/review/deliveries?phone=13999999999' });
    expect(unknown.json().data).toEqual({ user: null, rows: [], total: 0 });
    const bad = await operator.inject({ method: 'GET', url: '/api/review/deliveries?phone=123' });
    expect(bad.json().code).not.toBe(200);
    const notOperator = await recruiter.inject({ method: 'GET', url: `/api/review/deliveries?phone=${phone}` });
    expect(notOperator.json().code).toBe(403);
  });
});

describe('through the real SMS channel', () => {
  it("honours the user's settings: an invitation is texted by default and skipped once SMS is off for interviews", async () => {
    const sender = memorySmsSender();
    const own = await build({ clock, smsSender: sender, env: { SEED_DEMO: 'false', OUTBOX_SWEEP_MS: '3600000' } });
    try {
      const ownOperator = await injectAs(own, 'operator');
      const ownRecruiter = await recruiterWithPosition(own, ownOperator, clock);
      const phoneOf = async (userId: number) =>
        (await own.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone!;
      const smsRows = (userId: number) =>
        own.db
          .selectFrom('outbox')
          .select(['state', 'last_error'])
          .where('user_id', '=', userId)
          .where('channel', '=', 'sms')
          .execute();

      // 10:00 China time: outside the default quiet hours.
      const told = await readySeeker(own);
      await invited(ownRecruiter, clock, await applied(told, ownRecruiter.positionId));
      await own.services.outbox.settled();
      expect(await smsRows(told.userId)).toEqual([{ state: 'sent', last_error: null }]);
      const toldPhone = await phoneOf(told.userId);
      expect(sender.notices.filter((notice) => notice.phone === toldPhone)).toEqual([
        expect.objectContaining({ notice: 'interview_invited', text: expect.stringMatching(/面试/) }),
      ]);

      const quiet = await readySeeker(own);
      const saved = await quiet.inject({
        method: 'PUT',
        url: '/api/notification/preferences',
        payload: {
          channels: {
            chat: { wechat: true, sms: false },
            interviews: { wechat: true, sms: false },
            applications: { wechat: true, sms: false },
            contracts: { wechat: true, sms: true },
          },
          quietHours: { from: '22:00', to: '08:00' },
        },
      });
      expect(saved.json().code).toBe(200);
      await invited(ownRecruiter, clock, await applied(quiet, ownRecruiter.positionId));
      await own.services.outbox.settled();
      expect(await smsRows(quiet.userId)).toEqual([{ state: 'skipped', last_error: 'preferences' }]);
      const quietPhone = await phoneOf(quiet.userId);
      expect(sender.notices.filter((notice) => notice.phone === quietPhone)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('leaving', () => {
  it("a deleted user's deliveries go, and their name leaves the deliveries still due to others", async () => {
    const leaver = await injectAs(app, 'seeker');
    const other = await injectAs(app, 'recruiter');
    const at = toIso(clock.now());
    const row = (userId: number, key: string, payload: Record<string, unknown>) => ({
      dedupe_key: key,
      event: 'interview.startsSoon',
      kind: 'interview_reminder_recruiter',
      user_id: userId,
      channel: 'sms',
      payload: JSON.stringify(payload),
      next_at: toIso(clock.now() + 3_600_000),
      created_at: at,
    });
    await app.db
      .insertInto('outbox')
      .values([
        row(leaver.userId, `leaving-own-${leaver.userId}`, { params: { companyName: '某公司' } }),
        row(other.userId, `leaving-other-${leaver.userId}`, {
          params: { seekerName: '离开的人', positionTitle: '离开的人事专员' },
        }),
      ])
      .execute();
    await createOutboxPrivacy({ db: app.db }).forgetUser(leaver.userId, ['离开的人']);
    expect(await rowsOf(leaver.userId)).toEqual([]);
    const [kept] = await app.db
      .selectFrom('outbox')
      .select('payload')
      .where('dedupe_key', '=', `leaving-other-${leaver.userId}`)
      .execute();
    // Only the name as a whole value goes: a title that merely contains it is another thing.
    expect(JSON.parse(kept!.payload)).toEqual({
      params: { seekerName: '已注销用户', positionTitle: '离开的人事专员' },
    });
  });
});
