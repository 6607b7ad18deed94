/**
 * What the parts of the auth service share (auth.service.ts composes them; the WeChat logins live in
 * wechat-login.ts): its dependencies, the login answer, and the steps every login goes through (a session and,
 * for a phone-less account, a binding ticket; a new social account; the default nickname).
 */
import { LOGIN_FAILURE_WINDOW_MINUTES, type AgreementVersions } from '@common/auth';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { AppConfig } from '../../core/config';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import type { UserRow } from '../../db/types';
import { AppError } from '../../http/errors';
import type { AccessTokens } from '../../adapters/wechat';
import { accountInfo, type AccountInfo, type AccountService } from '../account/account.service';
import type { SessionService } from '../account/sessions.service';
import type { CaptchaService } from './captcha.service';
import type { ConsentService, ConsentVia } from './consents.service';
import type { RateLimiter } from './rate-limit.service';
import type { SmsCodeService } from './sms-codes.service';

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

export const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
export const phoneKey = (phone: string) => `login:phone:${phone}`;
export const addressKey = (ip: string) => `login:ip:${ip}`;

/** A new account's fields (phone, social ids, nickname...). */
export type NewAccount = Parameters<ReturnType<AccountService['users']>['create']>[0];

export function createAuthCore(deps: AuthServiceDeps) {
  const { db, clock, events, sessions, consents } = deps;
  const accounts = deps.account;
  const repo = accounts.users();
  const now = () => toIso(clock.now());

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

  return { deps, accounts, repo, now, login, reload, canMerge, nickname, createSocial };
}

export type AuthCore = ReturnType<typeof createAuthCore>;
