/**
 * Logger options (pino through Fastify). Secrets never reach the log: headers and body fields by path, and
 * query strings by name, because the spec's GET login calls carry the password and SMS code in the URL;
 * phone numbers in query strings are masked.
 */
import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';

/** Field names whose values are secrets wherever they appear. */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'code',
  'captcha',
  'authCode',
  'js_code',
  'secret',
  'token',
  'authorization',
];

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/**
 * A mainland mobile number standing alone (not inside a longer run of digits; after 86 or +86 too, also
 * percent-encoded): the first 3 and last 4 digits stay so support can still match a complaint to its request.
 */
const MOBILE = /(?<=^|[^0-9]|%[0-9a-f]{2})((?:(?:\+|%2B)?86)?1[3-9][0-9])[0-9]{4}([0-9]{4})(?![0-9])/gi;

/**
 * `/api/app/loginByPwd?phone=13812345678&password=x` -> `/api/app/loginByPwd?phone=138****5678&password=[Redacted]`.
 * Only the query string changes (phones reach the log from GET forms, under any parameter name).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url.slice(start).replace(SECRET_PARAM, '$1[Redacted]').replace(MOBILE, '$1****$2');
  return url.slice(0, start) + query;
}

export function loggerOptions(level: string): FastifyLoggerOptions<RawServerDefault> & PinoLoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/**
 * One line per request, when its answer has gone: method, URL (redacted), host, address, status and
 * milliseconds. Fastify's default is two lines (incoming, completed), the second without the URL, so the
 * pair repeated the request id and cost twice the bytes; errors keep Fastify's own lines.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}
