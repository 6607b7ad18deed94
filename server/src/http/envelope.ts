/**
 * The RuoYi response envelope the spec's client expects (architecture section 3): HTTP 200 with
 * `{ code, msg, data }`, lists as `{ code, msg, rows, total }`. Routes build bodies with `ok` / `page` /
 * `done` and declare them with the matching `*Schema` helpers, so the OpenAPI document shows the real shape.
 */
import { BODY_CODE, HTTP_STATUS } from '@common/errors';
import { z } from 'zod';

/** RuoYi answers a bare success with this msg; clients only show msg on failures or when a route sets it. */
export const OK_MSG = 'ok';

/** A success's body code: the literal 200, so the document tells a success from a refusal by `code`. */
type OkCode = typeof BODY_CODE.ok;

export interface OkBody<T> {
  code: OkCode;
  msg: string;
  data: T;
}

export interface PageBody<T> {
  code: OkCode;
  msg: string;
  rows: T[];
  total: number;
}

export interface DoneBody {
  code: OkCode;
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

const code = z.literal(BODY_CODE.ok).describe('200 on success; a refusal answers the Refusal envelope instead');
const msg = z.string();

export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ code, msg, data });
}

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ code, msg, rows: z.array(row), total: z.number().int().nonnegative() });
}

export const doneSchema = z.object({ code, msg });

/** Every body code a refusal can carry: HTTP 200 with 401, 403, 502 (or 500), or the transport status itself. */
const REFUSAL_CODES = [
  BODY_CODE.unauthorized,
  BODY_CODE.forbidden,
  BODY_CODE.refused,
  BODY_CODE.serverError,
  HTTP_STATUS.notFound,
  HTTP_STATUS.payloadTooLarge,
  HTTP_STATUS.unsupportedMediaType,
  HTTP_STATUS.tooManyRequests,
] as const;

/**
 * What every refusal answers (plugins/errors.ts `send`): HTTP 200 with a body code, or a transport status
 * such as 404 with the same code in the body. The OpenAPI document publishes it once, as the `Refusal`
 * component (plugins/openapi.ts), next to every operation's success.
 */
export const refusalSchema = z.object({
  code: z
    .literal(REFUSAL_CODES)
    .describe(
      '401 log in, 403 not allowed, 502 refused (show msg), 500 unexpected; 404/413/415/429 as the HTTP status',
    ),
  msg: z.string().describe("for the user, in the caller's language; never internals"),
  key: z
    .string()
    .describe('the message catalogue key of the refusal (common/messages.ts): clients branch on it, never on msg'),
});
