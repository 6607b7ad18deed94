/**
 * 从文件填写简历: each part of a `ResumeProposal` (common/resume-files.ts) turned into the body of the online
 * resume's own save call (common/resume.ts), with the required fields it still lacks. Pure: the review screen
 * shows the cards and saves an accepted one; nothing here calls anything.
 *
 * - basic: merged into the existing basic record (GET resume/basic): a field the proposal lacks keeps its
 *   value (never blanked); jobStatus, hobbies, otherSkills and the switches always stay.
 * - an education: `createEducation` (the form has no start date: it is dropped).
 * - an experience: `createExperience`; the form has no company field, so `公司：<company>` becomes the first line
 *   of the content; industry and city (a region code) are never in a file, so the card opens the form instead.
 * - a project: `createProject`.
 * - skills: merged into the existing skills record: an empty field takes the proposal, a filled one keeps its
 *   text and gets the proposal's appended on a new line unless it already holds it.
 */
import {
  educationSchema,
  experienceSchema,
  projectSchema,
  RESUME_CERTIFICATES_MAX,
  RESUME_DESCRIPTION_MAX,
  RESUME_EMAIL_MAX,
  RESUME_NAME_MAX,
  RESUME_NICKNAME_MAX,
  RESUME_SELF_EVALUATION_MAX,
  RESUME_SHORT_TEXT_MAX,
  RESUME_WECHAT_MAX,
  resumeBasicSchema,
  skillsSchema,
  type EducationBody,
  type ExperienceBody,
  type ProjectBody,
  type ResumeBasicBody,
  type ResumeBasicRow,
  type SkillsBody,
  type SkillsRow,
} from '@common/resume';
import type { ResumeProposal } from '@common/resume-files';
import type { z } from 'zod';

export type ReviewSection = 'basic' | 'education' | 'experience' | 'project' | 'skills';

/** One card of the review: what was found (field → text), the body to save, what the save still needs. */
export interface ReviewPart<B = Record<string, unknown>> {
  /** Stable within one proposal: basic, education-0, experience-1, project-0, skills. */
  key: string;
  section: ReviewSection;
  /** Fields read from the file, in form order: [field name, value] (the screen labels them). */
  found: Array<[string, string]>;
  /** The save call's body (or, when `missing` is not empty, what the form opens with). */
  body: B;
  /** Required fields of the save call that are missing or invalid (field names of the body). */
  missing: string[];
}

type Proposal = ResumeProposal;

const clip = (value: string, max: number) => value.trim().slice(0, max);

function missingOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  const names: string[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

const foundOf = (values: Record<string, string>): Array<[string, string]> =>
  Object.entries(values).filter(([, value]) => value.trim() !== '');

// ---- basic ----------------------------------------------------------------------------------------------

/** The body of `saveBasic` an existing record stands for (what PUT would write back unchanged). */
export function basicBodyOf(row: ResumeBasicRow | null | undefined): Partial<ResumeBasicBody> {
  if (!row) return {};
  return {
    nickname: row.nickname,
    wechat: row.wechat,
    email: row.email,
    birthDate: row.birthDate,
    gender: row.gender,
    jobStatus: row.jobStatus,
    hobbies: row.hobbies,
    selfEvaluation: row.selfEvaluation,
    otherSkills: row.otherSkills,
    acceptOvertime: row.acceptOvertime,
    acceptTravel: row.acceptTravel,
  };
}

export function mapBasic(proposal: Proposal['basic'], existing: ResumeBasicRow | null | undefined): ReviewPart {
  const body: Record<string, unknown> = { ...basicBodyOf(existing) };
  const take = (name: keyof ResumeBasicBody, value: string, max: number) => {
    if (value.trim()) body[name] = clip(value, max);
  };
  take('nickname', proposal.name, RESUME_NICKNAME_MAX);
  if (proposal.gender) body.gender = proposal.gender;
  if (proposal.birthDate) body.birthDate = proposal.birthDate;
  take('email', proposal.email, RESUME_EMAIL_MAX);
  take('wechat', proposal.wechat, RESUME_WECHAT_MAX);
  take('selfEvaluation', proposal.selfEvaluation, RESUME_SELF_EVALUATION_MAX);
  return {
    key: 'basic',
    section: 'basic',
    found: foundOf({
      nickname: proposal.name,
      gender: proposal.gender,
      birthDate: proposal.birthDate,
      phone: proposal.phone,
      email: proposal.email,
      wechat: proposal.wechat,
      city: proposal.city,
      selfEvaluation: proposal.selfEvaluation,
    }),
    body,
    missing: missingOf(resumeBasicSchema, body),
  };
}

// ---- educations, experiences, projects --------------------------------------------------------------------

export function mapEducation(education: Proposal['educations'][number], index: number): ReviewPart {
  const body: Partial<EducationBody> & Record<string, unknown> = {
    school: clip(education.school, RESUME_NAME_MAX),
    degree: education.degree || undefined,
    major: clip(education.major, RESUME_NAME_MAX),
    graduationDate: education.graduationDate,
    socialPractice: '',
    description: '',
  };
  if (!body.degree) delete body.degree;
  return {
    key: `education-${index}`,
    section: 'education',
    found: foundOf({
      school: education.school,
      degree: education.degree,
      major: education.major,
      startDate: education.startDate,
      graduationDate: education.graduationDate,
    }),
    body,
    missing: missingOf(educationSchema, body),
  };
}

/** The content with `公司：<company>` as its first line (the form has no company field). */
export function experienceContent(company: string, content: string): string {
  const lines = [company.trim() ? `公司：${company.trim()}` : '', content.trim()].filter(Boolean);
  return lines.join('\n').slice(0, RESUME_DESCRIPTION_MAX);
}

export function mapExperience(experience: Proposal['experiences'][number], index: number): ReviewPart {
  const body: Partial<ExperienceBody> & Record<string, unknown> = {
    jobTitle: clip(experience.jobTitle, RESUME_NAME_MAX),
    industry: '',
    city: '',
    startDate: experience.startDate,
    endDate: experience.endDate,
    content: experienceContent(experience.company, experience.content),
  };
  return {
    key: `experience-${index}`,
    section: 'experience',
    found: foundOf({
      company: experience.company,
      jobTitle: experience.jobTitle,
      startDate: experience.startDate,
      endDate: experience.endDate,
      content: experience.content,
    }),
    body,
    missing: missingOf(experienceSchema, body),
  };
}

export function mapProject(project: Proposal['projects'][number], index: number): ReviewPart {
  const body: ProjectBody = {
    name: clip(project.name, RESUME_NAME_MAX),
    role: clip(project.role, RESUME_NAME_MAX),
    description: clip(project.description, RESUME_DESCRIPTION_MAX),
    performance: clip(project.performance, RESUME_DESCRIPTION_MAX),
  };
  return {
    key: `project-${index}`,
    section: 'project',
    found: foundOf({ ...project }),
    body,
    missing: missingOf(projectSchema, body),
  };
}

// ---- skills ---------------------------------------------------------------------------------------------

const SKILL_MAX = {
  professionalSkills: RESUME_DESCRIPTION_MAX,
  languages: RESUME_SHORT_TEXT_MAX,
  certificates: RESUME_CERTIFICATES_MAX,
} as const;

function appended(existing: string, found: string, max: number): string {
  const old = existing.trim();
  const add = found.trim();
  if (!add || old.includes(add)) return old;
  if (!old) return add.slice(0, max);
  return `${old}\n${add}`.slice(0, max);
}

export function mapSkills(proposal: Proposal['skills'], existing: SkillsRow | null | undefined): ReviewPart {
  const body: SkillsBody = {
    professionalSkills: appended(
      existing?.professionalSkills ?? '',
      proposal.professionalSkills,
      SKILL_MAX.professionalSkills,
    ),
    languages: appended(existing?.languages ?? '', proposal.languages, SKILL_MAX.languages),
    certificates: appended(existing?.certificates ?? '', proposal.certificates, SKILL_MAX.certificates),
    training: existing?.training ?? '',
    remark: existing?.remark ?? '',
  };
  return {
    key: 'skills',
    section: 'skills',
    found: foundOf({ ...proposal }),
    body,
    missing: missingOf(skillsSchema, body),
  };
}

// ---- the whole proposal --------------------------------------------------------------------------------

/**
 * The cards of a proposal, in the resume's order: 基本信息, each 教育经历, each 工作经历, each 项目经历, 专业技能;
 * a part with nothing found has no card. Empty when nothing at all was found.
 */
export function reviewParts(
  proposal: Proposal,
  existing: { basic?: ResumeBasicRow | null; skills?: SkillsRow | null } = {},
): ReviewPart[] {
  const parts: ReviewPart[] = [];
  const basic = mapBasic(proposal.basic, existing.basic);
  if (basic.found.length) parts.push(basic);
  proposal.educations.forEach((education, index) => {
    const part = mapEducation(education, index);
    if (part.found.length) parts.push(part);
  });
  proposal.experiences.forEach((experience, index) => {
    const part = mapExperience(experience, index);
    if (part.found.length) parts.push(part);
  });
  proposal.projects.forEach((project, index) => {
    const part = mapProject(project, index);
    if (part.found.length) parts.push(part);
  });
  const skills = mapSkills(proposal.skills, existing.skills);
  if (skills.found.length) parts.push(skills);
  return parts;
}
