/**
 * Logger options (pino through Fastify). Secrets never reach the log: headers and body fields by path, and
 * query strings by name, because the spec's GET login calls carry the password and SMS code in the URL.
 */
import type { FastifyLoggerOptions, FastifyRequest, RawServerDefault } from 'fastify';
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

/** `/api/app/loginByPwd?phone=1&password=x` -> `/api/app/loginByPwd?phone=1&password=[Redacted]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAM, '$1[Redacted]') : url;
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
