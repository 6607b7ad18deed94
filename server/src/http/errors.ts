/**
 * How a call fails. A refusal is a catalogue key (plus parameters) that the errors plugin translates into
 * the caller's language and answers as `{ code: 502, msg, key }`: the app branches on `key`, never on text.
 *
 *   throw refuse(MSG.applications.alreadyApplied);
 *   throw refuse(MSG.applications.resumeIncomplete, { fields });
 *
 * `AppError` with another body code is for 401 (not logged in) and 403 (not allowed); `HttpError` for the
 * few refusals that keep an HTTP status (404, 413, 415, 429).
 */
import {
  AppError as CommonAppError,
  BODY_CODE,
  HTTP_STATUS,
  appErrorKey,
  httpStatusError,
  type BodyCode,
} from '@common/errors';
import { MSG, type MessageKey } from '@common/messages';

export type MessageParams = Record<string, string | number>;

/**
 * A failure the user should see. A subclass of common's AppError, so errors thrown by shared code are
 * answered the same way.
 */
export class AppError extends CommonAppError {
  constructor(code: BodyCode, key: MessageKey, params?: MessageParams) {
    super(key, { bodyCode: code, params });
  }
}

/** The one way to refuse a request for a reason the user can act on (body code 502). */
export function refuse(key: MessageKey, params?: MessageParams): AppError {
  return new AppError(BODY_CODE.refused, key, params);
}

/** Logged in, but this is not theirs to do (body code 403). */
export function forbidden(): AppError {
  return new AppError(BODY_CODE.forbidden, MSG.errors.forbidden);
}

/** Statuses that stay HTTP statuses (the client reacts to the transport, not to the body). */
export type TransportStatus = 404 | 413 | 415 | 429;
export const TRANSPORT_STATUSES: readonly number[] = [
  HTTP_STATUS.notFound,
  HTTP_STATUS.payloadTooLarge,
  HTTP_STATUS.unsupportedMediaType,
  HTTP_STATUS.tooManyRequests,
];

/** A transport-level refusal: `new HttpError(429)` answers HTTP 429 with `{code: 429, msg, key}`. */
export class HttpError extends Error {
  readonly key: MessageKey;
  constructor(
    readonly status: TransportStatus,
    key?: MessageKey,
    readonly params?: MessageParams,
  ) {
    const messageKey = key ?? appErrorKey(httpStatusError(status));
    super(messageKey);
    this.name = 'HttpError';
    this.key = messageKey;
  }
}
