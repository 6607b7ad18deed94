/**
 * The stage moves with the facts other modules record (common/pipeline.ts): each writer runs inside the
 * transaction recording its event (core/events.ts `within`, on that transaction's connection), so the
 * stage and its fact commit or roll back together. A writer moves only from the stages its fact follows
 * (a conditional UPDATE): an event that finds the application elsewhere leaves it where it stands (the
 * actions were checked against the stage before: stage-gate.ts).
 *
 *   interview.invited                          -> interviewing
 *   interview.slotPicked / rescheduleAccepted  stays interviewing
 *   interview.declined / expired / cancelled   -> back to screened, viewed or delivered (stageWithoutInterview)
 *   interview.passed                           -> offered
 *   interview.failed                           -> rejected
 *   contract.signed                            -> signed (the contract kept)
 *   staff.hired                                -> hired
 */
import { STAGES, stageWithoutInterview, type Stage } from '@common/pipeline';
import type { Clock } from '../../core/clock';
import type { AppEventBus, WithinContext } from '../../core/events';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import { createApplicationsRepository } from './applications.repository';

/** Stages before a contract is signed: the signature wins over them (as deriveStage reads it). */
const BEFORE_SIGNED: readonly Stage[] = STAGES.filter((stage) => stage !== 'signed' && stage !== 'hired');

export function subscribePipeline(events: AppEventBus, dialect: DbDialect, clock: Clock): void {
  const repoOf = (context: WithinContext) => createApplicationsRepository(context.db as Db);
  const now = () => toIso(clock.now());

  const move =
    (from: readonly Stage[], to: Stage) =>
    async (event: { applicationId: number }, context: WithinContext): Promise<void> => {
      await repoOf(context).moveStage(event.applicationId, from, to, now());
    };

  events.within('interview.invited', move(['delivered', 'viewed', 'screened'], 'interviewing'));
  events.within('interview.passed', move(['interviewing'], 'offered'));
  events.within('interview.failed', move(['interviewing'], 'rejected'));

  // Without its interview the application goes back to where its own facts put it.
  const withoutInterview = async (event: { applicationId: number }, context: WithinContext): Promise<void> => {
    const repo = repoOf(context);
    const row = await repo.lockedFacts(event.applicationId, dialect);
    if (!row || row.stage !== 'interviewing') return;
    const to = stageWithoutInterview(row.status, row.viewed_at !== null);
    await repo.moveStage(event.applicationId, ['interviewing'], to, now());
  };
  events.within('interview.declined', withoutInterview);
  events.within('interview.expired', withoutInterview);
  events.within('interview.cancelled', withoutInterview);

  events.within('contract.signed', async (event, context) => {
    await repoOf(context).moveStage(event.applicationId, BEFORE_SIGNED, 'signed', now(), {
      contract_id: event.contractId,
    });
  });

  events.within('staff.hired', async (event, context) => {
    const at = now();
    await repoOf(context).moveStage(event.applicationId, ['signed'], 'hired', at, { hired_at: at });
  });
}
