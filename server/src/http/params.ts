/** How every query string is read. (Path parameter schemas are part of the descriptors: common/validation/paging.ts.) */
import querystring from 'node:querystring';

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
