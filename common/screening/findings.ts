/**
 * What the screening of a position's texts found (issue 33, part 2), as the review queue answers it: light
 * enough for common/positions.ts (the engine and its words are ./screen.ts and ./rules.data.ts, which only
 * the server, the position form and the review page load).
 */
import { z } from 'zod';

export const SCREENING_CATEGORIES = ['discrimination', 'fee', 'scam', 'contact'] as const;
export type ScreeningCategory = (typeof SCREENING_CATEGORIES)[number];

/** `refuse`: a clear violation, refused on save; `review`: doubtful, saved and shown to the operator. */
export const SCREENING_VERDICTS = ['refuse', 'review'] as const;
export type ScreeningVerdict = (typeof SCREENING_VERDICTS)[number];

/** The position fields screened, by their names in the position body (a refusal names one). */
export const SCREENED_FIELDS = ['title', 'responsibilities', 'requirements', 'conditions', 'workingHours'] as const;
export type ScreenedField = (typeof SCREENED_FIELDS)[number];

export const screeningFindingSchema = z.object({
  field: z.string().describe('the position field (title, responsibilities, requirements, conditions, workingHours)'),
  rule: z.string().describe('the rule id of common/screening/rules.data.ts'),
  category: z.enum(SCREENING_CATEGORIES),
  verdict: z.enum(SCREENING_VERDICTS),
  words: z.array(z.string()).describe('the words as written in the field, to highlight'),
});
export type ScreeningFinding = z.infer<typeof screeningFindingSchema>;
