/**
 * The hiring pipeline: where an application stands, one word for both sides and every screen.
 *
 *   delivered (已投递) -> viewed (已查看) -> screened (初筛通过) -> interviewing (面试中) -> offered (面试通过)
 *     -> signed (已签约) -> hired (已入职);  rejected (不合适) or withdrawn (已撤回) from any open stage.
 *
 * The stage is stored on the application with the time it was reached (and each change in its history),
 * moved in the same transaction as the fact that moves it: the recruiter opening the application (viewed),
 * passing it (screened), an invitation (interviewing), an interview declined, expired or cancelled (back to
 * screened, viewed or delivered: `stageWithoutInterview`), passed (offered) or failed (rejected), the
 * contract signed (signed), its Party B added to the staff (hired), the recruiter's 不合适 or the automatic
 * close (rejected), the seeker withdrawing (withdrawn). `deriveStage` reads the same rule off stored facts
 * (the migration that introduced stages runs it over existing rows).
 *
 * The spec's `status` (delivered / passed / rejected) stays as the spec calls answer it: a stage maps onto
 * it as `STAGE_STATUS` says (interviewing and later keep the status the application had: delivered when the
 * recruiter invited without shortlisting first, passed otherwise; rejected, failed and withdrawn read
 * rejected except a failed interview, which keeps its status: the application was not answered 不合适).
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { BOARD_STAGES, STAGES } from './pipeline-rules';
import { idPath, orEmpty, optionSchema, recordIdText } from './validation';

export * from './pipeline-rules';

const id = z.number().int();
const time = z.string().describe('ISO 8601');

/** What every application row adds: its stage and since when. */
export const stageFields = {
  stage: z.enum(STAGES).describe('where the application stands (common/pipeline.ts)'),
  stageAt: time.describe('when it reached that stage'),
};

export const stageChangeSchema = z.object({ stage: z.enum(STAGES), at: time });
export type StageChange = z.infer<typeof stageChangeSchema>;

/** `?stage=` on the lists ('' = every stage). */
export const stageQueryShape = { stage: orEmpty(optionSchema(STAGES)) };

/** One candidate on the board. */
export const boardCardSchema = z.object({
  applicationId: id,
  seekerId: id,
  nickname: z.string(),
  avatar: z.string().nullable(),
  stageAt: time,
  waitedDays: z.number().int().describe('whole days since the stage was reached'),
  overdue: z
    .boolean()
    .describe('delivered or viewed without an answer for APPLICATION_NO_REPLY_DAYS (the no-reply rule)'),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const BOARD_COLUMN_ROWS = 20;

export const boardSchema = z.object({
  positionId: id,
  positionTitle: z.string(),
  columns: z
    .array(
      z.object({
        stage: z.enum(BOARD_STAGES),
        count: z.number().int(),
        cards: z.array(boardCardSchema).describe(`the ${BOARD_COLUMN_ROWS} who waited longest, longest first`),
      }),
    )
    .describe('every BOARD_STAGES column, in order, even when empty'),
  closed: z.object({ rejected: z.number().int(), withdrawn: z.number().int() }),
});
export type Board = z.infer<typeof boardSchema>;

export const boardQuerySchema = z.object({ positionId: recordIdText });

export const withdrawStateSchema = z.object({ id, stage: z.enum(STAGES) });

/**
 * Pipeline calls: the recruiter's board of a position, the seeker's withdrawal. (Stages also travel on the
 * application rows, the detail and the conversation.)
 */
export const pipelineCalls = /* @__PURE__ */ defineCalls('pipeline', () => ({
  board: {
    method: 'GET',
    path: '/applications/board',
    access: 'recruiter',
    answer: 'data',
    query: boardQuerySchema,
    response: boardSchema,
    summary: "One position's candidates grouped by stage, with counts and how long each has waited",
    description: "Another company's or an unknown position answers not found.",
  },
  withdraw: {
    method: 'POST',
    path: '/applications/:id/withdraw',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    response: withdrawStateSchema,
    summary: 'The seeker withdraws an application (any open stage before the offer); the recruiter is told',
    description: 'Closes its open interview too. The application reads status rejected, stage withdrawn.',
  },
}));
