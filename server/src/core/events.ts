/**
 * Domain events: what happened, recorded inside the transaction that made it happen. Two kinds of listener:
 *
 *   service:   await transaction(db, events, async (tx) => { ...writes...; tx.record('application.passed', {...}) })
 *   within:    `events.within(name, writer)`: runs inside that transaction, before COMMIT, on its connection.
 *              What must not be lost with a crash is written here: the notifications and the outbox rows
 *              of every push, WeChat message and SMS (modules/outbox, docs/outbox.md). A writer's failure
 *              rolls the change back with it.
 *   on:        `events.on(name, listener)`: after COMMIT, every recorded event is published, in order.
 *              Listeners that may be lost with a crash (the public cache, chat's interview cards) and
 *              the outbox's own kick (deliver now what was just committed).
 *
 * A rolled-back transaction publishes nothing. Listeners run after the emitter's work is done and the
 * caller waits for them; a listener's failure is logged and never reaches the caller. Payloads carry the
 * facts a listener needs (names, titles), so a listener does not read the emitter's tables.
 */
import type { ChatMessage } from '@common/chat';
import type { FastifyBaseLogger } from 'fastify';

export interface PositionReviewedEvent {
  positionId: number;
  companyId: number;
  /** Who posted the position (the one to notify). */
  recruiterUserId: number;
  title: string;
  result: 'approved' | 'audit_failed';
  /** The operator's reason when the review failed. */
  reason: string | null;
  operatorUserId: number;
  /** ISO 8601. */
  at: string;
}

export interface CompanyReviewedEvent {
  companyId: number;
  ownerUserId: number;
  name: string;
  result: 'approved' | 'audit_failed';
  reason: string | null;
  operatorUserId: number;
  at: string;
}

/** A company's name changed (its positions' search text contains it). */
export interface CompanyRenamedEvent {
  companyId: number;
  name: string;
}

/** An operator decided a recruiter's verification (account module). */
export interface RecruiterVerificationReviewedEvent {
  userId: number;
  /** The company the recruiter had when submitting. */
  companyId: number | null;
  result: 'verified' | 'refused';
  reason: string | null;
  operatorUserId: number;
  /** ISO 8601. */
  at: string;
}

/** A report dismissed or acted on: `subject` is what was reported as the reporter named it. */
export interface ReportHandledEvent {
  reportId: number;
  reporterUserId: number;
  subject: string;
  outcome: 'dismiss' | 'warn' | 'mute' | 'take_down' | 'suspend';
  reason: string;
}

/** A measure on an account (warn, mute, take_down, suspend), applied or lifted. */
export interface MeasureEvent {
  measureId: number;
  userId: number;
  kind: 'warn' | 'mute' | 'take_down' | 'suspend';
  /** Set by the automatic guard. */
  auto: boolean;
  /** What it is about (the report's subject, the position's title). */
  subject: string;
  reason: string;
  /** A mute's end (ISO 8601); null: until lifted. */
  until: string | null;
}

/** A seeker saved the resume's basic information (its name is what recruiters see). */
export interface ResumeBasicSavedEvent {
  userId: number;
  nickname: string;
}

/** The facts of an application that every application event carries. */
export interface ApplicationFacts {
  applicationId: number;
  positionId: number;
  positionTitle: string;
  companyName: string;
  seekerUserId: number;
  seekerName: string;
  recruiterUserId: number;
}

/** The facts of an interview that every interview event carries. */
export interface InterviewFacts extends ApplicationFacts {
  interviewId: number;
  /** ISO 8601 start. */
  time: string;
  method: string;
}

/** The facts of a contract that every contract event carries. */
export interface ContractFacts {
  contractId: number;
  /** The application (offer) the contract was made for. */
  applicationId: number;
  contractNo: string;
  companyName: string;
  /** Party B's job position in the contract. */
  positionTitle: string;
  seekerUserId: number;
  seekerName: string;
  /** Who created it. */
  recruiterUserId: number;
  /** ISO 8601; null for a draft. */
  deadline: string | null;
}

/** A chat message stored or changed; `text` of a system line is in zh-Hans (clients render its key). */
export interface ChatMessageEvent {
  message: ChatMessage;
  /** Both members (the sender's other devices receive it too). */
  memberUserIds: number[];
  /** What a message told outside the app names (a new message only). */
  conversation?: { positionTitle: string; companyName: string };
}

export interface AppEvents {
  'position.reviewed': PositionReviewedEvent;
  /** The recruiter edited, paused, resumed, refreshed, stopped or deleted a position (what the public sees). */
  'position.changed': { positionId: number };
  'company.reviewed': CompanyReviewedEvent;
  'company.renamed': CompanyRenamedEvent;
  /** A recruiter asked to join a company (its first recruiter is told; 0030). */
  'company.joinRequested': {
    requestId: number;
    companyId: number;
    companyName: string;
    ownerUserId: number;
    userId: number;
    requesterName: string;
  };
  /** A join request was approved or declined (the requester is told). */
  'company.joinDecided': {
    requestId: number;
    companyId: number;
    companyName: string;
    userId: number;
    approved: boolean;
  };
  /** An approved company's profile was saved (what its positions show, or its status: back to review). */
  'company.changed': { companyId: number };
  'resume.basicSaved': ResumeBasicSavedEvent;
  'recruiter.verificationReviewed': RecruiterVerificationReviewedEvent;
  /** A seeker applied. */
  'application.received': ApplicationFacts;
  'application.passed': ApplicationFacts;
  'application.rejected': ApplicationFacts & { reason: string };
  /** The seeker withdrew it (status rejected, stage withdrawn; its open interview closed); the recruiter is told. */
  'application.withdrawn': ApplicationFacts;
  /** Closed by the sweep after `days` without an answer. */
  'application.autoClosed': ApplicationFacts & { days: number };
  /** Still unanswered after `days` (the recruiter is reminded once). */
  'application.unanswered': ApplicationFacts & { days: number };
  'interview.invited': InterviewFacts;
  'interview.accepted': InterviewFacts;
  'interview.declined': InterviewFacts;
  'interview.passed': InterviewFacts;
  'interview.failed': InterviewFacts;
  /** An invitation never accepted whose time came. */
  'interview.expired': InterviewFacts;
  /** The invited seeker picked one of the offered times (invited -> waiting; `time` is the picked one). */
  'interview.slotPicked': InterviewFacts;
  /** One side proposed another time (`by` proposed; the other is told and answers). */
  'interview.rescheduleProposed': InterviewFacts & {
    proposalId: number;
    proposedTime: string;
    reason: string;
    by: 'seeker' | 'recruiter';
  };
  /** The other side accepted: the interview moved to `time` (was `previousTime`). */
  'interview.rescheduleAccepted': InterviewFacts & {
    proposalId: number;
    previousTime: string;
    by: 'seeker' | 'recruiter';
  };
  /** The other side declined: the interview keeps `time`. */
  'interview.rescheduleDeclined': InterviewFacts & {
    proposalId: number;
    proposedTime: string;
    by: 'seeker' | 'recruiter';
  };
  /** One side cancelled an open interview (status rejected; the other is told). */
  'interview.cancelled': InterviewFacts & { by: 'seeker' | 'recruiter'; reason: string };
  /** An open interview starts soon (both sides are reminded once). */
  'interview.startsSoon': InterviewFacts;
  /** Sent to Party B for signature. */
  'contract.sent': ContractFacts;
  /** Still unsigned CONTRACT_REMINDER_HOURS before its deadline (Party B is reminded once). */
  'contract.deadlineSoon': ContractFacts;
  'contract.signed': ContractFacts;
  'contract.refused': ContractFacts & { reason: string };
  /** Withdrawn by the recruiter before signature. */
  'contract.voided': ContractFacts & { reason: string };
  'contract.expired': ContractFacts;
  /** A signed contract's Party B was added to the company's staff (the application reads 已入职). */
  'staff.hired': { companyId: number; contractId: number; applicationId: number; staffId: number };
  'chat.message': ChatMessageEvent;
  /** An exchange answered, an interview card's status changed. */
  'chat.updated': ChatMessageEvent;
  /** A member read a conversation up to seq. */
  'chat.read': { conversationId: number; userId: number; seq: number; memberUserIds: number[] };
  /** An operator dismissed or acted on a report (its reporter is told; reports module). */
  'report.handled': ReportHandledEvent;
  /** A measure was applied to an account, or lifted (its owner is told what and why; reports module). */
  'measure.applied': MeasureEvent;
  'measure.lifted': MeasureEvent;
}

export type EventName = keyof AppEvents;
type Listener<T> = (event: T) => void | Promise<void>;

/**
 * What a writer inside the transaction gets: the transaction's connection (db/transaction.ts's `tx.db`,
 * typed where it is used: core knows no database), the event's id (unique, the outbox's idempotency key),
 * and `afterCommit` for work that may only start once the change is durable.
 */
export interface WithinContext {
  readonly db: unknown;
  readonly eventId: string;
  afterCommit(run: () => Promise<void>): void;
}
type Writer<T> = (event: T, context: WithinContext) => Promise<void>;

/** Records events inside a transaction; they are published only if it commits. */
export interface EventRecorder {
  record<K extends EventName>(name: K, event: AppEvents[K]): void;
}

export class AppEventBus {
  private readonly listeners = new Map<EventName, Array<Listener<never>>>();
  private readonly writers = new Map<EventName, Array<Writer<never>>>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  on<K extends EventName>(name: K, listener: Listener<AppEvents[K]>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  off<K extends EventName>(name: K, listener: Listener<AppEvents[K]>): void {
    this.listeners.set(
      name,
      (this.listeners.get(name) ?? []).filter((item) => item !== (listener as Listener<never>)),
    );
  }

  /** A writer that runs inside the transaction recording `name` (see the header). */
  within<K extends EventName>(name: K, writer: Writer<AppEvents[K]>): void {
    this.writers.set(name, [...(this.writers.get(name) ?? []), writer as Writer<never>]);
  }

  /** Runs the writers of `name` in order, inside the transaction; a failure rolls it back. */
  async writeWithin<K extends EventName>(name: K, event: AppEvents[K], context: WithinContext): Promise<void> {
    for (const writer of (this.writers.get(name) ?? []) as Array<Writer<AppEvents[K]>>) await writer(event, context);
  }

  /** Calls every listener of `name`; answers once they have all settled. Only for committed changes. */
  async publish<K extends EventName>(name: K, event: AppEvents[K]): Promise<void> {
    const listeners = (this.listeners.get(name) ?? []) as Array<Listener<AppEvents[K]>>;
    await Promise.all(
      listeners.map(async (listener) => {
        try {
          await listener(event);
        } catch (error) {
          this.log?.error({ err: error, event: name }, 'event listener failed');
        }
      }),
    );
  }
}
