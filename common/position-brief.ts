/**
 * A position as other domains show it in one line (an application's, a conversation's, a chat card's):
 * title, salary range and place. In its own small file so that chat and applications take it without the
 * positions module's schemas.
 */
import { z } from 'zod';
import { SALARY_UNITS } from './constants';
import { recordIdSchema } from './validation/numbers';

export const positionBriefSchema = z.object({
  id: recordIdSchema,
  title: z.string(),
  salaryMin: z.number().int().describe('yuan per salaryUnit; 0 when negotiable'),
  salaryMax: z.number().int().describe('yuan per salaryUnit; 0 when negotiable'),
  /** Optional: briefs stored before issue 30 (chat cards) carry none and read as monthly, 12 months. */
  salaryUnit: z.enum(SALARY_UNITS).optional(),
  salaryMonths: z.number().int().optional(),
  negotiable: z.boolean().optional(),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
});
export type PositionBrief = z.infer<typeof positionBriefSchema>;
