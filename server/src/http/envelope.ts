/**
 * The RuoYi response envelope the spec's client expects (architecture section 3): HTTP 200 with
 * `{ code, msg, data }`, lists as `{ code, msg, rows, total }`. Routes build bodies with `ok` / `page` /
 * `done` and declare them with the matching `*Schema` helpers, so the OpenAPI document shows the real shape.
 */
import { BODY_CODE } from '@common/errors';
import { z } from 'zod';

/** RuoYi answers a bare success with this msg; clients only show msg on failures or when a route sets it. */
export const OK_MSG = 'ok';

export interface OkBody<T> {
  code: number;
  msg: string;
  data: T;
}

export interface PageBody<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

export interface DoneBody {
  code: number;
  msg: string;
}

/** Success with data. Pass a translated `msg` (`t(request.locale, MSG...)`) when the app should toast it. */
export function ok<T>(data: T, msg: string = OK_MSG): OkBody<T> {
  return { code: BODY_CODE.ok, msg, data };
}

/** One page of a list. */
export function page<T>(rows: T[], total: number, msg: string = OK_MSG): PageBody<T> {
  return { code: BODY_CODE.ok, msg, rows, total };
}

/** Success without data (writes, deletes). */
export function done(msg: string = OK_MSG): DoneBody {
  return { code: BODY_CODE.ok, msg };
}

const code = z.number().int().describe('200 on success; see the error envelope for others');
const msg = z.string();

export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ code, msg, data });
}

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ code, msg, rows: z.array(row), total: z.number().int().nonnegative() });
}

export const doneSchema = z.object({ code, msg });

/** What every failure answers (HTTP 200 with a body code, or a transport status such as 404). */
export const errorSchema = z.object({
  code,
  msg,
  key: z
    .string()
    .optional()
    .describe('the message catalogue key of the refusal (common/messages.ts): clients branch on it, never on msg'),
});
