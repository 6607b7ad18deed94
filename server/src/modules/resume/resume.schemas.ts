/** Response shapes of the resume calls (they feed the OpenAPI document). */
import { DEGREES, GENDERS, JOB_STATUSES, JOB_TYPES } from '@common/constants';
import { RECORD_ID_MAX, RESUME_SECTIONS } from '@common/resume';
import { MSG } from '@common/messages';
import { z } from 'zod';

const id = z.number().int();
const time = z.string().describe('ISO 8601');
const date = z.string().describe('YYYY-MM-DD');

/** An id in the path or the query ('12'). */
export const idParam = z.coerce
  .number({ error: MSG.validation.integer })
  .int({ error: MSG.validation.integer })
  .min(1, { error: MSG.validation.numberMin })
  .max(RECORD_ID_MAX, { error: MSG.validation.numberMax });

export const idOnlySchema = z.object({ id });

const basicCommon = {
  nickname: z.string(),
  age: z.number().int().nullable().describe('whole years on the China calendar day'),
  gender: z.enum(GENDERS),
  jobStatus: z.enum(JOB_STATUSES),
  hobbies: z.string(),
  selfEvaluation: z.string(),
  otherSkills: z.string(),
  acceptOvertime: z.boolean(),
  acceptTravel: z.boolean(),
};

export const basicSchema = z.object({
  userId: id.describe('the seeker (one basic record per user)'),
  ...basicCommon,
  birthDate: date,
  wechat: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe("the account's phone, masked 138****5678"),
  updatedAt: time,
});

export const expectationSchema = z.object({
  id,
  position: z.string(),
  jobType: z.enum(JOB_TYPES),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  preference: z.string(),
  location: z.string().describe('6-digit region code'),
  locationName: z.string().describe('杭州·西湖区'),
  joinTime: date.nullable().describe('null: any time'),
  createdAt: time,
  updatedAt: time,
});

export const experienceSchema = z.object({
  id,
  jobTitle: z.string(),
  industry: z.string(),
  startDate: date,
  endDate: date.nullable().describe('null: up to now (至今)'),
  content: z.string(),
  city: z.string().describe('6-digit region code'),
  cityName: z.string(),
  createdAt: time,
  updatedAt: time,
});

export const projectSchema = z.object({
  id,
  name: z.string(),
  role: z.string(),
  description: z.string(),
  performance: z.string(),
  createdAt: time,
  updatedAt: time,
});

export const educationSchema = z.object({
  id,
  school: z.string(),
  degree: z.enum(DEGREES),
  major: z.string(),
  socialPractice: z.string(),
  description: z.string(),
  graduationDate: date,
  createdAt: time,
  updatedAt: time,
});

export const skillsSchema = z.object({
  userId: id,
  professionalSkills: z.string(),
  languages: z.string(),
  certificates: z.string(),
  training: z.string(),
  remark: z.string(),
  updatedAt: time,
});

export const blockedSchema = z.object({ id, companyName: z.string(), createdAt: time });

export const resumeSchema = z.object({
  userId: id,
  basic: basicSchema.nullable().describe('null until PUT resume/basic'),
  expectations: z.array(expectationSchema).describe('creation order; at most 3'),
  experiences: z.array(experienceSchema).describe('newest start first'),
  projects: z.array(projectSchema).describe('newest first'),
  educations: z.array(educationSchema).describe('latest graduation first'),
  skills: skillsSchema.nullable(),
  hidden: z.boolean().describe("true: out of the recruiters' list"),
  blockedCount: z.number().int(),
  completeness: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('percent; weights basic 30, expectations 20, experiences 15, educations 15, projects 10, skills 10'),
  missing: z.array(z.enum(RESUME_SECTIONS)).describe('sections still empty, in page order'),
  updatedAt: time.nullable().describe('last change to any section; null before the first'),
});

/** Same shape as the rows of `GET positions`. */
export const positionSummarySchema = z.object({
  id,
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  updatedAt: z.string().describe('ISO 8601; last edit or refresh'),
});

const expectationBrief = expectationSchema.pick({
  id: true,
  position: true,
  jobType: true,
  salaryMin: true,
  salaryMax: true,
  location: true,
  locationName: true,
});

export const resumeSummarySchema = z.object({
  seekerId: id,
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
  jobStatus: z.enum(JOB_STATUSES),
  highestDegree: z.enum(DEGREES).nullable(),
  school: z.string().nullable().describe('of the highest degree'),
  major: z.string().nullable(),
  workYears: z.number().int().describe('whole years since the first job started'),
  lastJob: z.object({ jobTitle: z.string(), industry: z.string() }).nullable().describe('latest start'),
  expectations: z.array(expectationBrief),
  updatedAt: time,
});

export const resumeDetailSchema = z.object({
  seekerId: id,
  avatar: z.string().nullable(),
  basic: z.object(basicCommon),
  contact: z.object({
    visible: z
      .boolean()
      .describe('false: masked until the seeker applies to or accepts an interview from your company'),
    phone: z.string().describe('138****5678 while masked'),
    wechat: z.string().describe("wx**** while masked; '' when none"),
    email: z.string().describe("a***@example.com while masked; '' when none"),
  }),
  highestDegree: z.enum(DEGREES).nullable(),
  workYears: z.number().int(),
  expectations: z.array(expectationSchema),
  experiences: z.array(experienceSchema),
  projects: z.array(projectSchema),
  educations: z.array(educationSchema),
  skills: skillsSchema.nullable(),
  updatedAt: time,
});
