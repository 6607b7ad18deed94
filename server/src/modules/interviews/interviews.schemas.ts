/** Response shapes of the interview and record calls (they feed the OpenAPI document). */
import type { Interview, InterviewBrief, RecordRow } from '@common/applications';
import { INTERVIEW_METHODS, INTERVIEW_STATUSES } from '@common/constants';
import { z } from 'zod';

const id = z.number().int();
const time = z.string().describe('ISO 8601');

export const interviewBriefSchema = z.object({
  id,
  status: z.enum(INTERVIEW_STATUSES),
  method: z.enum(INTERVIEW_METHODS),
  time: time.describe('start, ISO 8601 UTC'),
});

export const interviewSchema = z.object({
  id,
  applicationId: id,
  status: z
    .enum(INTERVIEW_STATUSES)
    .describe(
      'invited, waiting (accepted), passed, failed, rejected (declined, expired unaccepted, or its application rejected)',
    ),
  method: z.enum(INTERVIEW_METHODS),
  time: time.describe('start, ISO 8601 UTC'),
  address: z.string().describe("offline: where; '' otherwise"),
  link: z.string().describe("online: the meeting link; '' otherwise"),
  contact: z.string().describe("contact phone ('' when none)"),
  note: z.string(),
  positionId: id,
  positionTitle: z.string(),
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  seekerId: id,
  seekerName: z.string(),
  createdAt: time,
  updatedAt: time,
});

export const recordSchema = interviewSchema.extend({
  kind: z.enum(['interview', 'offer']).describe("type 1 rows are 'interview', type 2 rows 'offer'"),
});

export const interviewStateSchema = z.object({ id, status: z.enum(INTERVIEW_STATUSES) });

// The answered shapes and the shared TypeScript types agree (compile-time checks).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const matches: [
  Same<z.infer<typeof interviewSchema>, Interview>,
  Same<z.infer<typeof interviewBriefSchema>, InterviewBrief>,
  Same<z.infer<typeof recordSchema>, RecordRow>,
] = [true, true, true];
void matches;
