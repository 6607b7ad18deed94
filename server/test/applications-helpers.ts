/**
 * Helpers of the applications, interviews and notifications tests: a seeker ready to apply, a recruiter with
 * an approved company and an approved position, an application in one call, invite bodies, the sweep, and
 * a user's notifications read from the database.
 */
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { approvedPosition, call, recruiterWithCompany } from './positions-helpers';
import { validBasic, validEducation, validExperience } from './resume-helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Saves the basic information and an education (and a work experience) of a seeker's resume. */
export async function completeResume(seeker: TestCaller, basic: Record<string, unknown> = {}): Promise<void> {
  for (const [method, url, payload] of [
    ['PUT', 'resume/basic', { ...validBasic, ...basic }],
    ['POST', 'app/educationExperience', validEducation],
    ['POST', 'experience', validExperience],
  ] as const) {
    const answer = await call(seeker, method, url, payload);
    if (answer.code !== 200) throw new Error(`${method} ${url} refused: ${answer.msg}`);
  }
}

/** A seeker with the basic information and an education (and a work experience) saved. */
export async function readySeeker(app: FastifyInstance, basic: Record<string, unknown> = {}): Promise<TestCaller> {
  const seeker = await injectAs(app, 'seeker');
  await completeResume(seeker, basic);
  return seeker;
}

export type Recruiter = TestCaller & { companyId: number; positionId: number };

/** A recruiter whose company is approved, with one approved position (`overrides` for its body). */
export async function recruiterWithPosition(
  app: FastifyInstance,
  operator: TestCaller,
  clock: ManualClock,
  company: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
): Promise<Recruiter> {
  const recruiter = await recruiterWithCompany(app, { company });
  const positionId = await approvedPosition(recruiter, operator, clock, overrides);
  return Object.assign(recruiter, { positionId });
}

/** Applies as `seeker` to `positionId`; answers the application id. */
export async function applied(seeker: TestCaller, positionId: number): Promise<number> {
  const answer = await call(seeker, 'POST', 'applications', { positionId });
  if (answer.code !== 200) throw new Error(`POST applications refused: ${answer.msg}`);
  return answer.data.id;
}

/** An ISO time `hours` after the clock's now. */
export function inHours(clock: ManualClock, hours: number): string {
  return new Date(clock.now() + hours * HOUR).toISOString();
}

/** A valid offline invitation `hours` ahead. */
export function inviteBody(clock: ManualClock, applicationId: number, overrides: Record<string, unknown> = {}) {
  return {
    applicationId,
    method: 'offline',
    time: inHours(clock, 48),
    address: '杭州市西湖区文三路90号 3楼',
    link: '',
    contact: '13900001111',
    note: '请携带简历',
    ...overrides,
  };
}

/** Invites the application's seeker as `recruiter`; answers the interview id. */
export async function invited(
  recruiter: TestCaller,
  clock: ManualClock,
  applicationId: number,
  overrides: Record<string, unknown> = {},
) {
  const answer = await call(recruiter, 'POST', 'interviews', inviteBody(clock, applicationId, overrides));
  if (answer.code !== 200) throw new Error(`POST interviews refused: ${answer.msg}`);
  return answer.data.id as number;
}

/** Runs the applications sweep now (what the timer runs every few minutes). */
export function sweep(app: FastifyInstance) {
  return app.services.applications.sweep();
}

/** A user's stored notifications, oldest first, params parsed. */
export async function storedNotifications(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    kind: row.kind,
    rid: row.rid,
    params: JSON.parse(row.params) as Record<string, unknown>,
  }));
}

/** The kinds of a user's notifications, oldest first. */
export async function kindsOf(app: FastifyInstance, userId: number) {
  return (await storedNotifications(app, userId)).map((n) => n.kind);
}

/**
 * The world of the applications and interviews suites: a fresh app on `clock` (long-lived tokens, so moving
 * the clock by weeks keeps everyone logged in), an operator, and two companies with one approved position
 * each — `other` is the company whose recruiter must never reach `recruiter`'s data.
 */
export async function twoCompanies(clock: ManualClock, otherPosition: Record<string, unknown> = {}) {
  const app = await build({ clock, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90' } });
  const operator = await injectAs(app, 'operator');
  const recruiter = await recruiterWithPosition(app, operator, clock);
  const other = await recruiterWithPosition(app, operator, clock, { name: '别家科技有限公司' }, otherPosition);
  return { app, operator, recruiter, other };
}
