/**
 * The hiring pipeline's rules without a schema (./pipeline.ts has the story, the schemas and the calls): the
 * stages, their names, the actions each stage allows to each side, how a stage maps onto the spec's status
 * and how it is read off stored facts. Apart from the schemas so that a screen in the weapp main package
 * (notifications show a stage chip) takes these without zod.
 */
import type { ApplicationStatus, InterviewStatus } from './constants';
import { PIPELINE_MSG } from './messages.pipeline';
import type { MessageKey } from './messages';

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
