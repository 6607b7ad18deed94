/**
 * What other modules ask of a seeker's resume, narrowed to what each needs: applying (the basic fields and
 * the educations it requires), the candidates list (highest degree, years of work), the resume of an
 * application (opened to the company it was sent to), identity switching and onboarding's first steps.
 */
import type { Degree } from '@common/constants';
import { chinaDate } from '@common/china-time';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { toIso } from '../../db/time';
import type { ResumeBasicRow } from '../../db/types';
import { recruiterView } from './recruiter-view';
import { highestEducation, workYears } from './resume.mappers';
import { createResumeRepository } from './resume.repository';
import type { ResumeLooker, ResumeViewsService } from './resume-views.service';

export interface ResumeFactsDeps {
  db: Db;
  clock?: Clock;
  events: AppEventBus;
  views?: Pick<ResumeViewsService, 'record'>;
}

export function createResumeFacts({ db, clock, events, views }: ResumeFactsDeps) {
  const repo = createResumeRepository(db);
  const nowMs = () => (clock ? clock.now() : Date.now());
  const now = () => toIso(nowMs());
  const today = () => chinaDate(nowMs());

  return {
    /**
     * The resume of a seeker who applied to the company, as the recruiters' detail answers it with the contact
     * details unmasked: applying opens it to that company even when hidden from search or blocking the
     * company. Null before the basic information is saved. With `viewer`, recorded as a look (谁看过我).
     */
    async detailForApplication(seekerId: number, viewer?: ResumeLooker) {
      const row = await repo.findSaved(seekerId);
      if (!row) return null;
      // The recruiter reads it now (谁看过我): recorded for the application's position.
      if (viewer) await views?.record(seekerId, viewer);
      return recruiterView(repo, row, true, today());
    },

    /** Onboarding: whether its seeker steps are done, and the first expectation (home opens on it). */
    async onboardingFacts(userId: number) {
      const { basic, expectationId } = await repo.onboardingFacts(userId);
      return {
        profile: Boolean(basic?.nickname && basic.gender),
        status: Boolean(basic?.job_status && basic.work_since),
        expectationId,
      };
    },

    /** Onboarding's step 1 (name and gender) or 2 (status and the year work started): those fields only. */
    async saveSomeBasics(
      userId: number,
      values:
        | { nickname: string; gender: ResumeBasicRow['gender'] }
        | { job_status: ResumeBasicRow['job_status']; work_since: string },
    ): Promise<void> {
      await transaction(db, events, async (tx) => {
        await createResumeRepository(tx.db).saveSomeBasics(userId, values, now());
        // The account adopts the name, as when the whole form is saved.
        if ('nickname' in values) tx.record('resume.basicSaved', { userId, nickname: values.nickname });
      });
    },

    async hasBasics(userId: number): Promise<boolean> {
      return (await repo.resumeFacts(userId)).basic !== undefined;
    },

    /** What applying checks: the basic fields (null before they are saved) and how many educations. */
    async applicantFacts(seekerId: number) {
      const { basic, educations } = await repo.resumeFacts(seekerId);
      return {
        basic: basic ? { nickname: basic.nickname, birthDate: basic.birth_date, gender: basic.gender } : null,
        educations,
      };
    },

    /** Each seeker's highest degree and years of work on `today` (rows of the candidates list). */
    async applicantSummaries(seekerIds: number[], today: string) {
      const { educations, experiences } = await repo.seekerSections(seekerIds);
      return new Map(
        seekerIds.map((id) => [
          id,
          {
            highestDegree: (highestEducation(educations.filter((e) => e.user_id === id))?.degree ??
              null) as Degree | null,
            workYears: workYears(
              experiences.filter((e) => e.user_id === id),
              today,
            ),
          },
        ]),
      );
    },
  };
}
