/**
 * The pipeline's own calls (common/pipeline.ts): the recruiter's board of one position, the cards of each
 * open stage with how long they waited (overdue past APPLICATION_NO_REPLY_DAYS before a first answer), and
 * the seeker withdrawing an application. The stage itself moves where its facts change (stage-gate.ts,
 * pipeline-writers.ts); this service reads it and makes the one move that has no fact of its own.
 */
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { BOARD_COLUMN_ROWS, BOARD_STAGES, type Board, type Stage } from '@common/pipeline';
import type { Clock } from '../../core/clock';
import type { ApplicationPeriods } from '../../core/config';
import type { AppEventBus } from '../../core/events';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import { applicationFacts, applicationNotFound, invalidTransition } from './application-facts';
import { createApplicationsRepository } from './applications.repository';
import { seekerName } from './interviews.mappers';
import { createInterviewsRepository } from './interviews.repository';
import { assertStageAllows } from './stage-gate';

const DAY_MS = 86_400_000;

export interface PipelineServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  events: AppEventBus;
  periods: ApplicationPeriods;
  company: Pick<CompanyService, 'idOf'>;
}

export function createPipelineService({ db, dialect, clock, events, periods, company }: PipelineServiceDeps) {
  const repo = createApplicationsRepository(db);
  const nowIso = () => toIso(clock.now());
  const companyIdOf = (userId: number) => company.idOf(userId);

  return {
    async board(recruiterId: number, positionId: number): Promise<Board> {
      const [companyId, position] = await Promise.all([companyIdOf(recruiterId), repo.positionOf(positionId)]);
      if (companyId === undefined || !position || position.company_id !== companyId) {
        throw refuse(PIPELINE_MSG.positionNotFound);
      }
      const [counts, columns] = await Promise.all([
        repo.countByStage(positionId),
        repo.columns(positionId, BOARD_STAGES, BOARD_COLUMN_ROWS),
      ]);
      const now = clock.now();
      const noReplyBefore = toIso(now - periods.noReplyDays * DAY_MS);
      return {
        positionId,
        positionTitle: position.title,
        columns: BOARD_STAGES.map((stage) => ({
          stage,
          count: counts.get(stage) ?? 0,
          cards: (columns.get(stage) ?? []).map((card) => {
            const stageAt = card.stage_at ?? card.created_at;
            return {
              applicationId: card.id,
              seekerId: card.seeker_user_id,
              nickname: seekerName(card),
              avatar: card.avatar,
              stageAt,
              waitedDays: Math.max(0, Math.floor((now - Date.parse(stageAt)) / DAY_MS)),
              overdue: (stage === 'delivered' || stage === 'viewed') && card.created_at < noReplyBefore,
            };
          }),
        })),
        closed: { rejected: counts.get('rejected') ?? 0, withdrawn: counts.get('withdrawn') ?? 0 },
      };
    },

    /**
     * The seeker withdraws their application (an open stage before the offer): status rejected, stage
     * withdrawn, its open interview closed, the recruiter told, in one transaction. Another seeker's or an
     * unknown id answers not found.
     */
    async withdraw(seekerId: number, id: number): Promise<{ id: number; stage: Stage }> {
      const row = await repo.find(id);
      if (!row || row.seeker_user_id !== seekerId) throw applicationNotFound();
      await transaction(db, events, async (tx) => {
        const now = nowIso();
        const writer = createApplicationsRepository(tx.db);
        const stage = await writer.lockedStage(id, dialect);
        if (stage === undefined) throw applicationNotFound();
        assertStageAllows(stage, 'seeker', 'withdraw');
        if (!(await writer.moveStage(id, [stage], 'withdrawn', now, { status: 'rejected', withdrawn_at: now }))) {
          throw invalidTransition();
        }
        await createInterviewsRepository(tx.db).closeOpen(id, now);
        tx.record('application.withdrawn', applicationFacts(row));
      });
      return { id, stage: 'withdrawn' };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
