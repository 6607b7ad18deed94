import {
  APP_ERROR,
  AppError,
  BODY_CODE,
  HTTP_STATUS,
  appErrorKey,
  bodyCodeError,
  httpStatusError,
  isAppError,
} from '../errors';
import { isMessageKey, t } from '../messages';

describe('error catalogue', () => {
  it('uses the body codes of the API conventions', () => {
    expect(BODY_CODE).toEqual({ ok: 200, unauthorized: 401, forbidden: 403, refused: 502, serverError: 500 });
  });

  it('maps every error to a catalogue key', () => {
    for (const key of Object.values(APP_ERROR)) expect(isMessageKey(key)).toBe(true);
  });

  it.each([
    [HTTP_STATUS.notFound, 'service does not exist', '服务不存在'],
    [HTTP_STATUS.internalServerError, 'request error, please retry', '请求错误，请重试'],
    [HTTP_STATUS.forbidden, 'You are not allowed to do this', '没有权限进行此操作'],
    [HTTP_STATUS.payloadTooLarge, 'The file is too large', '文件过大'],
    [HTTP_STATUS.unsupportedMediaType, 'Unsupported file type', '不支持的文件类型'],
    [HTTP_STATUS.tooManyRequests, 'Too many requests, please try again later', '请求过于频繁，请稍后再试'],
    [0, 'request failed, service error', '请求失败，服务错误'],
    [502, 'request failed, service error', '请求失败，服务错误'],
  ])('HTTP %i reads %j', (status, en, zh) => {
    const key = appErrorKey(httpStatusError(status));
    expect(t('en', key)).toBe(en);
    expect(t('zh-Hans', key)).toBe(zh);
  });

  it.each([
    [500, 'server error'],
    [401, 'Not logged in'],
    [403, 'You are not allowed to do this'],
    [601, 'system error'],
  ])('body code %i without msg reads %j', (code, en) => {
    expect(t('en', appErrorKey(bodyCodeError(code)))).toBe(en);
  });
});

describe('AppError', () => {
  it('carries a key, a body code (refused by default) and params', () => {
    const error = new AppError('alreadyInvited');
    expect(isAppError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.key).toBe('errors.alreadyInvited');
    expect(error.bodyCode).toBe(502);
    expect(t('en', error.key)).toBe('already invited');
    expect(t('en', new AppError('duplicateMember').key)).toBe('duplicate member cannot be added');
  });

  it('accepts a message key directly, with params and a cause', () => {
    const cause = new Error('db');
    const error = new AppError('validation.tooLong', { bodyCode: BODY_CODE.refused, params: { max: 5 }, cause });
    expect(t('zh-Hans', error.key, error.params)).toBe('不能超过5个字符');
    expect((error as { cause?: unknown }).cause).toBe(cause);
    expect(new AppError('tokenInvalid', { bodyCode: BODY_CODE.unauthorized }).bodyCode).toBe(401);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
