/**
 * What the assistant reads and writes of other modules, wired by the composition root: every read runs as
 * the asking user through the services the pages use (their permissions, their filters), so the assistant
 * never sees more than the user's own screens would show.
 */
import { RECORD_TYPES } from '@common/applications';
import type { ApplicationsService } from '../applications/applications.service';
import type { InterviewsService } from '../applications/interviews.service';
import type { ContractsService } from '../contracts/contracts.service';
import type { PositionsService } from '../positions/positions.service';
import type { ResumeSearchService } from '../resume/resume-search.service';
import type { ResumeService } from '../resume/resume.service';
import type { AssistantTools } from './answers';

export interface AssistantToolServices {
  positions: PositionsService;
  applications: ApplicationsService;
  interviews: InterviewsService;
  resume: ResumeService;
  resumeSearch: ResumeSearchService;
  contracts: ContractsService;
}

export function assistantTools(services: AssistantToolServices): AssistantTools {
  const { positions, applications, interviews, resume, resumeSearch, contracts } = services;
  return {
    searchPositions: async (query) => {
      const { rows } = await positions.list(
        {
          keyword: query.keyword,
          region: query.region ?? '',
          jobType: query.jobType ?? '',
          salaryMin: query.salaryMin ?? '',
          salaryMax: query.salaryMax ?? '',
          salaryUnit: query.salaryUnit ?? '',
          education: '',
          experience: '',
        },
        { limit: 5, offset: 0 },
      );
      return Promise.all(
        rows.map(async (row) => ({
          ...row,
          conditions: (await positions.detail(row.id, undefined).catch(() => undefined))?.conditions ?? null,
        })),
      );
    },
    myApplications: async (userId, locale) =>
      (await applications.listMine(userId, {}, locale, { limit: 50, offset: 0 })).rows,
    myInterviews: async (userId) =>
      (await interviews.records(userId, RECORD_TYPES.interviews, { limit: 20, offset: 0 })).rows,
    resumeGaps: async (userId) => {
      const own = await resume.resume(userId);
      return own.basic ? { completeness: own.completeness, missing: own.missing } : undefined;
    },
    waitingContracts: async (userId) =>
      (await contracts.list(userId, 'seeker', 'waiting', undefined, { limit: 10, offset: 0 })).rows.map((row) => ({
        id: row.id,
        partyAName: row.partyAName,
        deadline: row.deadline,
      })),
    candidates: async (recruiterId, position) =>
      (
        await resumeSearch.search(
          recruiterId,
          { position, region: '', salaryMin: '', salaryMax: '', degree: '', jobStatus: '' },
          { limit: 5, offset: 0 },
        )
      ).rows.map((row) => ({
        id: row.seekerId,
        name: row.nickname,
        summary: [row.lastJob?.jobTitle, row.workYears ? `${row.workYears}年经验` : '', row.school]
          .filter(Boolean)
          .join(' · '),
      })),
    // The goal travels through the client: POST assistant/save-goal checks it with the expectation form's
    // own field rules (saveGoalSchema), and the resume service checks the region as for any expectation.
    saveExpectation: async (userId, goal) => {
      await resume.createExpectation(userId, {
        position: goal.position,
        jobType: goal.jobType,
        salaryMin: goal.salaryMin,
        salaryMax: goal.salaryMax,
        location: goal.location,
        preference: '',
        joinTime: '',
      });
    },
  };
}
