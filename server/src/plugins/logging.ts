/**
 * Logger options (pino through Fastify). Secrets never reach the log: headers and body fields by path, and
 * query strings by name, because the spec's GET login calls carry the password and SMS code in the URL;
 * phone numbers in query strings are masked. Every finished line then passes `redactLine`, so what a path
 * misses (an `access_token` in a URL, a token-named header someone logged, an ID or bank card number in a
 * database error's detail) is still masked before it is written.
 */
import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';

/** Field names whose values are secrets wherever they appear (pino's redaction paths). */
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
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'sign',
  'signature',
  'ticket',
];

/**
 * The words that make a name (query parameter, header, JSON field) a secret's, whatever comes before them:
 * `access_token`, `X-Auth-Token`, `apiKey`, `client_secret`, `X-Amz-Signature`, `jsapi_ticket`, `sig`.
 */
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'sign',
  'signature',
  'sig',
  'key',
  'ticket',
  'code',
  'captcha',
  'otp',
  'auth',
  'authorization',
  'cookie',
  'session',
  'credential',
  'credentials',
  'jsessionid',
]);
/** `…Code` names that are not one-time codes (an error's statusCode, a postal code): kept readable. */
const PLAIN_CODES = new Set(['status', 'body', 'err', 'error', 'exit', 'http', 'zip', 'post', 'postal', 'area']);

/** Whether a parameter, header or field of this name holds a secret (`keyword` does not; `apiKey` does). */
export function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape: judge the name as written.
  }
  const words = decoded
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  return words.some((word, i) => SECRET_WORDS.has(word) && !(word === 'code' && PLAIN_CODES.has(words[i - 1] ?? '')));
}

/** `?name=value` / `&name=value` wherever it appears (a URL, a message quoting one); the value ends at `&#"\` or space. */
const QUERY_PARAM = /([?&;])([^=&#?;\s"\\]{1,64})=([^&#\s"\\]*)/g;

/**
 * A mainland mobile number standing alone (not inside a longer run of digits; after 86 or +86 too, also
 * percent-encoded): the first 3 and last 4 digits stay so support can still match a complaint to its request.
 */
const MOBILE = /(?<=^|[^0-9]|%[0-9a-f]{2})((?:(?:\+|%2B)?86)?1[3-9][0-9])[0-9]{4}([0-9]{4})(?![0-9])/gi;

/**
 * A run of digits long enough to be an ID number (15 or 18, the last may be X), a bank card number (15-19)
 * or anything like them: plain, or in groups of 3+ digits split by a space, `-`, `+` or `%20` as people
 * write card numbers. Not inside a longer run of digits, but right after a percent escape (`%20`) too.
 * `maskLongNumbers` keeps only those of 15 digits or more.
 */
const DIGIT_RUN =
  /(?:(?<=%[0-9a-f]{2})|(?<![0-9%]|%[0-9a-f]))[0-9]{3,}(?:(?:[ +-]|%20)[0-9]{3,})*(?:[x](?![0-9a-z]))?/gi;
const LONG_NUMBER_DIGITS = 15;

/** Masks every digit of a long number but its first 3 and last 4 (as a phone's), keeping the separators. */
export function maskLongNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/%20/g, ' ').replace(/[^0-9x]/gi, '').length;
    if (digits < LONG_NUMBER_DIGITS) return run;
    let seen = 0;
    return run.replace(/%20|[0-9x]/gi, (char) => {
      if (char === '%20') return char;
      seen += 1;
      return seen <= 3 || seen > digits - 4 ? char : '*';
    });
  });
}

function redactParams(text: string): string {
  return text.replace(QUERY_PARAM, (whole, lead: string, name: string) =>
    isSecretName(name) ? `${lead}${name}=[Redacted]` : whole,
  );
}

/**
 * `/api/app/loginByPwd?phone=13812345678&password=x` -> `/api/app/loginByPwd?phone=138****5678&password=[Redacted]`.
 * Only the query string changes: secret-named parameters are redacted, long numbers (ID, bank card) and
 * phones masked, under any parameter name (they reach the log from GET forms).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = maskLongNumbers(redactParams(url.slice(start))).replace(MOBILE, '$1****$2');
  return url.slice(0, start) + query;
}

/** A JSON field with a string or number value, also inside an escaped JSON text (`\"token\":\"…\"`). */
const JSON_FIELD = /"([^"\\]{1,64})":("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*)/g;
const ESCAPED_JSON_FIELD = /\\"([^"\\]{1,64})\\":(\\"(?:[^"\\]|\\[^"])*\\"|-?[0-9][0-9.eE+-]*)/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

/**
 * The last pass over each finished log line (pino's `streamWrite`): secret-named fields and parameters
 * redacted wherever they are, bearer tokens and JWTs removed (an Authorization header quoted in a message), long numbers masked. Phones keep their
 * masking to URLs (the SMS log of development shows the number on purpose).
 */
export function redactLine(line: string): string {
  const fields = line
    .replace(JSON_FIELD, (whole, name: string) => (isSecretName(name) ? `"${name}":"[Redacted]"` : whole))
    .replace(ESCAPED_JSON_FIELD, (whole, name: string) =>
      isSecretName(name) ? `\\"${name}\\":\\"[Redacted]\\"` : whole,
    );
  return maskLongNumbers(redactParams(fields).replace(BEARER, '$1 [Redacted]').replace(JWT, '[Redacted]'));
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
    hooks: { streamWrite: redactLine },
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
