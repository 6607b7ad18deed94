/**
 * Turns every failure into the envelope of architecture section 3:
 * - refusals (validation, AppError 502), 401, 403 and unexpected errors (500): HTTP 200, body code;
 * - transport problems keep their HTTP status (404 unknown route, 413, 415, 429) with the same body code.
 * Messages are catalogue keys translated into the caller's language (request.locale); a 500 never shows
 * internals, it is logged instead.
 */
import { BODY_CODE, appErrorKey, httpStatusError, isAppError } from '@common/errors';
import { DEFAULT_LOCALE, resolveLocale } from '@common/i18n';
import { MSG, t, type MessageKey } from '@common/messages';
import { issueMessageKey, translateIssue } from '@common/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, TRANSPORT_STATUSES } from '../http/errors';
import { NO_HOOK_SECURITY_HEADERS } from './security-headers';

function send(reply: FastifyReply, status: number, code: number, msg: string, key: MessageKey): FastifyReply {
  // The route's response schema describes its success body; an error body must bypass it.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((body: unknown) => JSON.stringify(body))
    .send({ code, msg, key });
}

/** fastify-type-provider-zod flattens zod issues; restore one so common's translateIssue can read it. */
function issueFrom(validation: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: object;
}): z.core.$ZodIssue {
  const path = validation.instancePath.split('/').filter((part) => part !== '');
  return {
    ...validation.params,
    code: validation.keyword,
    message: validation.message ?? '',
    path,
  } as z.core.$ZodIssue;
}

/**
 * A refusal's parameter that is itself a catalogue key (a stage's name, say) is shown in the caller's
 * language too: code that refuses does not know the locale.
 */
function localParams(locale: Parameters<typeof t>[0], params?: Record<string, string | number>) {
  if (!params) return params;
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    shown[name] = typeof value === 'string' && /^[a-z]\w*(\.\w+)+$/.test(value) ? t(locale, value) : value;
  }
  return shown;
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = request.locale ?? DEFAULT_LOCALE;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = issueFrom(error.validation[0]);
    return send(reply, 200, BODY_CODE.refused, translateIssue(issue, locale), issueMessageKey(issue));
  }
  if (error instanceof HttpError) {
    return send(reply, error.status, error.status, t(locale, error.key, localParams(locale, error.params)), error.key);
  }
  if (isAppError(error)) {
    if (error.bodyCode === BODY_CODE.serverError) request.log.error({ err: error }, 'server error');
    return send(reply, 200, error.bodyCode, t(locale, error.key, localParams(locale, error.params)), error.key);
  }
  if (isResponseSerializationError(error as never)) {
    // Our bug: a handler answered something its schema does not allow.
    request.log.error({ err: error, issues: (error as { cause?: unknown }).cause }, 'response does not match schema');
    return send(reply, 200, BODY_CODE.serverError, t(locale, MSG.errors.server), MSG.errors.server);
  }

  const status = (error as FastifyError).statusCode ?? 500;
  if (TRANSPORT_STATUSES.includes(status)) {
    const key = appErrorKey(httpStatusError(status));
    return send(reply, status, status, t(locale, key), key);
  }
  if (status === 401) {
    return send(reply, 200, BODY_CODE.unauthorized, t(locale, MSG.errors.notLoggedIn), MSG.errors.notLoggedIn);
  }
  if (status === 403)
    return send(reply, 200, BODY_CODE.forbidden, t(locale, MSG.errors.forbidden), MSG.errors.forbidden);
  if (status >= 400 && status < 500) {
    // Malformed JSON, a missing body, a bad content type...: the request cannot be understood.
    request.log.info({ err: error }, 'bad request');
    return send(reply, 200, BODY_CODE.refused, t(locale, MSG.validation.invalid), MSG.validation.invalid);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 200, BODY_CODE.serverError, t(locale, MSG.errors.server), MSG.errors.server);
}

/**
 * Paths the router cannot read (a parameter over 100 characters, bad %-encoding) are answered by Fastify
 * before any hook: its default named itself and echoed the path. They name no resource: the same 404
 * envelope as an unknown route, in the Accept-Language's language.
 */
export function handleFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const key = MSG.errors.serviceNotFound;
  // No hook runs for these answers, so the security headers plugin cannot add its own.
  reply.headers(NO_HOOK_SECURITY_HEADERS);
  send(reply, 404, 404, t(resolveLocale(request.headers['accept-language']), key), key);
}

/** Unknown routes: HTTP 404 with the 'service does not exist' message. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const key = MSG.errors.serviceNotFound;
  return send(reply, 404, 404, t(request.locale ?? DEFAULT_LOCALE, key), key);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
  },
  { name: 'errors' },
);
