/**
 * The error catalogue (spec section 8, architecture section 3). The server answers HTTP 200 with a body
 * `{ code, msg, data }`; `code` is one of BODY_CODE. Transport problems keep their HTTP status. Both sides
 * name an error by an `AppErrorCode`; its message key turns into text with `t(locale, key)`.
 */
import { MSG, type MessageKey } from './messages';

/** Body codes of the `{ code, msg, data }` envelope. */
export const BODY_CODE = {
  ok: 200,
  /** not logged in, token expired or revoked: the app goes to login */
  unauthorized: 401,
  /** logged in but not allowed */
  forbidden: 403,
  /** refused with a message for the user (validation, duplicates, state conflicts): the app toasts `msg` */
  refused: 502,
  /** unexpected; `msg` carries no internals */
  serverError: 500,
} as const;
export type BodyCode = (typeof BODY_CODE)[keyof typeof BODY_CODE];

/** HTTP statuses that the server keeps for transport-level problems. */
export const HTTP_STATUS = {
  ok: 200,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internalServerError: 500,
} as const;
export type HttpStatus = (typeof HTTP_STATUS)[keyof typeof HTTP_STATUS];

/** Every error the app or the server reports to a user, with its message key. */
export const APP_ERROR = {
  serverError: MSG.errors.server,
  serviceNotFound: MSG.errors.serviceNotFound,
  requestRetry: MSG.errors.requestRetry,
  requestFailed: MSG.errors.requestFailed,
  system: MSG.errors.system,
  networkException: MSG.errors.networkException,
  networkNotConnected: MSG.errors.networkNotConnected,
  networkUnknown: MSG.errors.networkUnknown,
  networkAbnormal: MSG.errors.networkAbnormal,
  loginFirst: MSG.errors.loginFirst,
  notLoggedIn: MSG.errors.notLoggedIn,
  tokenInvalid: MSG.errors.tokenInvalid,
  userNotFound: MSG.errors.userNotFound,
  duplicateMember: MSG.validation.duplicateMember,
  alreadyInvited: MSG.errors.alreadyInvited,
  imageUploadFailed: MSG.errors.imageUploadFailed,
  fileOpenFailed: MSG.errors.fileOpenFailed,
  appInfoFailed: MSG.errors.appInfoFailed,
  updateFailed: MSG.errors.updateFailed,
  installFailed: MSG.errors.installFailed,
  envUnsupported: MSG.errors.envUnsupported,
  operation: MSG.errors.operation,
  openInBrowser: MSG.errors.openInBrowser,
  downloadApp: MSG.errors.downloadApp,
  forbidden: MSG.errors.forbidden,
  tooManyRequests: MSG.errors.tooManyRequests,
  fileTooLarge: MSG.errors.fileTooLarge,
  unsupportedFileType: MSG.errors.unsupportedFileType,
  unknownRoute: MSG.errors.unknownRoute,
} as const satisfies Record<string, MessageKey>;
export type AppErrorCode = keyof typeof APP_ERROR;

export function appErrorKey(code: AppErrorCode): MessageKey {
  return APP_ERROR[code];
}

/**
 * The client's message for a failed HTTP status (spec section 8: 404 'service does not exist', 500
 * 'request error, please retry'); other statuses get the message the server's status means.
 */
export function httpStatusError(status: number): AppErrorCode {
  switch (status) {
    case HTTP_STATUS.forbidden:
      return 'forbidden';
    case HTTP_STATUS.notFound:
      return 'serviceNotFound';
    case HTTP_STATUS.payloadTooLarge:
      return 'fileTooLarge';
    case HTTP_STATUS.unsupportedMediaType:
      return 'unsupportedFileType';
    case HTTP_STATUS.tooManyRequests:
      return 'tooManyRequests';
    case HTTP_STATUS.internalServerError:
      return 'requestRetry';
    default:
      return 'requestFailed';
  }
}

/**
 * The client's fallback message for a body code other than 200 when the body carries no `msg`
 * (spec section 8: 500 'server error', others 'system error').
 */
export function bodyCodeError(code: number): AppErrorCode {
  switch (code) {
    case BODY_CODE.serverError:
      return 'serverError';
    case BODY_CODE.unauthorized:
      return 'notLoggedIn';
    case BODY_CODE.forbidden:
      return 'forbidden';
    default:
      return 'system';
  }
}

/**
 * An error that carries a catalogue key instead of text, so the layer that knows the user's locale
 * translates it. `bodyCode` is what the server answers (a refusal, 502, unless said otherwise).
 */
export class AppError extends Error {
  readonly key: MessageKey;
  readonly bodyCode: BodyCode;
  readonly params?: Record<string, string | number>;

  constructor(
    code: AppErrorCode | MessageKey,
    options: { bodyCode?: BodyCode; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    const key: MessageKey = code in APP_ERROR ? APP_ERROR[code as AppErrorCode] : (code as MessageKey);
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.bodyCode = options.bodyCode ?? BODY_CODE.refused;
    this.params = options.params;
    // `cause` is assigned by hand: the ES2017 lib has no ErrorOptions.
    if (options.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
