/** Database rows of the resume -> the camelCase objects the API answers, and request bodies -> columns. */
import { DEGREES, type Degree } from '@common/constants';
import {
  ageOn,
  type EducationBody,
  type ExpectationBody,
  type ExperienceBody,
  type ProjectBody,
  type ResumeBasicBody,
  type SkillsBody,
} from '@common/resume';
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
import { categoryName } from '../taxonomy/taxonomy.service';

export function toExpectation(row: ResumeExpectationRow) {
  return {
    id: row.id,
    position: row.position,
    categoryCodes: row.category_codes ? row.category_codes.split(',') : [],
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

// ---- Request bodies -> columns (optional texts are stored as '', optional dates as null) ------------------

/** The whole basic record (`PUT resume/basic` writes every field). */
export function basicColumns(body: ResumeBasicBody) {
  return {
    nickname: body.nickname,
    wechat: body.wechat ?? '',
    email: body.email ?? '',
    birth_date: body.birthDate,
    gender: body.gender,
    job_status: body.jobStatus,
    hobbies: body.hobbies ?? '',
    self_evaluation: body.selfEvaluation ?? '',
    other_skills: body.otherSkills ?? '',
    accept_overtime: body.acceptOvertime ? 1 : 0,
    accept_travel: body.acceptTravel ? 1 : 0,
  };
}

export function skillsColumns(body: SkillsBody) {
  return {
    professional_skills: body.professionalSkills ?? '',
    languages: body.languages ?? '',
    certificates: body.certificates ?? '',
    training: body.training ?? '',
    remark: body.remark ?? '',
  };
}

/** `categoryCodes`: the body's, checked (taxonomy `checkExpectationCategories`). */
export function expectationColumns(body: ExpectationBody, categoryCodes: string[]) {
  return {
    // Text for older clients and the resume's readers: the names of the categories picked; an older client's
    // free text when it sent none (matched to `categoryCodes` by name where it could be).
    position: body.categoryCodes?.length ? categoryCodes.map(categoryName).join('、') : (body.position ?? ''),
    category_codes: categoryCodes.join(','),
    job_type: body.jobType,
    salary_min: body.salaryMin,
    salary_max: body.salaryMax,
    preference: body.preference ?? '',
    location: body.location,
    join_time: body.joinTime || null,
  };
}

export function experienceColumns(body: ExperienceBody) {
  return {
    job_title: body.jobTitle,
    industry: body.industry,
    start_date: body.startDate,
    end_date: body.endDate || null,
    content: body.content,
    city: body.city,
  };
}

export function projectColumns(body: ProjectBody) {
  return {
    name: body.name,
    role: body.role,
    description: body.description,
    performance: body.performance ?? '',
  };
}

export function educationColumns(body: EducationBody) {
  return {
    school: body.school,
    degree: body.degree,
    major: body.major,
    social_practice: body.socialPractice ?? '',
    description: body.description ?? '',
    graduation_date: body.graduationDate,
  };
}
