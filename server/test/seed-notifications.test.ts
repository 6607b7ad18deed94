/**
 * Demo notifications: the demo seeker (13800000001) and the demo recruiter (13800000002) each find every
 * kind of notification their side receives, read and unread, rendered in full, each opening a record of
 * theirs that exists and says the same thing (an expired contract is expired, a failed interview failed).
 */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_KIND_TYPE, NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '@common/notifications';
import { build, injectAs, type TestCaller } from './helpers';
import { call } from './positions-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

interface Row {
  id: number;
  type: number;
  kind: string;
  title: string;
  body: string;
  rid: number | null;
  read: boolean;
  createdAt: string;
}

const SEEKER_TYPES: number[] = [
  NOTIFICATION_TYPES.application,
  NOTIFICATION_TYPES.interview,
  NOTIFICATION_TYPES.offer,
  NOTIFICATION_TYPES.contractSeeker,
];
const kindsOf = (seeker: boolean) =>
  NOTIFICATION_KINDS.filter((kind) => SEEKER_TYPES.includes(NOTIFICATION_KIND_TYPE[kind]) === seeker);

async function demo(phone: string): Promise<{ caller: TestCaller; id: number; rows: Row[] }> {
  const { id } = await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  const caller = await injectAs(app, id);
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(caller, 'GET', `notifications?pageNum=${page}&pageSize=50`);
    rows.push(...answer.rows);
    if (rows.length >= answer.total) break;
  }
  return { caller, id, rows };
}

function expectEveryKindReadAndUnread(rows: Row[], kinds: readonly string[]) {
  expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(kinds));
  expect(rows.some((row) => row.read)).toBe(true);
  expect(rows.some((row) => !row.read)).toBe(true);
  for (const row of rows) {
    // Rendered in full, in Chinese, nothing left of a placeholder.
    expect(row.title).toMatch(/[\u4e00-\u9fff]/);
    expect(row.body).toMatch(/[\u4e00-\u9fff]{4}/);
    expect(`${row.title}${row.body}`).not.toMatch(/[{}]|undefined|null|NaN/);
    expect(row.rid).toEqual(expect.any(Number));
  }
  // Newest first.
  const times = rows.map((row) => row.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
}

describe('demo notifications', () => {
  it('give the demo seeker every kind, read and unread, each opening their own record', async () => {
    const { caller, id, rows } = await demo('13800000001');
    expectEveryKindReadAndUnread(rows, kindsOf(true));
    expect((await call(caller, 'GET', 'notifications/unreadCount')).data.count).toBe(
      rows.filter((row) => !row.read).length,
    );
    for (const row of rows) {
      if (row.type === NOTIFICATION_TYPES.application) {
        const application = await app.db
          .selectFrom('applications')
          .selectAll()
          .where('id', '=', row.rid!)
          .executeTakeFirstOrThrow();
        expect(application.seeker_user_id).toBe(id);
        const expected = row.kind === 'application_passed' ? 'passed' : 'rejected';
        expect(application.status).toBe(expected);
        expect(application.auto_closed_days !== null).toBe(row.kind === 'application_auto_closed');
      } else if (row.type === NOTIFICATION_TYPES.contractSeeker) {
        const contract = (await call(caller, 'GET', `contracts/${row.rid}`)).data;
        const status = { contract_voided: 'void', contract_expired_seeker: 'expired' }[row.kind as string];
        if (status) expect(contract.status).toBe(status);
      } else {
        const interview = await call(caller, 'GET', `interviews/${row.rid}`);
        expect(interview.code).toBe(200);
        const status = { interview_passed: 'passed', interview_failed: 'failed' }[row.kind as string];
        if (status) expect(interview.data.status).toBe(status);
      }
    }
  });

  it('give the demo recruiter every kind, read and unread, each about their company and its positions', async () => {
    const { caller, id, rows } = await demo('13800000002');
    expectEveryKindReadAndUnread(rows, kindsOf(false));
    const company = await app.db
      .selectFrom('companies')
      .select('id')
      .where('owner_user_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const row of rows) {
      if (row.type === NOTIFICATION_TYPES.company) expect(row.rid).toBe(company.id);
      else if (row.type === NOTIFICATION_TYPES.contractRecruiter) {
        const contract = (await call(caller, 'GET', `contracts/${row.rid}`)).data;
        const status = {
          contract_signed: 'signed',
          contract_refused: 'refused',
          contract_expired_recruiter: 'expired',
        };
        expect(contract.status).toBe(status[row.kind as keyof typeof status]);
      } else {
        const position = await app.db
          .selectFrom('positions')
          .select('company_id')
          .where('id', '=', row.rid!)
          .executeTakeFirstOrThrow();
        expect(position.company_id).toBe(company.id);
      }
    }
    // The candidates the notifications speak of are there: a new application and a waiting one.
    const received = await call(caller, 'GET', 'applications/received?status=delivered&pageSize=50');
    expect(received.total).toBeGreaterThanOrEqual(2);
  });
});
