/**
 * Login and phone-proving calls of spec section 7 (no auth unless said): captcha, SMS codes, registration,
 * code / password / WeChat / Alipay login, password recovery, phone binding, logout.
 * The app sends POST bodies; the spec's GET query form is accepted too for sendCode, loginByCode,
 * loginByPwd and findPwd (logs redact `password`, `code`, `captcha`... in URLs and bodies).
 */
import {
  alipayLoginSchema,
  captchaAnswerSchema,
  captchaSchema,
  changePhoneSchema,
  codeSentSchema,
  codeStatusSchema,
  loginAnswerSchema,
  phoneRegisteredSchema,
  findPwdSchema,
  loginByCodeSchema,
  loginByPwdSchema,
  phoneQuerySchema,
  registerSchema,
  sendCodeSchema,
  weChatLoginSchema,
} from '@common/auth';
import { MSG, t, type MessageKey } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, doneSchema, ok, okSchema } from '../../http/envelope';
import { bearerToken } from '../../http/caller';

type Body<S extends z.ZodType> = z.infer<S>;

/** `checkPhone` calls one network address may make in an hour (a person checks a few numbers at most). */
export const PHONE_LOOKUPS_PER_HOUR = 60;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: service, captcha, codes } = app.services;

  /** The same call as GET with a query (the spec's form) and as POST with a body (what the app sends). */
  function queryOrBody<S extends z.ZodType, R extends z.ZodType>(
    path: string,
    summary: string,
    input: S,
    response: R,
    handler: (input: Body<S>, request: FastifyRequest) => Promise<z.infer<R>>,
  ) {
    app.get(
      path,
      {
        schema: { tags: ['auth'], summary: `${summary} (query form)`, querystring: input, response: { 200: response } },
      },
      (request) =>
        // The generic response type is checked at each call of queryOrBody instead.
        handler(request.query as Body<S>, request) as never,
    );
    app.post(
      path,
      { schema: { tags: ['auth'], summary, body: input, response: { 200: response } } },
      (request) => handler(request.body as Body<S>, request) as never,
    );
  }

  const msg = (request: FastifyRequest, key: MessageKey) => t(request.locale, key);

  app.get(
    '/app/captchaImage',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new image captcha (2 minutes, single use)',
        description: "With CAPTCHA_ENABLED=false: {captchaEnabled: false, uuid: '', img: ''} and sendCode needs none.",
        response: {
          200: okSchema(captchaSchema),
        },
      },
    },
    async () => ok(await captcha.create()),
  );

  app.get(
    '/app/validateCaptcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a captcha answer (case-insensitive) without using it up; a wrong answer deletes it',
        querystring: captchaAnswerSchema,
        response: { 200: okSchema(z.object({ valid: z.literal(true) })) },
      },
    },
    async (request) => {
      await captcha.validate(request.query.uuid, request.query.code);
      return ok({ valid: true as const });
    },
  );

  app.get(
    '/app/checkPhone',
    {
      // Answers whether a phone is registered: tight per address, so the registry cannot be walked.
      config: { rateLimit: { max: PHONE_LOOKUPS_PER_HOUR, timeWindow: 3_600_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a phone is registered',
        querystring: phoneQuerySchema,
        response: { 200: okSchema(phoneRegisteredSchema) },
      },
    },
    async (request) => ok(await service.checkPhone(request.query.phone)),
  );

  queryOrBody(
    '/app/sendCode',
    'Send a 6-digit SMS code (captcha first when enabled; 1 per 60 s, 10 a day per phone; per address and service-wide limits)',
    sendCodeSchema,
    okSchema(codeSentSchema),
    async (body, request) =>
      ok(await service.sendCode(body, request.locale, request.user, request.ip), msg(request, MSG.auth.codeSent)),
  );

  app.get(
    '/app/getCodeStatus',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a usable code was sent to a phone, and when the next may be sent',
        querystring: phoneQuerySchema,
        response: { 200: okSchema(codeStatusSchema) },
      },
    },
    async (request) => ok(await codes.status(request.query.phone)),
  );

  app.post(
    '/app/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with a register-scene code; answers a login',
        body: registerSchema,
        response: { 200: okSchema(loginAnswerSchema) },
      },
    },
    async (request) => ok(await service.register(request.body, request.locale), msg(request, MSG.auth.registered)),
  );

  queryOrBody(
    '/app/loginByCode',
    'Log in with a login-scene code (registered phones only)',
    loginByCodeSchema,
    okSchema(loginAnswerSchema),
    async (body, request) => ok(await service.loginByCode(body), msg(request, MSG.auth.loggedIn)),
  );

  queryOrBody(
    '/app/loginByPwd',
    'Log in with phone and password (10 failures per phone, 50 per address, in 15 minutes)',
    loginByPwdSchema,
    okSchema(loginAnswerSchema),
    async (body, request) => ok(await service.loginByPwd(body, request.ip), msg(request, MSG.auth.loggedIn)),
  );

  queryOrBody(
    '/app/findPwd',
    'Set a new password with a findPwd-scene code; every session of the account ends',
    findPwdSchema,
    doneSchema,
    async (body, request) => {
      await service.findPwd(body);
      return done(msg(request, MSG.auth.passwordReset));
    },
  );

  app.post(
    '/app/updateUserByPhone',
    {
      schema: {
        tags: ['auth'],
        summary: "Bind or change the caller's phone with a changePhone-scene code sent to the new phone",
        description:
          "No login needed: the caller is the bearer token's account, or the phone-less account named by " +
          "`bindTicket` (from its needPhone login). Answers a login: the caller's own token for a plain change; " +
          'when a phone-less WeChat / Alipay account ' +
          "binds a phone that is already registered, the WeChat / Alipay id moves to that account, the caller's " +
          'sessions end, and the answer is a new token for that account.',
        body: changePhoneSchema,
        response: { 200: okSchema(loginAnswerSchema) },
      },
    },
    async (request) => {
      const bearer = request.user ? { user: request.user, token: bearerToken(request) ?? '' } : null;
      const answer = await service.changePhone(bearer, request.body);
      return ok(answer, msg(request, MSG.auth.phoneChanged));
    },
  );

  app.post(
    '/app/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token (always succeeds, also without a valid token)',
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await service.logout(request.user);
      return done(msg(request, MSG.auth.loggedOut));
    },
  );

  app.post(
    '/app/loginByWeChat',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the code of wx.login; a new WeChat user gets an account with needPhone: true',
        body: weChatLoginSchema,
        response: { 200: okSchema(loginAnswerSchema) },
      },
    },
    async (request) =>
      ok(await service.loginByWeChat(request.body.code, request.locale), msg(request, MSG.auth.loggedIn)),
  );

  app.post(
    '/app/loginByAlipay',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the auth code of my.getAuthCode; a new Alipay user gets an account with needPhone: true',
        body: alipayLoginSchema,
        response: { 200: okSchema(loginAnswerSchema) },
      },
    },
    async (request) =>
      ok(await service.loginByAlipay(request.body.authCode, request.locale), msg(request, MSG.auth.loggedIn)),
  );
};
