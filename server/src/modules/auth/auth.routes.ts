/**
 * Login and phone-proving calls of spec section 7 (common/auth.ts `authCalls`; no auth unless said): captcha,
 * SMS codes, registration, code / password / WeChat / WeChat phone (手机号快捷登录) / Alipay login, password
 * recovery, phone binding, logout;
 * and the caller's consent records (GET / POST user/consents, logged in).
 * The app sends POST bodies; the spec's GET query form is accepted too for sendCode, loginByCode,
 * loginByPwd and findPwd (logs redact `password`, `code`, `captcha`... in URLs and bodies).
 */
import { authCalls as calls } from '@common/auth';
import { MSG, t, type MessageKey } from '@common/messages';
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentUser } from '../../http/caller';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';

/** `checkPhone` calls one network address may make in an hour (a person checks a few numbers at most). */
export const PHONE_LOOKUPS_PER_HOUR = 60;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: service, captcha, codes, consents } = app.services;

  const msg = (request: FastifyRequest, key: MessageKey) => t(request.locale, key);

  route(app, calls.captchaImage, async () => ok(await captcha.create()));

  route(app, calls.validateCaptcha, async (request) => {
    await captcha.validate(request.query.uuid, request.query.code);
    return ok({ valid: true as const });
  });

  route(app, calls.checkPhone, async (request) => ok(await service.checkPhone(request.query.phone)), {
    // Answers whether a phone is registered: tight per address, so the registry cannot be walked.
    config: { rateLimit: { max: PHONE_LOOKUPS_PER_HOUR, timeWindow: 3_600_000 } },
  });

  route(app, calls.sendCodeByQuery, async (request) =>
    ok(
      await service.sendCode(request.query, request.locale, request.user, request.ip),
      msg(request, MSG.auth.codeSent),
    ),
  );
  route(app, calls.sendCode, async (request) =>
    ok(await service.sendCode(request.body, request.locale, request.user, request.ip), msg(request, MSG.auth.codeSent)),
  );

  route(app, calls.codeStatus, async (request) => ok(await codes.status(request.query.phone)));

  route(app, calls.register, async (request) =>
    ok(await service.register(request.body, request.locale, request.ip), msg(request, MSG.auth.registered)),
  );

  route(app, calls.loginByCodeByQuery, async (request) =>
    ok(await service.loginByCode(request.query, request.locale, request.ip), msg(request, MSG.auth.loggedIn)),
  );
  route(app, calls.loginByCode, async (request) =>
    ok(await service.loginByCode(request.body, request.locale, request.ip), msg(request, MSG.auth.loggedIn)),
  );

  route(app, calls.loginByPwdByQuery, async (request) =>
    ok(await service.loginByPwd(request.query, request.ip), msg(request, MSG.auth.loggedIn)),
  );
  route(app, calls.loginByPwd, async (request) =>
    ok(await service.loginByPwd(request.body, request.ip), msg(request, MSG.auth.loggedIn)),
  );

  route(app, calls.findPwdByQuery, async (request) => {
    await service.findPwd(request.query);
    return done(msg(request, MSG.auth.passwordReset));
  });
  route(app, calls.findPwd, async (request) => {
    await service.findPwd(request.body);
    return done(msg(request, MSG.auth.passwordReset));
  });

  route(app, calls.changePhone, async (request) => {
    const bearer = request.user ? { user: request.user, token: bearerToken(request) ?? '' } : null;
    const answer = await service.changePhone(bearer, request.body);
    return ok(answer, msg(request, MSG.auth.phoneChanged));
  });

  route(app, calls.logout, async (request) => {
    await service.logout(request.user);
    return done(msg(request, MSG.auth.loggedOut));
  });

  route(app, calls.loginByWeChat, async (request) =>
    ok(await service.loginByWeChat(request.body, request.locale, request.ip), msg(request, MSG.auth.loggedIn)),
  );

  route(app, calls.loginByWeChatPhone, async (request) =>
    ok(await service.loginByWeChatPhone(request.body, request.locale, request.ip), msg(request, MSG.auth.loggedIn)),
  );

  route(app, calls.bindWeChat, async (request) =>
    ok(await service.bindWeChat(currentUser(request).id, request.body), msg(request, SUBSCRIPTIONS_MSG.bound)),
  );

  route(app, calls.loginByAlipay, async (request) =>
    ok(await service.loginByAlipay(request.body.authCode, request.locale), msg(request, MSG.auth.loggedIn)),
  );

  // Consent records: whether the caller must accept newer agreements (the app asks at start), and accepting.
  route(app, calls.consents, async (request) => ok(await consents.status(currentUser(request))));
  route(app, calls.acceptConsents, async (request) =>
    ok(
      await consents.accept(currentUser(request), request.body.versions, request.ip),
      msg(request, MSG.auth.consentSaved),
    ),
  );
};
