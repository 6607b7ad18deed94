/**
 * Logging in and everything that proves a phone: captcha-gated SMS codes, registration, code and password
 * login (with failed-login limits), password recovery, binding or changing the phone, WeChat
 * (its logins and binding in wechat-login.ts, composed in here) and Alipay.
 *
 * Rules (docs/decisions.md, "Accounts" and "Captcha on risk"):
 * - `loginByCode` logs in a registered phone and creates the account of a new one, when the user ticked the
 *   agreements (`acceptTerms`; else `auth.termsRequired`, the code stays usable). The account is made the
 *   way `register` makes it (`createPhoneAccount`), with its consent records in the same transaction; of
 *   concurrent first logins one creates it and a loser of the race logs in to the winner's account.
 * - A password is optional: `register` takes one or none; password login stays for those who set one.
 * - `sendCode` asks for the image captcha only on risk (`codes.needsCaptcha`; `auth.captchaRequired`).
 * - Every login answers `{token, expiresAt, user, needPhone}`; `needPhone` is true only for a WeChat /
 *   Alipay account without a phone, which then binds one with `updateUserByPhone`.
 * - `loginByWeChatPhone` (手机号快捷登录, wechat-login.ts): WeChat vouches for the phone, so it logs in or
 *   creates the account like a code login, without captcha or SMS, and binds the openid where no other
 *   account holds it.
 * - A refusal changes nothing, except what counts against abuse (a wrong code's try, a failed login).
 */
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_PHONE,
  type ChangePhoneBody,
  type CodeSent,
  type FindPwdBody,
  type LoginByCodeBody,
  type LoginByPwdBody,
  type AgreementVersions,
  type RegisterBody,
  type SendCodeBody,
} from '@common/auth';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { isUniqueViolation } from '../../db/dialect';
import { transaction } from '../../db/transaction';
import type { UserRow } from '../../db/types';
import { AppError, refuse } from '../../http/errors';
import { accountInfo } from '../account/account.service';
import { alipayUserId, AlipayRefusal } from '../../adapters/alipay';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../account/password';
import type { AuthUser } from '../../http/caller';
import type { ConsentVia } from './consents.service';
import { addressKey, createAuthCore, phoneKey, WINDOW_MS, type AuthServiceDeps, type LoginAnswer } from './auth-core';
import { createWeChatLogin } from './wechat-login';

export type { AuthServiceDeps, LoginAnswer } from './auth-core';

export function createAuthService(deps: AuthServiceDeps) {
  const core = createAuthCore(deps);
  const { accounts, repo, now, login, reload, canMerge, nickname, createSocial } = core;
  const { db, events, sessions, codes, captcha, limiter, consents, log } = deps;

  /**
   * Creates the account of a phone proven by the code `codeId` (used up in the same transaction) with its
   * consent records: registration and a first code login. A unique violation (a concurrent request made
   * the account first) is the caller's to handle.
   */
  async function createPhoneAccount(account: {
    codeId: number;
    phone: string;
    locale: Locale;
    passwordHash: string | null;
    consent: { versions: AgreementVersions; via: ConsentVia; ip: string };
  }): Promise<UserRow> {
    return transaction(db, events, async (tx) => {
      await codes.consume(account.codeId, tx.db);
      const user = await accounts.users(tx.db).create({
        phone: account.phone,
        nickname: nickname(account.locale, account.phone, 'phone'),
        passwordHash: account.passwordHash,
        language: account.locale,
        now: now(),
      });
      const { versions, via, ip } = account.consent;
      await consents.record(tx.db, user.id, versions, via, ip);
      return user;
    });
  }

  return {
    async checkPhone(phone: string): Promise<{ registered: boolean }> {
      return { registered: (await repo.findByPhone(phone)) !== undefined };
    },

    async sendCode(body: SendCodeBody, locale: Locale, caller: AuthUser | null, ip: string): Promise<CodeSent> {
      // The captcha only on risk (refused with auth.captchaRequired so the app shows it); one sent anyway
      // is checked and used up.
      const risky = captcha.enabled && (await codes.needsCaptcha(body.phone, ip));
      if (risky || body.uuid || body.captcha) await captcha.consume(body.uuid, body.captcha);
      // Beyond each phone's own limits: the address's and its network's quotas (sms-codes.service.ts).
      await codes.admit(ip);
      const owner = await repo.findByPhone(body.phone);
      switch (body.scene) {
        case 'register':
          if (owner) throw refuse(MSG.auth.phoneRegistered);
          break;
        case 'login':
          // A new phone logs in too: its first code login creates the account.
          break;
        case 'findPwd':
          if (!owner) throw refuse(MSG.errors.userNotFound);
          break;
        case 'changePhone':
          if (owner) {
            const binder = caller ?? (body.bindTicket ? await sessions.authenticateBindTicket(body.bindTicket) : null);
            const me = binder ? await repo.findById(binder.id) : undefined;
            if (me && owner.id === me.id) throw refuse(MSG.auth.phoneUnchanged);
            if (!me || !canMerge(me, owner)) throw refuse(MSG.auth.phoneRegistered);
          }
          break;
      }
      return codes.issue(body.phone, body.scene, locale);
    },

    /**
     * The registration page's call. Its form cannot be sent without the ticked agreements, so the call
     * records the consent to the versions in force (or to those named, which must be current); only an
     * explicit `acceptTerms: false` is refused.
     */
    async register(body: RegisterBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      if (await repo.findByPhone(body.phone)) throw refuse(MSG.auth.phoneRegistered);
      if (body.acceptTerms === false) throw refuse(MSG.auth.termsRequired);
      const codeId = await codes.check(body.phone, 'register', body.code, ip);
      const versions = await consents.shown(body);
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      let user: UserRow;
      try {
        user = await createPhoneAccount({
          codeId,
          phone: body.phone,
          locale,
          passwordHash,
          consent: { versions, via: 'register', ip },
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(MSG.auth.phoneRegistered);
        throw error;
      }
      return login(user);
    },

    /**
     * Logs in with a login-scene code; a new phone gets its account when the agreements are accepted. The
     * code is checked first (a wrong one counts a try), so the refusal for a new phone without the
     * agreements tells nothing to whoever does not hold the code, and leaves the code usable.
     */
    async loginByCode(body: LoginByCodeBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      const codeId = await codes.check(body.phone, 'login', body.code, ip);
      const user = await repo.findByPhone(body.phone);
      if (user) {
        await codes.consume(codeId);
        await limiter.reset(phoneKey(body.phone));
        return login(user);
      }
      const versions = await consents.accepted(body);
      try {
        const created = await createPhoneAccount({
          codeId,
          phone: body.phone,
          locale,
          passwordHash: null,
          consent: { versions, via: 'code_login', ip },
        });
        return login(created);
      } catch (error) {
        // Another request (a register, or a code login with a newer code) made the account first: the
        // code proves the phone, so it logs in to that account.
        const winner = isUniqueViolation(error) ? await repo.findByPhone(body.phone) : undefined;
        if (!winner) throw error;
        await codes.consume(codeId);
        return login(winner);
      }
    },

    async loginByPwd(body: LoginByPwdBody, ip: string): Promise<LoginAnswer> {
      const byPhone = await limiter.peek(phoneKey(body.phone));
      const byAddress = await limiter.peek(addressKey(ip));
      const blocked = [
        byPhone.hits >= LOGIN_MAX_FAILURES_PER_PHONE ? byPhone.retryAfterMs : 0,
        byAddress.hits >= LOGIN_MAX_FAILURES_PER_ADDRESS ? byAddress.retryAfterMs : 0,
      ];
      const waitMs = Math.max(...blocked);
      if (waitMs > 0) throw refuse(MSG.auth.tooManyLogins, { minutes: Math.ceil(waitMs / 60_000) });

      const user = await repo.findByPhone(body.phone);
      const stored = user?.password_hash ?? null;
      // One answer and one timing whoever asks: an unknown phone, or an account without a password, is
      // checked against a decoy hash of the same cost, so neither the message nor the time tells which
      // phones are registered.
      const matches = await verifyPassword(body.password, stored ?? (await decoyHash()));
      if (!user || !stored || !matches) {
        // A hash of an older, cheaper cost answers sooner: spend the current cost too, for the same reason.
        if (stored && needsRehash(stored)) await verifyPassword(body.password, await decoyHash());
        await limiter.hit(phoneKey(body.phone), WINDOW_MS);
        await limiter.hit(addressKey(ip), WINDOW_MS);
        throw refuse(MSG.auth.loginFailed);
      }
      if (needsRehash(stored)) {
        // The password is known only now: store it at the current cost. A failure here only postpones that.
        try {
          await repo.upgradePasswordHash(user.id, stored, await hashPassword(body.password));
        } catch (error) {
          log.warn({ err: error, userId: user.id }, 'password hash upgrade failed');
        }
      }
      await limiter.reset(phoneKey(body.phone));
      return login(user);
    },

    /** Sets a new password with a code and logs out every session of the account. */
    async findPwd(body: FindPwdBody): Promise<void> {
      const user = await repo.findByPhone(body.phone);
      if (!user) throw refuse(MSG.errors.userNotFound);
      const codeId = await codes.check(body.phone, 'findPwd', body.code);
      const passwordHash = await hashPassword(body.password);
      await transaction(db, events, async (tx) => {
        await codes.consume(codeId, tx.db);
        await accounts.users(tx.db).setPassword(user.id, passwordHash, now());
      });
      await sessions.revokeAllForUser(user.id);
      await limiter.reset(phoneKey(body.phone));
    },

    /**
     * Binds or changes the caller's phone with a changePhone code sent to the new phone.
     * - An unregistered phone: the caller's phone becomes it; the answer carries the caller's own token.
     * - A phone-less WeChat / Alipay caller and a registered phone: the WeChat / Alipay id moves to the
     *   account owning the phone, the caller's sessions end, and the answer logs in as that account.
     */
    async changePhone(bearer: { user: AuthUser; token: string } | null, body: ChangePhoneBody): Promise<LoginAnswer> {
      // The caller is the bearer token's user, or the phone-less account a binding ticket names.
      const caller = bearer?.user ?? (body.bindTicket ? await sessions.authenticateBindTicket(body.bindTicket) : null);
      if (!caller) throw new AppError(401, MSG.errors.notLoggedIn);
      const token = bearer?.token ?? '';
      const me = await reload(caller.id);
      // A ticket binds a first phone; changing a phone needs the logged-in account.
      if (!bearer && me.phone !== null) throw new AppError(401, MSG.errors.notLoggedIn);
      if (me.phone === body.phone) throw refuse(MSG.auth.phoneUnchanged);
      const owner = await repo.findByPhone(body.phone);
      if (owner && !canMerge(me, owner)) throw refuse(MSG.auth.phoneRegistered);
      const codeId = await codes.check(body.phone, 'changePhone', body.code);

      if (!owner) {
        try {
          await transaction(db, events, async (tx) => {
            await codes.consume(codeId, tx.db);
            await accounts.users(tx.db).setPhone(me.id, body.phone, now());
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse(MSG.auth.phoneRegistered);
          throw error;
        }
        // Bound with a ticket: the login's token still works, but answer a fresh one the client can keep.
        if (!bearer) return login(await reload(me.id));
        // The caller's session (and other devices') stay valid: the account is the same.
        return { token, expiresAt: caller.expiresAt, user: accountInfo(await reload(me.id)), needPhone: false };
      }

      await transaction(db, events, async (tx) => {
        await codes.consume(codeId, tx.db);
        await accounts.users(tx.db).moveSocialIds(me.id, owner.id, now());
      });
      await sessions.revokeAllForUser(me.id);
      return login(await reload(owner.id));
    },

    async logout(caller: AuthUser | null): Promise<void> {
      if (caller) await sessions.revokeSession(caller.sessionId);
    },

    ...createWeChatLogin(core),

    async loginByAlipay(authCode: string, locale: Locale): Promise<LoginAnswer> {
      if (!deps.alipay) throw refuse(MSG.auth.alipayUnavailable);
      let uid: string;
      try {
        uid = await alipayUserId(deps.alipay, authCode, Date.now());
      } catch (error) {
        if (error instanceof AlipayRefusal) log.info({ code: error.code }, 'alipay refused the auth code');
        else log.error({ err: error }, 'alipay oauth failed');
        throw refuse(MSG.auth.alipayFailed);
      }
      const find = () => repo.findByAlipayUid(uid);
      const user =
        (await find()) ??
        (await createSocial(
          { phone: null, nickname: nickname(locale, null, 'alipay'), language: locale, alipayUid: uid, now: now() },
          find,
        ));
      return login(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
