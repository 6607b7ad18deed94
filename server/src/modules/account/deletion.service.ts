/**
 * Leaving (注销账号; docs/decisions.md, "Leaving"). The user sees what would stop the deletion now, each with
 * the way to resolve it (a contract waiting for a signature, an interview to come, being the only recruiter
 * of a company with open positions), confirms with an SMS code to the account's phone, and every session
 * ends. A login within the cooling-off days (ACCOUNT_DELETION_COOLING_DAYS) cancels the request and the
 * app tells the user (`deletionCancelledAt` in the account). After them the sweep has every module forget
 * the user through its own service, in an order that keeps references whole: contracts first (the signed
 * ones stay, marked for their retention, and name the applications that stay with them), then the rest,
 * and last the account row, which becomes a tombstone named 已注销用户 without phone or social ids, so the
 * phone can register again while kept conversations and contracts still point at a row.
 */
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import { PRIVACY_MSG } from '@common/messages.privacy';
import {
  type DeletionBlockerKind,
  type DeletionCodeSent,
  type DeletionRequestBody,
  type DeletionStatus,
} from '@common/account';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { AppError, refuse } from '../../http/errors';
import { maskPhone } from '../resume/contact-mask';
import { createAccountRepository } from './account.repository';
import { createDeletionRepository } from './deletion.repository';

const DAY_MS = 86_400_000;
/** Accounts deleted per sweep batch (the sweep goes on until none is due). */
const SWEEP_BATCH = 20;
const SCENE = 'deleteAccount' as const;

/** What each module is asked (each answers from and writes only its own tables). */
export interface LeavingParts {
  codes: {
    issue(phone: string, scene: typeof SCENE, locale: Locale): Promise<{ retryAfter: number; expiresIn: number }>;
    check(phone: string, scene: typeof SCENE, code: string): Promise<number>;
    consume(id: number, trx?: Db): Promise<void>;
  };
  revokeSessions(userId: number): Promise<void>;
  /** Blockers. */
  contractsWaiting(userId: number): Promise<{ toSign: number; sent: number }>;
  upcomingInterviews(userId: number): Promise<number>;
  companyOf(userId: number): Promise<number | undefined>;
  openPositions(companyId: number): Promise<number>;
  /** What is looked for in the rows that stay: the resume's name and WeChat ID. */
  resumeContact(userId: number): Promise<{ name: string | null; wechat: string | null }>;
  /** The forgetting, each module through its own service. */
  forgetContracts(userId: number): Promise<number[]>;
  forgetApplications(userId: number, keepApplications: number[]): Promise<void>;
  forgetChat(userId: number, contacts: string[]): Promise<void>;
  forgetNotifications(userId: number, names: string[]): Promise<void>;
  forgetOwn(userId: number): Promise<void>;
  forgetByPhone(userId: number, phone: string | null): Promise<void>;
  removeUpload(url: string | null): Promise<void>;
  /** Removes a private document (`/api/documents/<key>`). */
  removeDocument(ref: string): Promise<void>;
}

export interface DeletionServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  coolingDays: number;
  parts: LeavingParts;
}

/** The reason of each blocker (with {count}) and how to resolve it. */
const BLOCKER_KEYS: Record<DeletionBlockerKind, string> = {
  contractToSign: PRIVACY_MSG.blockedContract,
  contractSent: PRIVACY_MSG.blockedContractSent,
  interviewToCome: PRIVACY_MSG.blockedInterview,
  openPositions: PRIVACY_MSG.blockedPositions,
};

export function createDeletionService({ db, clock, events, coolingDays, parts }: DeletionServiceDeps) {
  const repo = createDeletionRepository(db);
  const users = createAccountRepository(db);
  const now = () => toIso(clock.now());

  async function load(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new AppError(401, MSG.errors.userNotFound);
    return user;
  }

  async function blockers(userId: number): Promise<DeletionStatus['blockers']> {
    const contracts = await parts.contractsWaiting(userId);
    const companyId = await parts.companyOf(userId);
    const counts: Record<DeletionBlockerKind, number> = {
      contractToSign: contracts.toSign,
      contractSent: contracts.sent,
      interviewToCome: await parts.upcomingInterviews(userId),
      openPositions: companyId === undefined ? 0 : await parts.openPositions(companyId),
    };
    return (Object.keys(counts) as DeletionBlockerKind[])
      .filter((kind) => counts[kind] > 0)
      .map((kind) => ({ kind, count: counts[kind], key: BLOCKER_KEYS[kind] }));
  }

  /** Refuses with the first blocker's reason, or when there is no phone to confirm with. */
  async function admissible(userId: number): Promise<string> {
    const user = await load(userId);
    const [first] = await blockers(userId);
    if (first) throw refuse(first.key as typeof PRIVACY_MSG.blockedContract, { count: first.count });
    if (!user.phone) throw refuse(PRIVACY_MSG.noPhone);
    return user.phone;
  }

  async function status(userId: number): Promise<DeletionStatus> {
    const user = await load(userId);
    const row = await repo.find(userId);
    const cooling = row && !row.cancelled_at && !row.completed_at;
    return {
      state: cooling ? 'cooling' : 'none',
      requestedAt: cooling ? row.requested_at : null,
      dueAt: cooling ? row.due_at : null,
      coolingDays,
      blockers: await blockers(userId),
      hasPhone: Boolean(user.phone),
    };
  }

  /** Everything but the tombstone: each module forgets the user (idempotent, so a sweep that stopped can redo it). */
  async function forget(userId: number): Promise<void> {
    const user = await load(userId);
    const resume = await parts.resumeContact(userId);
    const names = [user.nickname, user.recruiter_name, resume.name].filter((n): n is string => Boolean(n));
    const contacts = [user.phone, user.contact_phone, user.contact_wechat, resume.wechat].filter((c): c is string =>
      Boolean(c),
    );
    const keep = await parts.forgetContracts(userId);
    await parts.forgetApplications(userId, keep);
    await parts.forgetChat(userId, contacts);
    await parts.forgetNotifications(userId, names);
    await parts.forgetOwn(userId);
    await parts.forgetByPhone(userId, user.phone);
    await parts.removeUpload(user.avatar);
    // The verification's proofs (ID and work papers) go with it: nothing the law keeps.
    for (const ref of await repo.verificationProofs(userId)) await parts.removeDocument(ref);
    await repo.scrubUser(userId, t('zh-Hans', PRIVACY_MSG.deletedUser), now());
    await repo.complete(userId, now());
  }

  return {
    status,

    async sendCode(userId: number, locale: Locale): Promise<DeletionCodeSent> {
      const phone = await admissible(userId);
      const sent = await parts.codes.issue(phone, SCENE, locale);
      return { ...sent, phone: maskPhone(phone) };
    },

    /** Checks the code and starts the cooling-off; every session of the account ends. */
    async request(userId: number, body: DeletionRequestBody): Promise<DeletionStatus> {
      const phone = await admissible(userId);
      const codeId = await parts.codes.check(phone, SCENE, body.code);
      const at = clock.now();
      await transaction(db, events, async (tx) => {
        await parts.codes.consume(codeId, tx.db);
        await createDeletionRepository(tx.db).request(userId, toIso(at), toIso(at + coolingDays * DAY_MS));
      });
      const answer = await status(userId);
      await parts.revokeSessions(userId);
      return answer;
    },

    /** A login (sessions.service) within the cooling-off cancels the request. */
    async cancelByLogin(userId: number): Promise<boolean> {
      return repo.cancel(userId, now());
    },

    noticeSeen: (userId: number): Promise<void> => repo.noticeSeen(userId),

    /**
     * Deletes the accounts whose cooling-off is over; answers how many, and how many wait. Others may have
     * acted meanwhile (an interview set, a contract sent to the user): such an account waits until that is
     * over (the interview's time, the contract's deadline) rather than leave them with a deleted party.
     */
    async sweep(): Promise<{ deleted: number; postponed: number }> {
      let deleted = 0;
      const postponed: number[] = [];
      for (;;) {
        const due = await repo.due(now(), SWEEP_BATCH, postponed);
        for (const userId of due) {
          if ((await blockers(userId)).length) {
            postponed.push(userId);
            continue;
          }
          await forget(userId);
          deleted += 1;
        }
        if (due.length < SWEEP_BATCH) return { deleted, postponed: postponed.length };
      }
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
