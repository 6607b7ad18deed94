/**
 * What a recruiter reads of a resume: a row of the recruiters' list (ResumeSummary) and the whole resume
 * (ResumeDetail) with the contact details masked unless the seeker opened them to the recruiter's company.
 * The search answers both under its visibility rules (resume-search.service.ts); an application opens the
 * detail to the company applied to (resume.service.ts `detailForApplication`).
 */
import type { Degree } from '@common/constants';
import type { ResumeBasicRow, ResumeEducationRow, ResumeExpectationRow, ResumeExperienceRow } from '../../db/types';
import { regionName } from '../regions/regions.service';
import { maskEmail, maskPhone, maskWechat } from './contact-mask';
import {
  basicFields,
  highestEducation,
  skillsFilled,
  toEducation,
  toExpectation,
  toExperience,
  toProject,
  toSkills,
  workYears,
} from './resume.mappers';
import type { ResumeRepository } from './resume.repository';

/** A resume header with the account's avatar. */
export type HeaderWithAvatar = ResumeBasicRow & { avatar: string | null };

/** The sections a list row sums up. */
export interface SummarySections {
  expectations: ResumeExpectationRow[];
  experiences: ResumeExperienceRow[];
  educations: ResumeEducationRow[];
}

function expectationBrief(row: ResumeExpectationRow) {
  return {
    id: row.id,
    position: row.position,
    jobType: row.job_type,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    location: row.location,
    locationName: regionName(row.location),
  };
}

/** A row of the recruiters' list; ages and work years are counted on `today` (a China date). */
export function resumeSummary(row: HeaderWithAvatar, sections: SummarySections, today: string) {
  const basic = basicFields(row, today);
  const highest = highestEducation(sections.educations);
  const last = sections.experiences[0];
  return {
    seekerId: row.user_id,
    nickname: basic.nickname,
    avatar: row.avatar,
    gender: basic.gender,
    age: basic.age,
    jobStatus: basic.jobStatus,
    highestDegree: (highest?.degree ?? null) as Degree | null,
    school: highest?.school ?? null,
    major: highest?.major ?? null,
    workYears: workYears(sections.experiences, today),
    lastJob: last ? { jobTitle: last.job_title, industry: last.industry } : null,
    expectations: sections.expectations.map(expectationBrief),
    updatedAt: row.updated_at,
  };
}

/** The whole resume for a recruiter (ResumeDetail), its sections read with `repo`; contacts masked unless `contactVisible`. */
export async function recruiterView(
  repo: ResumeRepository,
  row: HeaderWithAvatar & { phone: string | null },
  contactVisible: boolean,
  today: string,
) {
  const seekerId = row.user_id;
  const [expectations, experiences, projects, educations, skills] = await Promise.all([
    repo.listSection('resume_expectations', seekerId),
    repo.listSection('resume_experiences', seekerId),
    repo.listSection('resume_projects', seekerId),
    repo.listSection('resume_educations', seekerId),
    repo.findSkills(seekerId),
  ]);
  const summary = resumeSummary(row, { expectations, experiences, educations }, today);
  const { birthDate, ...basic } = basicFields(row, today);
  void birthDate; // recruiters see the age only
  const phone = row.phone ?? '';
  return {
    seekerId,
    avatar: row.avatar,
    basic,
    contact: {
      visible: contactVisible,
      phone: contactVisible ? phone : phone && maskPhone(phone),
      wechat: contactVisible ? row.wechat : maskWechat(row.wechat),
      email: contactVisible ? row.email : maskEmail(row.email),
    },
    highestDegree: summary.highestDegree,
    workYears: summary.workYears,
    expectations: expectations.map(toExpectation),
    experiences: experiences.map(toExperience),
    projects: projects.map(toProject),
    educations: educations.map(toEducation),
    skills: skillsFilled(skills) ? toSkills(skills!) : null,
    updatedAt: row.updated_at,
  };
}
