/**
 * Onboarding (common/onboarding.ts): the steps a new account goes through after choosing
 * its first identity, each read from the records it fills (the resume, the recruiter's name, the company,
 * the positions), so the state is never stored twice; only the skipped steps and whether onboarding is
 * going on are onboarding's own, kept on the account (`users.onboarding`, the account module's, set by the
 * identity switch).
 */
import {
  ONBOARDING_STEPS,
  nextStep,
  parseSkipped,
  stepStates,
  type Onboarding,
  type OnboardingProfileBody,
  type OnboardingStatusBody,
  type OnboardingStep,
} from '@common/onboarding';
import { MSG } from '@common/messages';
import { AppError } from '../../http/errors';
import type { AccountService } from '../account/account.service';
import type { CompanyService } from '../company/company.service';
import type { PositionsService } from '../positions/positions.service';
import type { ResumeService } from '../resume/resume.service';

export interface OnboardingDeps {
  account: Pick<
    AccountService,
    'contact' | 'onboardingOf' | 'setOnboardingSkipped' | 'finishOnboarding' | 'reopenOnboarding'
  >;
  resume: Pick<ResumeService, 'onboardingFacts' | 'saveSomeBasics'>;
  company: Pick<CompanyService, 'idOf' | 'joins'>;
  positions: Pick<PositionsService, 'listOwn'>;
}

export function createOnboardingService({ account, resume, company, positions }: OnboardingDeps) {
  async function user(userId: number) {
    const row = await account.onboardingOf(userId);
    if (!row) throw new AppError(401, MSG.errors.userNotFound);
    return row;
  }

  async function state(userId: number): Promise<Onboarding> {
    const row = await user(userId);
    const skipped = parseSkipped(row.onboarding);
    const base = { identity: row.identity, active: row.onboarding !== null, expectationId: null, joinRequest: null };
    if (row.identity === null) return { ...base, steps: [], next: null };
    if (row.identity === 'seeker') {
      const facts = await resume.onboardingFacts(userId);
      const steps = stepStates(
        'seeker',
        { seeker: { ...facts, expectation: facts.expectationId !== null }, recruiter: none },
        skipped,
      );
      return { ...base, steps, next: nextStep(steps) ?? null, expectationId: facts.expectationId };
    }
    const [contact, companyId, joinRequest, own] = await Promise.all([
      account.contact(userId),
      company.idOf(userId),
      company.joins.latestOf(userId),
      positions.listOwn(userId, undefined, { limit: 1, offset: 0 }),
    ]);
    const steps = stepStates(
      'recruiter',
      {
        seeker: { profile: false, status: false, expectation: false },
        recruiter: {
          profile: contact.displayName.trim() !== '',
          company: companyId !== undefined,
          joinPending: joinRequest?.status === 'pending',
          position: own.total > 0,
        },
      },
      skipped,
    );
    return { ...base, steps, next: nextStep(steps) ?? null, joinRequest };
  }

  return {
    state,

    /** Skips a step of the caller's onboarding (not asked again); answers the onboarding. */
    async skip(userId: number, step: OnboardingStep): Promise<Onboarding> {
      const row = await user(userId);
      const skipped = new Set(parseSkipped(row.onboarding));
      skipped.add(step);
      await account.setOnboardingSkipped(userId, [...skipped].join(','));
      return state(userId);
    },

    /** Ends onboarding: the app stops resuming it at start. */
    async finish(userId: number): Promise<void> {
      await account.finishOnboarding(userId);
    },

    /**
     * A join request approved (`company.joinDecided`): the recruiter may have ended onboarding while it
     * waited, so it goes on again at its last step, the first position (skippable like every step), unless
     * they already post or are a seeker now. Their next start opens it (the account says `onboarding`);
     * the steps before it are over: done, or skipped as they were when onboarding ended.
     */
    async onJoinDecided(event: { userId: number; approved: boolean }): Promise<void> {
      if (!event.approved) return;
      const row = await account.onboardingOf(event.userId);
      if (row?.identity !== 'recruiter' || row.onboarding !== null) return;
      if ((await positions.listOwn(event.userId, undefined, { limit: 1, offset: 0 })).total > 0) return;
      const before = ONBOARDING_STEPS.recruiter.filter((step) => step !== 'position');
      await account.reopenOnboarding(event.userId, before.join(','));
    },

    async saveProfile(userId: number, body: OnboardingProfileBody): Promise<Onboarding> {
      await resume.saveSomeBasics(userId, { nickname: body.nickname, gender: body.gender });
      return state(userId);
    },

    async saveStatus(userId: number, body: OnboardingStatusBody): Promise<Onboarding> {
      await resume.saveSomeBasics(userId, { job_status: body.jobStatus, work_since: body.workSince });
      return state(userId);
    },
  };
}

const none = { profile: false, company: false, joinPending: false, position: false };

export type OnboardingService = ReturnType<typeof createOnboardingService>;
