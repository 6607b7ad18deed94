/**
 * Taxonomies (server module `taxonomy`): the job category tree (职能, three levels) and the industry tree of
 * GB/T 4754-2017, as the calls answer them, and the code schemas positions and expectations carry. The data
 * itself is in ./taxonomy/ (categories.data.ts, industries.data.ts), imported by the server only; the app
 * fetches the trees and runs ./taxonomy/tree's lookups on them (src/services/taxonomy.ts).
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG } from './messages';
import type { TaxonomyNode } from './taxonomy/tree';
import { typeError } from './validation';

export type { TaxonomyNode };

/** At most this many categories on one expectation. */
export const EXPECTATION_CATEGORIES_MAX = 3;

/** A job category code: six digits (level 1 `XX0000`, level 2 `XXYY00`, level 3 `XXYYZZ`). */
export const categoryCodeSchema = z
  .string({ error: typeError(MSG.taxonomy.unknownCategory) })
  .trim()
  .regex(/^\d{6}$/, { error: MSG.taxonomy.unknownCategory });

/** An industry code of GB/T 4754-2017: a division, two digits 01-97 (a section letter is for filters). */
export const industryCodeSchema = z
  .string({ error: typeError(MSG.taxonomy.unknownIndustry) })
  .trim()
  .regex(/^\d{2}$/, { error: MSG.taxonomy.unknownIndustry });

/** A filter's industry: a division or a section letter (A-T). */
export const industryFilterSchema = z
  .string({ error: typeError(MSG.taxonomy.unknownIndustry) })
  .trim()
  .regex(/^(\d{2}|[A-T])$/, { error: MSG.taxonomy.unknownIndustry });

/** A node of a taxonomy tree; recursive, so it carries an id (see regionNodeSchema). */
export const taxonomyNodeSchema: z.ZodType<TaxonomyNode> = z
  .lazy(() =>
    z.object({
      code: z.string(),
      name: z.string().describe('Chinese name'),
      nameEn: z.string().describe('English name'),
      aliases: z.array(z.string()).optional().describe('everyday words for it, searched like its names'),
      children: z.array(taxonomyNodeSchema).optional(),
    }),
  )
  .meta({ id: 'TaxonomyNode' });

export const taxonomyTreeSchema = z.array(taxonomyNodeSchema);

// ---- Calls (common/call.ts): public, the same for everybody, cached by clients --------------------------

export const taxonomyCalls = /* @__PURE__ */ defineCalls('taxonomy', () => ({
  categories: {
    method: 'GET',
    path: '/categories',
    access: 'public',
    answer: 'data',
    response: taxonomyTreeSchema,
    summary: 'Job categories (职能): about 20 groups, their second level and some 440 third-level categories',
    description:
      'Codes are six digits: level 1 XX0000, level 2 XXYY00, level 3 XXYYZZ; stable (never renumbered). Positions carry a third-level code (categoryCode), expectations one to three codes of any level (categoryCodes). The same for every caller: Cache-Control public, a day.',
  },
  industries: {
    method: 'GET',
    path: '/industries',
    access: 'public',
    answer: 'data',
    response: taxonomyTreeSchema,
    summary: 'Industries of GB/T 4754-2017: the 20 sections (A-T) and their 97 divisions (01-97)',
    description:
      "A position carries a division (industryCode, two digits); GET positions?industryCode= takes a division or a section. Names are the standard's, aliases the everyday words people search for. Cache-control public, a day.",
  },
}));
