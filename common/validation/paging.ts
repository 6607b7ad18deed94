/**
 * What every list call and every `/things/:id` call reads: pageNum / pageSize (RuoYi names) and a record id
 * in the path. pageSize defaults to 10 and is capped at 50; pageNum is capped too, because a deep OFFSET
 * scans every skipped row and better-sqlite3 would block the whole server meanwhile (architecture section 1:
 * make slow queries impossible).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { recordIdText } from './numbers';

export const MAX_PAGE_NUM = 500;

/** pageNum and pageSize over a number schema: read from text (a query string) or as JSON numbers (a body). */
function pageFields(number: () => z.ZodNumber | z.ZodCoercedNumber) {
  return {
    pageNum: number()
      .int({ error: MSG.validation.integer })
      .min(1, { error: MSG.validation.numberMin })
      .max(MAX_PAGE_NUM, { error: MSG.validation.numberMax })
      .default(1)
      .describe(`1-based page number, at most ${MAX_PAGE_NUM}`),
    pageSize: number()
      .int({ error: MSG.validation.integer })
      .min(1, { error: MSG.validation.numberMin })
      // Larger requests are served the largest page rather than refused: clients ask for "all" this way.
      // overwrite (not transform) keeps the schema representable in the OpenAPI document.
      .overwrite((n) => Math.min(n, MAX_PAGE_SIZE))
      .default(PAGE_SIZE)
      .describe(`rows per page, default ${PAGE_SIZE}; larger values are served as ${MAX_PAGE_SIZE}`),
  };
}

export const pageQuery = z.object(pageFields(() => z.coerce.number({ error: MSG.validation.integer })));

/** The same fields in a JSON body, where numbers are numbers (coercing would take `true` for 1). */
export const pageBody = z.object(pageFields(() => z.number({ error: MSG.validation.integer })));

export type PageQuery = z.infer<typeof pageQuery>;

/** An id in the path ('12'): a positive integer no larger than any stored id can be. */
export const idParam = recordIdText;

/** `/things/:id`. */
export const idPath = z.object({ id: idParam });
