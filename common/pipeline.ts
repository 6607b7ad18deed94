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
import type { ApplicationStatus, InterviewStatus } from './constants';
import { PIPELINE_MSG } from './messages.pipeline';
import type { MessageKey } from './messages';
import { idPath, orEmpty, optionSchema, recordIdText } from './validation';

export const STAGES = [
  'delivered',
  'viewed',
  'screened',
  'interviewing',
  'offered',
  'signed',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type Stage = (typeof STAGES)[number];

/** Stages from which the application may still move forward (不合适 and 撤回 are possible from these). */
export const OPEN_STAGES = [
  'delivered',
  'viewed',
  'screened',
  'interviewing',
  'offered',
] as const satisfies readonly Stage[];
/** Stages the recruiter's board shows as columns, in order (rejected and withdrawn are counted, not listed). */
export const BOARD_STAGES = ['delivered', 'viewed', 'screened', 'interviewing', 'offered', 'signed', 'hired'] as const;

export const STAGE_LABEL = PIPELINE_MSG.stage satisfies Record<Stage, MessageKey>;

export function isOpenStage(stage: Stage): boolean {
  return (OPEN_STAGES as readonly Stage[]).includes(stage);
}

/** What a side may do with an application at a stage (the interview's own buttons are on its card). */
export const PIPELINE_ACTIONS = ['reject', 'pass', 'invite', 'startContract', 'addStaff', 'withdraw'] as const;
export type PipelineAction = (typeof PIPELINE_ACTIONS)[number];
export const PIPELINE_ACTION_LABEL = PIPELINE_MSG.action satisfies Record<PipelineAction, MessageKey>;

const RECRUITER_ACTIONS: Record<Stage, PipelineAction[]> = {
  delivered: ['reject', 'pass', 'invite'],
  viewed: ['reject', 'pass', 'invite'],
  screened: ['reject', 'invite'],
  interviewing: ['reject'],
  offered: ['reject', 'startContract'],
  signed: ['addStaff'],
  hired: [],
  rejected: [],
  withdrawn: [],
};
const SEEKER_ACTIONS: Record<Stage, PipelineAction[]> = {
  delivered: ['withdraw'],
  viewed: ['withdraw'],
  screened: ['withdraw'],
  interviewing: ['withdraw'],
  offered: [],
  signed: [],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/**
 * The actions a side may take at a stage, in the order the buttons show (the server refuses any other
 * with PIPELINE_MSG.notAtStage). `invite` also needs no open interview; the screens read that off the
 * interviews.
 */
export function stageActions(stage: Stage, side: 'seeker' | 'recruiter'): PipelineAction[] {
  return (side === 'recruiter' ? RECRUITER_ACTIONS : SEEKER_ACTIONS)[stage];
}

export function stageAllows(stage: Stage, side: 'seeker' | 'recruiter', action: PipelineAction): boolean {
  return stageActions(stage, side).includes(action);
}

/** The spec's status a stage reads as (see the header: interviewing and later keep what the row holds). */
export const STAGE_STATUS: Record<Stage, ApplicationStatus | 'kept'> = {
  delivered: 'delivered',
  viewed: 'delivered',
  screened: 'passed',
  interviewing: 'kept',
  offered: 'kept',
  signed: 'kept',
  hired: 'kept',
  rejected: 'kept',
  withdrawn: 'rejected',
};

/** Where an application stands without an open interview, after one was declined, expired or cancelled. */
export function stageWithoutInterview(status: ApplicationStatus, viewed: boolean): Stage {
  if (status === 'rejected') return 'rejected';
  if (status === 'passed') return 'screened';
  return viewed ? 'viewed' : 'delivered';
}

/** The stored facts one stage is read from (the migration's input, and the rule's tests). */
export interface StageFacts {
  status: ApplicationStatus;
  viewed: boolean;
  withdrawn: boolean;
  /** The newest interview's status, if any. */
  latestInterview: InterviewStatus | null;
  /** A contract of the application is signed (or later: archived and so on). */
  contractSigned: boolean;
  /** Its Party B was added to the company's staff from that contract. */
  hired: boolean;
}

/** The stage the facts say (the latest fact wins: hired > signed > withdrawn/rejected > interview > status). */
export function deriveStage(facts: StageFacts): Stage {
  if (facts.hired) return 'hired';
  if (facts.contractSigned) return 'signed';
  if (facts.withdrawn) return 'withdrawn';
  if (facts.status === 'rejected') return 'rejected';
  switch (facts.latestInterview) {
    case 'invited':
    case 'waiting':
      return 'interviewing';
    case 'passed':
      return 'offered';
    case 'failed':
      return 'rejected';
    default:
      return stageWithoutInterview(facts.status, facts.viewed);
  }
}

/**
 * The stage a notification's kind speaks of, for its chip in the list (`stage` on a notification row). Kinds
 * that leave the stage open (an interview declined or expired goes back to where it stood; a contract
 * refused or voided keeps the offer) and kinds about no application name none. Keys are notification kinds
 * (common/notifications.ts; a test checks each is one): typed by string so that module may import this one.
 */
export const NOTIFICATION_STAGE: Readonly<Record<string, Stage>> = {
  application_received: 'delivered',
  application_passed: 'screened',
  application_rejected: 'rejected',
  application_auto_closed: 'rejected',
  application_withdrawn: 'withdrawn',
  interview_invited: 'interviewing',
  interview_accepted: 'interviewing',
  interview_slot_picked: 'interviewing',
  interview_reschedule_seeker: 'interviewing',
  interview_reschedule_recruiter: 'interviewing',
  interview_reschedule_accepted_seeker: 'interviewing',
  interview_reschedule_accepted_recruiter: 'interviewing',
  interview_reschedule_declined_seeker: 'interviewing',
  interview_reschedule_declined_recruiter: 'interviewing',
  interview_reminder_seeker: 'interviewing',
  interview_reminder_recruiter: 'interviewing',
  interview_passed: 'offered',
  interview_failed: 'rejected',
  contract_sent: 'offered',
  contract_deadline_soon: 'offered',
  contract_signed: 'signed',
};

/** The stage a notification row shows, if its kind names one. */
export function notificationStage(kind: string): Stage | undefined {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_STAGE, kind) ? NOTIFICATION_STAGE[kind] : undefined;
}

// ---- Shapes ---------------------------------------------------------------------------------------------

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
