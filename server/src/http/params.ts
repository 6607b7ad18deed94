/** Path parameters shared by every module's routes, and how every query string is read. */
import querystring from 'node:querystring';
import { recordIdText } from '@common/validation';
import { z } from 'zod';

/** An id in the path ('12'): a positive integer no larger than any stored id can be. */
export const idParam = recordIdText;

/** `/things/{id}`. */
export const idPath = z.object({ id: idParam });

/**
 * Every query string (Fastify's `querystringParser`): repeated keys become lists, and an empty value
 * (`?status=`, what forms send for "no filter") is the parameter left out. Without this `after=` was read as
 * 0 by z.coerce and `pageNum=` refused; the OpenAPI document says `allowEmptyValue` on optional parameters.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const parsed = querystring.parse(text) as Record<string, string | string[]>;
  for (const [key, value] of Object.entries(parsed)) if (value === '') delete parsed[key];
  return parsed;
}
