/** The caller's own account: info, profile, password, identity. Every call acts on the caller only. */
import type { IdentityBody, ProfileBody, UpdatePasswordBody } from '@common/auth';
import { MSG } from '@common/messages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { Identity, UserRole, UserRow } from '../../db/types';
import { AppError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionService } from '../auth/sessions.service';
import { createAccountRepository } from './account.repository';

export interface AccountInfo {
  id: number;
  /** Masked: 138****5678; null until a WeChat / Alipay account binds a phone. */
  phone: string | null;
  nickname: string;
  avatar: string | null;
  identity: Identity | null;
  language: string;
  role: UserRole;
  /** False for accounts created by code, WeChat or Alipay login that never set a password. */
  hasPassword: boolean;
  /** WeChat is bound (the account can log in with WeChat). */
  wechatBound: boolean;
  createdAt: string;
}

/** Where the app goes after an identity switch (null: nowhere in particular). */
export const IDENTITY_NEXT = {
  /** A new seeker fills in personal information. */
  seeker: 'pages/resume/basic',
  /** A recruiter without a company fills in company information. */
  recruiter: 'pages/AddCompanyDetails/AddCompanyDetails',
} as const satisfies Record<Identity, string>;

export interface IdentitySwitched {
  identity: Identity;
  next: string | null;
}

/** 13812345678 -> 138****5678; anything that is not 11 characters keeps only its ends. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

export function accountInfo(user: UserRow): AccountInfo {
  return {
    id: user.id,
    phone: user.phone === null ? null : maskPhone(user.phone),
    nickname: user.nickname,
    avatar: user.avatar,
    identity: user.identity,
    language: user.language,
    role: user.role,
    hasPassword: Boolean(user.password_hash),
    wechatBound: Boolean(user.wechat_openid),
    createdAt: user.created_at,
  };
}

export interface AccountServiceDeps {
  db: Db;
  clock?: Clock;
  sessions?: SessionService;
}

export function createAccountService({ db, clock, sessions }: AccountServiceDeps) {
  const repo = createAccountRepository(db);
  const now = () => toIso(clock ? clock.now() : Date.now());

  async function load(userId: number): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw new AppError(401, MSG.errors.userNotFound);
    return user;
  }

  return {
    async info(userId: number): Promise<AccountInfo> {
      return accountInfo(await load(userId));
    },

    /** Changes only the fields sent; '' or null removes the avatar. */
    async updateProfile(userId: number, body: ProfileBody): Promise<AccountInfo> {
      await load(userId);
      const changes: { nickname?: string; avatar?: string | null; language?: string } = {};
      if (body.nickname !== undefined) changes.nickname = body.nickname;
      if (body.avatar !== undefined) changes.avatar = body.avatar ? body.avatar : null;
      if (body.language !== undefined) changes.language = body.language;
      if (Object.keys(changes).length) await repo.updateProfile(userId, changes, now());
      return accountInfo(await load(userId));
    },

    /** Checks the old password, stores the new one, and logs out every other session. */
    async changePassword(userId: number, sessionId: string, body: UpdatePasswordBody): Promise<void> {
      const user = await load(userId);
      if (!(await verifyPassword(body.oldPassword, user.password_hash))) {
        throw new AppError(502, MSG.auth.oldPasswordWrong);
      }
      await repo.setPassword(userId, await hashPassword(body.password), now());
      await sessions?.revokeAllForUser(userId, sessionId);
    },

    async switchIdentity(userId: number, { identity }: IdentityBody): Promise<IdentitySwitched> {
      await load(userId); // refuses a deleted account
      let next: string | null = null;
      // A seeker without basic information fills it in first (the resume's basic page).
      if (identity === 'seeker' && !(await repo.hasResumeBasics(userId))) next = IDENTITY_NEXT.seeker;
      if (identity === 'recruiter' && !(await repo.ownsCompany(userId))) next = IDENTITY_NEXT.recruiter;
      await repo.setIdentity(userId, identity, now());
      return { identity, next };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
