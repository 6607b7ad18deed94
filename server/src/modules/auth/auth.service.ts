/**
 * Logging in and everything that proves a phone: captcha-gated SMS codes, registration, code and password
 * login (with failed-login limits), password recovery, binding or changing the phone, WeChat and Alipay.
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
 * - `loginByWeChatPhone` (手机号快捷登录): WeChat vouches for the phone, so it logs in or creates the account
 *   like a code login, without captcha or SMS, and binds the openid where no other account holds it.
 * - A refusal changes nothing, except what counts against abuse (a wrong code's try, a failed login).
 */
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
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
  type WeChatLoginBody,
  type WeChatPhoneLoginBody,
  type WeChatBindBody,
} from '@common/auth';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import { PHONE_PATTERN } from '@common/validation';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { AppConfig } from '../../core/config';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { transaction } from '../../db/transaction';
import type { AppEventBus } from '../../core/events';
import { toIso } from '../../db/time';
import type { UserRow } from '../../db/types';
import { AppError, refuse } from '../../http/errors';
import { accountInfo, type AccountInfo, type AccountService } from '../account/account.service';
import { alipayUserId, AlipayRefusal } from '../../adapters/alipay';
import type { CaptchaService } from './captcha.service';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../account/password';
import type { RateLimiter } from './rate-limit.service';
import type { AuthUser } from '../../http/caller';
import type { SessionService } from '../account/sessions.service';
import type { SmsCodeService } from './sms-codes.service';
import {
  code2Session,
  createAccessTokens,
  type AccessTokens,
  getUserPhoneNumber,
  WechatRefusal,
  type WechatIdentity,
} from '../../adapters/wechat';
import type { ConsentService, ConsentVia } from './consents.service';

export interface LoginAnswer {
  token: string;
  /** ISO 8601 end of the session (TOKEN_TTL_DAYS). */
  expiresAt: string;
  user: AccountInfo;
  /** A WeChat / Alipay account without a phone: bind one with app/updateUserByPhone next. */
  needPhone: boolean;
  /** With needPhone: the short-lived ticket that proves who binds (app/updateUserByPhone needs no login). */
  bindTicket?: string;
}

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  account: Pick<AccountService, 'users'>;
  sessions: SessionService;
  codes: SmsCodeService;
  captcha: CaptchaService;
  limiter: RateLimiter;
  consents: ConsentService;
  wechat?: AppConfig['wechat'];
  /** The instance's WeChat access tokens, shared with the outbox's WeChat channel; built here when absent. */
  wechatTokens?: AccessTokens;
  alipay?: AppConfig['alipay'];
  log: FastifyBaseLogger;
}

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const phoneKey = (phone: string) => `login:phone:${phone}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/** A new account's fields (phone, social ids, nickname...). */
type NewAccount = Parameters<ReturnType<AccountService['users']>['create']>[0];

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, events, sessions, codes, captcha, limiter, consents, log } = deps;
  const accounts = deps.account;
  const repo = accounts.users();
  const now = () => toIso(clock.now());
  /** WeChat's access token, cached for the getuserphonenumber calls of this instance. */
  const wechatTokens =
    deps.wechatTokens ?? (deps.wechat ? createAccessTokens(deps.wechat, () => clock.now()) : undefined);

  async function login(user: UserRow): Promise<LoginAnswer> {
    const { token, expiresAt, sessionId } = await sessions.issueToken(user.id);
    if (user.phone !== null) return { token, expiresAt, user: accountInfo(user), needPhone: false };
    const bindTicket = await sessions.issueBindTicket(user.id, sessionId);
    return { token, expiresAt, user: accountInfo(user), needPhone: true, bindTicket };
  }

  async function reload(id: number): Promise<UserRow> {
    const user = await repo.findById(id);
    if (!user) throw new AppError(401, MSG.errors.userNotFound);
    return user;
  }

  /** A phone-less (WeChat / Alipay) account may hand its social ids to the account owning the phone. */
  function canMerge(from: UserRow, into: UserRow): boolean {
    if (from.phone !== null || from.id === into.id) return false;
    if (from.wechat_openid && into.wechat_openid) return false;
    if (from.alipay_uid && into.alipay_uid) return false;
    return true;
  }

  /** The default nickname of a new account. */
  function nickname(locale: Locale, phone: string | null, kind: 'phone' | 'wechat' | 'alipay'): string {
    const tail = phone ? phone.slice(-4) : String(randomInt(0, 10_000)).padStart(4, '0');
    const names = {
      phone: locale === 'en' ? 'User' : '用户',
      wechat: locale === 'en' ? 'WeChat user ' : '微信用户',
      alipay: locale === 'en' ? 'Alipay user ' : '支付宝用户',
    };
    return `${names[kind]}${tail}`;
  }

  /**
   * Creates a social account (with its consent records when the user ticked the agreements), or finds the
   * one a concurrent request created first.
   */
  async function createSocial(
    account: NewAccount,
    find: () => Promise<UserRow | undefined>,
    consent?: { versions: AgreementVersions; via: ConsentVia; ip: string },
  ): Promise<UserRow> {
    try {
      return await transaction(db, events, async (tx) => {
        const user = await accounts.users(tx.db).create(account);
        if (consent) await consents.record(tx.db, user.id, consent.versions, consent.via, consent.ip);
        return user;
      });
    } catch (error) {
      const existing = isUniqueViolation(error) ? await find() : undefined;
      if (!existing) throw error;
      return existing;
    }
  }

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

    /**
     * A new WeChat user gets a phone-less account; with the agreements ticked (`acceptTerms`) its consent
     * is recorded, else the app's consent check asks at the next start.
     */
    async loginByWeChat(body: WeChatLoginBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      if (!deps.wechat) throw refuse(MSG.auth.wechatUnavailable);
      let identity;
      try {
        identity = await code2Session(deps.wechat, body.code);
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the login code');
        else log.error({ err: error }, 'wechat code2session failed');
        throw refuse(MSG.auth.wechatFailed);
      }
      const { openid, unionid } = identity;
      const find = async () =>
        (await repo.findByWechatOpenid(openid)) ?? (unionid ? await repo.findByWechatUnionid(unionid) : undefined);
      let user = await find();
      if (user && user.wechat_openid !== openid) {
        // Known by unionid from another app of the same WeChat open platform: remember this app's openid too.
        await repo.setWechat(user.id, openid, unionid, now());
        user = await reload(user.id);
      } else if (user && unionid && !user.wechat_unionid) {
        await repo.setWechat(user.id, openid, unionid, now());
      }
      user ??= await createSocial(
        {
          phone: null,
          nickname: nickname(locale, null, 'wechat'),
          language: locale,
          wechatOpenid: openid,
          wechatUnionid: unionid,
          now: now(),
        },
        find,
        body.acceptTerms ? { versions: await consents.accepted(body), via: 'wechat', ip } : undefined,
      );
      return login(user);
    },

    /**
     * Binds the openid of a wx.login code to the caller when they have none and no other account holds it
     * (the weapp calls it silently after a phone or code login), so WeChat subscription messages can reach
     * them. The unionid comes along only when no other account holds it.
     */
    async bindWeChat(userId: number, body: WeChatBindBody): Promise<{ wechatBound: boolean }> {
      if (!deps.wechat) throw refuse(MSG.auth.wechatUnavailable);
      const user = await reload(userId);
      if (user.wechat_openid) return { wechatBound: true };
      let identity: WechatIdentity;
      try {
        identity = await code2Session(deps.wechat, body.code);
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the bind code');
        else log.error({ err: error }, 'wechat code2session failed');
        throw refuse(MSG.auth.wechatFailed);
      }
      const holder = await repo.findByWechatOpenid(identity.openid);
      if (holder) {
        if (holder.id === userId) return { wechatBound: true };
        throw refuse(SUBSCRIPTIONS_MSG.boundElsewhere);
      }
      const unionHolder = identity.unionid ? await repo.findByWechatUnionid(identity.unionid) : undefined;
      const unionid = unionHolder && unionHolder.id !== userId ? null : identity.unionid;
      try {
        // False: bound meanwhile (another tap); either way the account has an openid now.
        await repo.bindWechatIfNone(userId, identity.openid, unionid, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(SUBSCRIPTIONS_MSG.boundElsewhere);
        throw error;
      }
      return { wechatBound: true };
    },

    /**
     * 手机号快捷登录: the openid of `loginCode` first (free), then the phone of `phoneCode` (WeChat charges
     * each success). A registered phone logs in; a phone-less WeChat account of this openid gets the phone;
     * otherwise a new account is made with both, as a code login makes it (consent records in the same
     * transaction, `auth.termsRequired` without the ticked agreements). The openid is bound to the phone's
     * account when free, or moved there from a phone-less account (as binding a phone does); an openid
     * already on another phone's account stays there.
     */
    async loginByWeChatPhone(body: WeChatPhoneLoginBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      if (!deps.wechat || !wechatTokens) throw refuse(MSG.auth.wechatUnavailable);
      let identity: WechatIdentity;
      let phone: string;
      try {
        identity = await code2Session(deps.wechat, body.loginCode);
        const answer = await getUserPhoneNumber(deps.wechat, wechatTokens, body.phoneCode, identity.openid);
        // Accounts are mainland mobile numbers (the SMS login's rule): another country's number uses code login.
        if (answer.countryCode !== '86' || !PHONE_PATTERN.test(answer.phone))
          throw new WechatRefusal(0, `phone outside the mainland (+${answer.countryCode})`);
        phone = answer.phone;
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the phone login');
        else log.error({ err: error }, 'wechat phone login failed');
        throw refuse(MSG.auth.wechatPhoneFailed);
      }
      const { openid, unionid } = identity;
      const holder = await repo.findByWechatOpenid(openid);
      let user = await repo.findByPhone(phone);
      if (user) {
        if (!holder && !user.wechat_openid) {
          await repo.setWechat(user.id, openid, unionid, now());
        } else if (holder && canMerge(holder, user)) {
          await transaction(db, events, (tx) => accounts.users(tx.db).moveSocialIds(holder.id, user!.id, now()));
          await sessions.revokeAllForUser(holder.id);
        }
        await limiter.reset(phoneKey(phone));
        return login(await reload(user.id));
      }
      if (holder && holder.phone === null) {
        // The phone-less account this WeChat user made earlier gets the phone.
        try {
          await repo.setPhone(holder.id, phone, now());
          return login(await reload(holder.id));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      const versions = await consents.accepted(body);
      const find = () => repo.findByPhone(phone);
      user = await createSocial(
        {
          phone,
          nickname: nickname(locale, phone, 'phone'),
          language: locale,
          // An openid held by another account stays there.
          wechatOpenid: holder ? null : openid,
          wechatUnionid: holder ? null : unionid,
          now: now(),
        },
        find,
        { versions, via: 'wechat_phone', ip },
      );
      return login(user);
    },

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
