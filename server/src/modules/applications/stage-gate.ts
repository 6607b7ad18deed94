/**
 * The one check every action on an application passes before it writes: the application's stage, read
 * (and locked on PostgreSQL) inside the action's transaction, must offer the action to the caller's side
 * (common/pipeline.ts `stageActions`). A stage that does not fit answers PIPELINE_MSG.notAtStage naming
 * the stage in the caller's language (the errors plugin renders a parameter that is a catalogue key).
 */
import { stageAllows, STAGE_LABEL, type PipelineAction, type Stage } from '@common/pipeline';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import type { Db, DbDialect } from '../../db/connect';
import { refuse } from '../../http/errors';
import { createApplicationsRepository } from './applications.repository';

/** The application's stage inside the caller's transaction (undefined when it is gone). */
export async function lockedStageOf(txDb: Db, dialect: DbDialect, applicationId: number): Promise<Stage | undefined> {
  return createApplicationsRepository(txDb).lockedStage(applicationId, dialect);
}

/** Throws the notAtStage refusal unless `side` may take `action` at `stage` (an absent stage passes: the caller answers not found). */
export function assertStageAllows(
  stage: Stage | undefined,
  side: 'seeker' | 'recruiter',
  action: PipelineAction,
): void {
  if (stage === undefined || stageAllows(stage, side, action)) return;
  throw refuse(PIPELINE_MSG.notAtStage, { stage: STAGE_LABEL[stage] });
}
