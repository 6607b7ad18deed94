/** Database rows of the resume -> the camelCase objects the API answers. */
import { DEGREES, type Degree } from '@common/constants';
import { ageOn } from '@common/resume';
import type {
  ResumeBasicRow,
  ResumeBlockedCompanyRow,
  ResumeEducationRow,
  ResumeExpectationRow,
  ResumeExperienceRow,
  ResumeProjectRow,
  ResumeSkillsRow,
} from '../../db/types';
import { regionName } from '../regions/regions.service';

/** Today's calendar date in China (UTC+8), YYYY-MM-DD: ages and work years are counted on it. */
export function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function toExpectation(row: ResumeExpectationRow) {
  return {
    id: row.id,
    position: row.position,
    jobType: row.job_type,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    preference: row.preference,
    location: row.location,
    locationName: regionName(row.location),
    joinTime: row.join_time,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toExperience(row: ResumeExperienceRow) {
  return {
    id: row.id,
    jobTitle: row.job_title,
    industry: row.industry,
    startDate: row.start_date,
    endDate: row.end_date,
    content: row.content,
    city: row.city,
    cityName: regionName(row.city),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toProject(row: ResumeProjectRow) {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    description: row.description,
    performance: row.performance,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toEducation(row: ResumeEducationRow) {
  return {
    id: row.id,
    school: row.school,
    degree: row.degree,
    major: row.major,
    socialPractice: row.social_practice,
    description: row.description,
    graduationDate: row.graduation_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSkills(row: ResumeSkillsRow) {
  return {
    userId: row.user_id,
    professionalSkills: row.professional_skills,
    languages: row.languages,
    certificates: row.certificates,
    training: row.training,
    remark: row.remark,
    updatedAt: row.updated_at,
  };
}

export function toBlocked(row: ResumeBlockedCompanyRow) {
  return { id: row.id, companyName: row.company_name, createdAt: row.created_at };
}

/** The basic fields every reader sees (contact details are added per reader). */
export function basicFields(row: ResumeBasicRow, today: string) {
  const birthDate = row.birth_date ?? '';
  return {
    nickname: row.nickname ?? '',
    birthDate,
    age: ageOn(birthDate, today) ?? null,
    gender: row.gender!,
    jobStatus: row.job_status!,
    hobbies: row.hobbies,
    selfEvaluation: row.self_evaluation,
    otherSkills: row.other_skills,
    acceptOvertime: row.accept_overtime === 1,
    acceptTravel: row.accept_travel === 1,
  };
}

/** Whether the skills record says anything. */
export function skillsFilled(row: ResumeSkillsRow | undefined): boolean {
  if (!row) return false;
  return [row.professional_skills, row.languages, row.certificates, row.training, row.remark].some((v) => v !== '');
}

/** The highest degree among educations (null without any) and the education holding it. */
export function highestEducation(educations: ResumeEducationRow[]): ResumeEducationRow | null {
  let best: ResumeEducationRow | null = null;
  for (const row of educations) {
    if (!best || DEGREES.indexOf(row.degree) > DEGREES.indexOf(best.degree as Degree)) best = row;
  }
  return best;
}

/** Whole years since the earliest start of a work experience (0 without experience or in the future). */
export function workYears(experiences: ResumeExperienceRow[], today: string): number {
  if (!experiences.length) return 0;
  const first = experiences.reduce(
    (min, row) => (row.start_date < min ? row.start_date : min),
    experiences[0].start_date,
  );
  return Math.max(0, ageOn(first, today) ?? 0);
}
