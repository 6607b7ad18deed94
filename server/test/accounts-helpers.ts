/** Helpers for the account tests: captchas solved like a user (reading the answer the server stored), codes read from the SMS sender. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MemorySmsSender } from '../src/adapters/sms';
import { body } from './helpers';

/** A fresh captcha and its answer (tests do not read the image; they read the stored answer instead). */
export async function solveCaptcha(app: FastifyInstance): Promise<{ uuid: string; captcha: string }> {
  const json = body(await app.inject({ method: 'GET', url: '/api/app/captchaImage' }));
  if (!json.data.captchaEnabled) return { uuid: '', captcha: '' };
  const row = await app.db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', json.data.uuid)
    .executeTakeFirstOrThrow();
  return { uuid: json.data.uuid, captcha: row.answer.toUpperCase() };
}

export function post(app: FastifyInstance, url: string, payload: object, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: `/api/${url}`, payload, ...extra });
}

/** Sends a code for `scene` with a solved captcha; answers the response. */
export async function sendCode(
  app: FastifyInstance,
  phone: string,
  scene: string,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return post(app, 'app/sendCode', { phone, scene, ...(await solveCaptcha(app)) }, extra);
}

/** The 6 digits of the newest SMS to `phone`. */
export function codeFor(sms: MemorySmsSender, phone: string): string {
  const message = sms.last(phone);
  if (!message) throw new Error(`no SMS was sent to ${phone}`);
  const match = /\d{6}/.exec(message.text);
  if (!match) throw new Error(`no code in "${message.text}"`);
  return match[0];
}

/** Registers `phone` with `password` through the API; answers the login data. */
export async function register(app: FastifyInstance, sms: MemorySmsSender, phone: string, password = 'abc12345') {
  const sent = body(await sendCode(app, phone, 'register'));
  if (sent.code !== 200) throw new Error(`sendCode refused: ${sent.msg}`);
  const json = body(
    await post(app, 'app/register', { phone, code: codeFor(sms, phone), password, confirmPassword: password }),
  );
  if (json.code !== 200) throw new Error(`register refused: ${json.msg}`);
  return json.data as { token: string; expiresAt: string; user: { id: number }; needPhone: boolean };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
