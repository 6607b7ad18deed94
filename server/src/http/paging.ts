/**
 * pageNum / pageSize query parameters of every list (RuoYi names). pageSize defaults to 10 and is capped
 * at 50; pageNum is capped too, because a deep OFFSET scans every skipped row and better-sqlite3 would
 * block the whole process meanwhile (architecture section 1: make slow queries impossible).
 */
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@common/constants';
import { MSG } from '@common/messages';
import { z } from 'zod';

export const MAX_PAGE_NUM = 500;

export const pageQuery = z.object({
  pageNum: z.coerce
    .number({ error: MSG.validation.integer })
    .int({ error: MSG.validation.integer })
    .min(1, { error: MSG.validation.numberMin })
    .max(MAX_PAGE_NUM, { error: MSG.validation.numberMax })
    .default(1)
    .describe(`1-based page number, at most ${MAX_PAGE_NUM}`),
  pageSize: z.coerce
    .number({ error: MSG.validation.integer })
    .int({ error: MSG.validation.integer })
    .min(1, { error: MSG.validation.numberMin })
    // Larger requests are served the largest page rather than refused: clients ask for "all" this way.
    // overwrite (not transform) keeps the schema representable in the OpenAPI document.
    .overwrite((n) => Math.min(n, MAX_PAGE_SIZE))
    .default(PAGE_SIZE)
    .describe(`rows per page, default ${PAGE_SIZE}; larger values are served as ${MAX_PAGE_SIZE}`),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** LIMIT / OFFSET for a page. */
export function pageWindow({ pageNum, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}
