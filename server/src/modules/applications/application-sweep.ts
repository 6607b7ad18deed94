/**
 * The applications sweep (see applications.service.ts): applications unanswered for APPLICATION_NO_REPLY_DAYS
 * remind their recruiter once, those unanswered for APPLICATION_CLOSE_DAYS close (the seeker told),
 * invitations never accepted whose time has come expire, and open interviews starting within
 * INTERVIEW_REMINDER_MINUTES remind both sides once. Each step is a conditional UPDATE in its own
 * transaction: several instances may sweep, one of them wins.
 */
import type { Clock } from '../../core/clock';
import { forEachDue } from '../../core/batches';
import type { ApplicationPeriods } from '../../core/config';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { applicationFacts, interviewFacts } from './application-facts';
import { createApplicationsRepository } from './applications.repository';
import { createInterviewsRepository } from './interviews.repository';

const DAY_MS = 86_400_000;

export interface ApplicationSweepDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  periods: ApplicationPeriods;
}

/** The sweep as one function answering what each step did. */
export function createApplicationSweep({ db, clock, events, periods }: ApplicationSweepDeps) {
  const repo = createApplicationsRepository(db);
  const interviews = createInterviewsRepository(db);
  const nowIso = () => toIso(clock.now());

  /** Closes applications unanswered for APPLICATION_CLOSE_DAYS and tells their seekers. */
  function closeUnanswered(): Promise<number> {
    const before = toIso(clock.now() - periods.closeDays * DAY_MS);
    return forEachDue(
      (limit) => repo.unanswered(before, { limit }),
      (row) =>
        transaction(db, events, async (tx) => {
          if (!(await createApplicationsRepository(tx.db).autoClose(row.id, periods.closeDays, nowIso()))) return false;
          tx.record('application.autoClosed', { ...applicationFacts(row), days: periods.closeDays });
          return true;
        }),
    );
  }

  /** Reminds recruiters, once, of applications unanswered for APPLICATION_NO_REPLY_DAYS. */
  function remindUnanswered(): Promise<number> {
    const before = toIso(clock.now() - periods.noReplyDays * DAY_MS);
    return forEachDue(
      (limit) => repo.unanswered(before, { notReminded: true, limit }),
      (row) =>
        transaction(db, events, async (tx) => {
          if (!(await createApplicationsRepository(tx.db).markReminded(row.id, nowIso()))) return false;
          tx.record('application.unanswered', { ...applicationFacts(row), days: periods.noReplyDays });
          return true;
        }),
    );
  }

  /** Expires invitations never accepted whose time has come (invited -> rejected); they may invite again. */
  function expireInvitations(): Promise<number> {
    return forEachDue(
      (limit) => interviews.expiredInvitations(nowIso(), limit),
      (row) =>
        transaction(db, events, async (tx) => {
          if (!(await createInterviewsRepository(tx.db).transition(row.id, 'invited', 'rejected', nowIso()))) {
            return false;
          }
          tx.record('interview.expired', interviewFacts(row));
          return true;
        }),
    );
  }

  /** Reminds both sides, once, of open interviews starting within INTERVIEW_REMINDER_MINUTES. */
  function remindInterviews(): Promise<number> {
    const from = nowIso();
    const until = toIso(clock.now() + periods.interviewReminderMinutes * 60_000);
    return forEachDue(
      (limit) => interviews.dueForReminder(from, until, limit),
      (row) =>
        transaction(db, events, async (tx) => {
          if (!(await createInterviewsRepository(tx.db).markReminded(row.id, nowIso()))) return false;
          tx.record('interview.startsSoon', interviewFacts(row));
          return true;
        }),
    );
  }

  return async function sweep() {
    const closed = await closeUnanswered();
    const reminded = await remindUnanswered();
    const interviewsExpired = await expireInvitations();
    const interviewReminders = await remindInterviews();
    return { closed, reminded, interviewsExpired, interviewReminders };
  };
}
