/** Response shapes of the application calls (they feed the OpenAPI document). */
import type {
  ApplicationCounts,
  ApplicationDetail,
  MyApplicationRow,
  ReceivedApplicationRow,
} from '@common/applications';
import { APPLICATION_STATUSES, DEGREES, GENDERS } from '@common/constants';
import { z } from 'zod';
import { interviewBriefSchema, interviewSchema } from '../interviews/interviews.schemas';
import { resumeDetailSchema } from '../resume/resume.schemas';

const id = z.number().int();
const time = z.string().describe('ISO 8601');

const baseFields = {
  id,
  status: z.enum(APPLICATION_STATUSES),
  reason: z
    .string()
    .nullable()
    .describe("rejected: the recruiter's reason, or the automatic close reason in the caller's language"),
  autoClosed: z.boolean().describe('rejected automatically after APPLICATION_CLOSE_DAYS without a reply'),
  noReplyYet: z.boolean().describe('delivered, no interview yet, older than APPLICATION_NO_REPLY_DAYS'),
  positionId: id,
  positionTitle: z.string(),
  createdAt: time,
  updatedAt: time,
  interview: interviewBriefSchema.nullable().describe('the latest interview'),
};

/** A row of `GET applications/mine`. */
export const myApplicationSchema = z.object({
  ...baseFields,
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  regionName: z.string().describe('e.g. 杭州·西湖区'),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
});

/** A row of `GET applications/received`. */
export const receivedApplicationSchema = z.object({
  ...baseFields,
  seekerId: id,
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  highestDegree: z.enum(DEGREES).nullable(),
  workYears: z.number().int(),
});

export const applicationCountsSchema = z.object({
  delivered: z.number().int(),
  passed: z.number().int(),
  rejected: z.number().int(),
  all: z.number().int(),
});

/** `GET applications/{id}`. */
export const applicationDetailSchema = receivedApplicationSchema.extend({
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  position: z.object({
    id,
    title: z.string(),
    salaryMin: z.number().int(),
    salaryMax: z.number().int(),
    regionName: z.string(),
  }),
  resume: resumeDetailSchema
    .nullable()
    .describe('the recruiter: the resume as GET resumes/{seekerId} answers it, contacts unmasked; the seeker: null'),
  interviews: z.array(interviewSchema).describe('every interview of the application, newest first'),
  viewer: z.enum(['recruiter', 'seeker']),
});

export const applicationStateSchema = z.object({ id, status: z.enum(APPLICATION_STATUSES) });

// The answered shapes and the shared TypeScript types agree (compile-time checks).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const matches: [
  Same<z.infer<typeof myApplicationSchema>, MyApplicationRow>,
  Same<z.infer<typeof receivedApplicationSchema>, ReceivedApplicationRow>,
  Same<z.infer<typeof applicationCountsSchema>, ApplicationCounts>,
  Same<
    Omit<z.infer<typeof applicationDetailSchema>, 'resume'>,
    Omit<ApplicationDetail<z.infer<typeof resumeDetailSchema>>, 'resume'>
  >,
] = [true, true, true, true];
void matches;
