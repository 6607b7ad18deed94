/**
 * The two-companies world of applications-helpers.ts (`twoCompanies`) as a test file's fixture: call
 * `useTwoCompanies(clock)` once at the top of the file; it opens the world before the file's tests and closes
 * it after them. Read `app`, `operator`, `recruiter` and `other` inside the tests: they are this module's
 * bindings, set once the file's beforeAll has run (jest loads this module afresh for every test file).
 */
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../src/core/clock';
import type { TestCaller } from './helpers';
import { twoCompanies, type Recruiter } from './applications-helpers';

export let app: FastifyInstance;
export let operator: TestCaller;
/** The recruiter of the company the tests act on, with an approved position. */
export let recruiter: Recruiter;
/** Another company's recruiter (with a position of its own), who must never reach `recruiter`'s data. */
export let other: Recruiter;

/** Opens the world on `clock` before the file's tests (`otherPosition` for `other`'s position) and closes it after. */
export function useTwoCompanies(clock: ManualClock, otherPosition: Record<string, unknown> = {}): void {
  beforeAll(async () => {
    ({ app, operator, recruiter, other } = await twoCompanies(clock, otherPosition));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });
}
