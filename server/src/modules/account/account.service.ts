/** The caller's own account: info, profile, password, identity. Every call acts on the caller only. */
import {
  NICKNAME_MAX,
  type AccountInfo,
  type IdentityBody,
  type IdentitySwitched,
  type ProfileBody,
  type RecruiterContact,
  type RecruiterContactBody,
  type UpdatePasswordBody,
} from '@common/account';
import type { PublicRecruiter } from '@common/company-page';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { Identity, UserRow } from '../../db/types';
import { AppError, refuse } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions.service';
import type { CompanyService } from '../company/company.service';
import { maskPhone } from '../resume/contact-mask';
import type { ResumeService } from '../resume/resume.service';
import { createAccountRepository } from './account.repository';
import type { VerificationService } from './verification.service';

export type { AccountInfo, IdentitySwitched };

/** Where the app goes after an identity switch (null: nowhere in particular). */
export const IDENTITY_NEXT = {
  /** A new seeker fills in personal information. */
  seeker: 'pages/resume/basic',
  /** A recruiter without a company fills in company information. */
  recruiter: 'pages/AddCompanyDetails/AddCompanyDetails',
} as const satisfies Record<Identity, string>;

/** Onboarding's page: a new account goes there after choosing its first identity. */
export const ONBOARDING_ROUTE = 'pages/onboarding/index';

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
    // Once, after a login cancelled the deletion asked for (deletion.service.ts): the app tells the user.
    ...(user.deletion_cancelled_at ? { deletionCancelledAt: user.deletion_cancelled_at } : {}),
    // Onboarding not finished: the app resumes it at start.
    ...(user.onboarding !== null ? { onboarding: true as const } : {}),
  };
}

export interface AccountServiceDeps {
  db: Db;
  clock?: Clock;
  sessions?: SessionService;
  /** Where identity switching leads: a seeker without basic information, a recruiter without a company. */
  resume?: Pick<ResumeService, 'hasBasics'>;
  company?: Pick<CompanyService, 'idOf'>;
  /** Which recruiters are verified (verification.service.ts): 已认证 on their cards and profiles. */
  verification?: Pick<VerificationService, 'verifiedAmong' | 'exportOf'>;
}

/** The names sign-up gives (auth.service: 用户 / 微信用户 / 支付宝用户 / User / WeChat user / Alipay user + 4 digits). */
export function isDefaultNickname(nickname: string | null): boolean {
  return !nickname || /^(用户|微信用户|支付宝用户|User|WeChat user |Alipay user )\d{4}$/.test(nickname);
}

export function createAccountService({ db, clock, sessions, resume, company, verification }: AccountServiceDeps) {
  const repo = createAccountRepository(db);
  const verifiedAmong = async (ids: number[]) => (verification ? verification.verifiedAmong(ids) : new Set<number>());
  const now = () => toIso(clock ? clock.now() : Date.now());

  async function load(userId: number): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw new AppError(401, MSG.errors.userNotFound);
    return user;
  }

  async function contactOf(userId: number): Promise<RecruiterContact> {
    const row = await repo.contact(userId);
    return {
      wechat: row?.contact_wechat ?? '',
      phone: row?.contact_phone ?? '',
      displayName: row?.recruiter_name ?? '',
      title: row?.recruiter_title ?? '',
    };
  }

  return {
    /** An account as operators find it by phone: its id, name and the phone masked; null when none has it. */
    async findForOperators(phone: string): Promise<{ id: number; nickname: string; phone: string } | null> {
      const user = await repo.findByPhone(phone);
      return user ? { id: user.id, nickname: user.nickname, phone: maskPhone(phone) } : null;
    },

    /** The outbox's channels: where a user is reached outside the app (null: no such user, e.g. deleted). */
    async reachOf(
      userId: number,
    ): Promise<{ phone: string | null; wechatOpenid: string | null; language: string } | null> {
      const row = await repo.reach(userId);
      return row ? { phone: row.phone, wechatOpenid: row.wechat_openid, language: row.language } : null;
    },

    /**
     * The user records behind the login flows (auth module). Pass the caller's transaction (`tx.db`) to
     * read and write inside it; the SQL stays in this module's repository.
     */
    users(handle: Db = db) {
      const users = createAccountRepository(handle);
      return {
        findById: users.findById,
        findByPhone: users.findByPhone,
        findByWechatOpenid: users.findByWechatOpenid,
        findByWechatUnionid: users.findByWechatUnionid,
        findByAlipayUid: users.findByAlipayUid,
        create: users.create,
        setPassword: users.setPassword,
        upgradePasswordHash: users.upgradePasswordHash,
        setPhone: users.setPhone,
        setWechat: users.setWechat,
        bindWechatIfNone: users.bindWechatIfNone,
        moveSocialIds: users.moveSocialIds,
      };
    },

    /**
     * What another user sees of these users: name and avatar (and the phone, for an accepted exchange), and
     * whether they are a verified recruiter (已认证).
     */
    async profiles(userIds: number[]) {
      const [rows, verified] = await Promise.all([repo.profiles(userIds), verifiedAmong(userIds)]);
      return new Map(
        rows.map((row) => [
          row.id,
          { nickname: row.nickname, avatar: row.avatar, phone: row.phone, verified: verified.has(row.id) },
        ]),
      );
    },

    /**
     * What the caller set to share in chat exchanges as a recruiter, and the name and title seekers see ('' for
     * a value not set).
     */
    async contact(userId: number): Promise<RecruiterContact> {
      await load(userId);
      return contactOf(userId);
    },

    /** Stores it; '' clears a value, an absent name or title stays as it is. */
    async saveContact(userId: number, body: RecruiterContactBody): Promise<RecruiterContact> {
      await load(userId);
      const keep = (value: string | undefined) => (value === undefined ? undefined : value || null);
      await repo.setContact(
        userId,
        {
          wechat: body.wechat || null,
          phone: body.phone || null,
          name: keep(body.displayName),
          title: keep(body.title),
        },
        now(),
      );
      return contactOf(userId);
    },

    /**
     * Recruiters as seekers see them (jobs, the company page): the name set in settings, else the nickname;
     * the title; the avatar; the last activity; whether they are verified. Never a phone or a WeChat ID.
     */
    async recruiterCards(userIds: number[]): Promise<Map<number, PublicRecruiter>> {
      const ids = [...new Set(userIds)];
      const [rows, verified] = await Promise.all([repo.recruiterCards(ids), verifiedAmong(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            userId: row.id,
            name: row.recruiter_name || row.nickname,
            title: row.recruiter_title ?? '',
            avatar: row.avatar,
            lastActiveAt: row.last_active_at ?? null,
            verified: verified.has(row.id),
          },
        ]),
      );
    },

    /**
     * Onboarding's record on the account (the onboarding module reads the steps from the records themselves):
     * the identity and the skipped steps, null once finished.
     */
    async onboardingOf(userId: number) {
      return repo.onboardingOf(userId);
    },

    async setOnboardingSkipped(userId: number, skipped: string): Promise<void> {
      await repo.setOnboardingSkipped(userId, skipped, now());
    },

    async finishOnboarding(userId: number): Promise<void> {
      await repo.finishOnboarding(userId, now());
    },

    /** Starts a finished onboarding again with these steps skipped (a join approved: the first position). */
    async reopenOnboarding(userId: number, skipped: string): Promise<void> {
      await repo.reopenOnboarding(userId, skipped, now());
    },

    /** When each of these users last made a request (null: never), for ranking recommendations. */
    async lastActive(userIds: number[]): Promise<Map<number, string | null>> {
      const rows = await repo.recruiterCards([...new Set(userIds)]);
      return new Map(rows.map((row) => [row.id, row.last_active_at ?? null]));
    },

    /**
     * What a recruiter shares when an exchange is accepted: the WeChat ID of the account settings, and the
     * phone set there, else the account's own ('' for what there is none of).
     */
    async recruiterShares(userId: number): Promise<{ wechat: string; phone: string }> {
      const row = await repo.contact(userId);
      return { wechat: row?.contact_wechat ?? '', phone: row?.contact_phone || row?.phone || '' };
    },

    async info(userId: number): Promise<AccountInfo> {
      return accountInfo(await load(userId));
    },

    /** The account in the user's copy of their data (data-export.service.ts): the whole phone, no secrets. */
    async exportOf(userId: number) {
      const user = await load(userId);
      return {
        id: user.id,
        phone: user.phone,
        nickname: user.nickname,
        avatar: user.avatar,
        identity: user.identity,
        language: user.language,
        wechatBound: Boolean(user.wechat_openid),
        alipayBound: Boolean(user.alipay_uid),
        recruiterContact: await contactOf(userId),
        recruiterVerification: verification ? await verification.exportOf(userId) : null,
        seekerSince: user.seeker_since ?? null,
        lastActiveAt: user.last_active_at ?? null,
        createdAt: user.created_at,
      };
    },

    /**
     * The resume's name becomes the account's while the account still has the name it was given at sign-up
     * (用户2345, 微信用户0815): the personal center then greets the seeker by the name recruiters see. A
     * nickname the user chose stays.
     */
    async adoptResumeName(userId: number, name: string): Promise<void> {
      const user = await repo.findById(userId);
      if (!user || !isDefaultNickname(user.nickname) || !name.trim()) return;
      await repo.updateProfile(userId, { nickname: name.trim().slice(0, NICKNAME_MAX) }, now());
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

    /**
     * Checks the old password, stores the new one, and logs out every other session. An account without a
     * password (a code login or WeChat made it) sets its first one: there is no old one to prove.
     */
    async changePassword(userId: number, sessionId: string, body: UpdatePasswordBody): Promise<void> {
      const user = await load(userId);
      if (user.password_hash !== null && !(await verifyPassword(body.oldPassword ?? '', user.password_hash))) {
        throw refuse(MSG.auth.oldPasswordWrong);
      }
      await repo.setPassword(userId, await hashPassword(body.password), now());
      await sessions?.revokeAllForUser(userId, sessionId);
    },

    async switchIdentity(userId: number, { identity }: IdentityBody): Promise<IdentitySwitched> {
      const user = await load(userId); // refuses a deleted account
      let next: string | null = null;
      // A seeker without basic information fills it in first (the resume's basic page).
      if (identity === 'seeker' && resume && !(await resume.hasBasics(userId))) next = IDENTITY_NEXT.seeker;
      if (identity === 'recruiter' && company && (await company.idOf(userId)) === undefined) {
        next = IDENTITY_NEXT.recruiter;
      }
      // A new account's first identity starts onboarding: its steps come next, for either identity.
      if (user.identity === null || user.onboarding !== null) next = ONBOARDING_ROUTE;
      await repo.setIdentity(userId, identity, now(), user.identity === null);
      return { identity, next };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
