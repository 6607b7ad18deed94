/**
 * A position as other domains show it in one line (an application's, a conversation's, a chat card's):
 * title, salary range and place. In its own small file so that chat and applications take it without the
 * positions module's schemas.
 */
import { z } from 'zod';
import { recordIdSchema } from './validation/numbers';

export const positionBriefSchema = z.object({
  id: recordIdSchema,
  title: z.string(),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
});
export type PositionBrief = z.infer<typeof positionBriefSchema>;
