import type { Db } from '../../db/connect';
import { nowIso } from '../../db/time';
import type { Identity, NewUser, UserRole, UserRow } from '../../db/types';

export interface NewAccount {
  /** null for a WeChat / Alipay account that has not bound a phone yet. */
  phone: string | null;
  nickname: string;
  passwordHash?: string | null;
  identity?: Identity | null;
  role?: UserRole;
  language?: string;
  wechatOpenid?: string | null;
  wechatUnionid?: string | null;
  alipayUid?: string | null;
  /** ISO time; defaults to the system time. */
  now?: string;
}

export interface ProfileChanges {
  nickname?: string;
  avatar?: string | null;
  language?: string;
}

export function createAccountRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Name, avatar and phone of several users (chat lists). */
    async profiles(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('users').select(['id', 'nickname', 'avatar', 'phone']).where('id', 'in', ids).execute();
    },

    async findByPhone(phone: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    },

    async findByWechatOpenid(openid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('wechat_openid', '=', openid).executeTakeFirst();
    },

    async findByWechatUnionid(unionid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('wechat_unionid', '=', unionid).executeTakeFirst();
    },

    async findByAlipayUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('alipay_uid', '=', uid).executeTakeFirst();
    },

    async create(account: NewAccount): Promise<UserRow> {
      const now = account.now ?? nowIso();
      const values: NewUser = {
        phone: account.phone,
        nickname: account.nickname,
        password_hash: account.passwordHash ?? null,
        identity: account.identity ?? null,
        role: account.role ?? 'user',
        language: account.language ?? 'zh-Hans',
        wechat_openid: account.wechatOpenid ?? null,
        wechat_unionid: account.wechatUnionid ?? null,
        alipay_uid: account.alipayUid ?? null,
        seeker_since: account.identity === 'seeker' ? now : null,
        created_at: now,
        updated_at: now,
      };
      return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async setPassword(id: number, passwordHash: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Stores a stronger hash of the same password, only while `previous` is still the stored one (a
     * password changed meanwhile wins). Not a change the user made: updated_at stays.
     */
    async upgradePasswordHash(id: number, previous: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .where('password_hash', '=', previous)
        .execute();
    },

    async setPhone(id: number, phone: string, now: string): Promise<void> {
      await db.updateTable('users').set({ phone, updated_at: now }).where('id', '=', id).execute();
    },

    async setRole(id: number, role: UserRole, now: string): Promise<void> {
      await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    },

    async updateProfile(id: number, changes: ProfileChanges, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The WeChat ID and phone a recruiter shares in chat exchanges and the name and title seekers see (null:
     * not set), with the account's phone.
     */
    async contact(id: number) {
      return db
        .selectFrom('users')
        .select(['contact_wechat', 'contact_phone', 'phone', 'recruiter_name', 'recruiter_title'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** How a user is reached outside the app: the account's phone, this mini-program's openid, the language. */
    async reach(id: number) {
      return db
        .selectFrom('users')
        .select(['phone', 'wechat_openid', 'language'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** `name` / `title` undefined: left as they are. */
    async setContact(
      id: number,
      contact: { wechat: string | null; phone: string | null; name?: string | null; title?: string | null },
      now: string,
    ) {
      await db
        .updateTable('users')
        .set({
          contact_wechat: contact.wechat,
          contact_phone: contact.phone,
          ...(contact.name !== undefined ? { recruiter_name: contact.name } : {}),
          ...(contact.title !== undefined ? { recruiter_title: contact.title } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** What seekers see of recruiters (no phone): names, title, avatar, last activity. */
    async recruiterCards(ids: number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('users')
        .select(['id', 'nickname', 'avatar', 'recruiter_name', 'recruiter_title', 'last_active_at'])
        .where('id', 'in', ids)
        .execute();
    },

    /** Onboarding's column (0030): null when not onboarding, else the steps skipped so far. */
    async onboardingOf(userId: number) {
      return db.selectFrom('users').select(['identity', 'onboarding']).where('id', '=', userId).executeTakeFirst();
    },

    /** Writes the skipped steps while onboarding is going on (a finished one stays finished). */
    async setOnboardingSkipped(userId: number, skipped: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ onboarding: skipped, updated_at: now })
        .where('id', '=', userId)
        .where('onboarding', 'is not', null)
        .execute();
    },

    async finishOnboarding(userId: number, now: string): Promise<void> {
      await db.updateTable('users').set({ onboarding: null, updated_at: now }).where('id', '=', userId).execute();
    },

    /** A finished onboarding goes on again with these steps skipped (one going on is left as it is). */
    async reopenOnboarding(userId: number, skipped: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ onboarding: skipped, updated_at: now })
        .where('id', '=', userId)
        .where('onboarding', 'is', null)
        .execute();
    },

    /** Sets the identity; the first choice of "seeker" is remembered (a returning seeker is not new). */
    /** `startOnboarding`: a new account's first identity; onboarding begins (0030) unless it already did. */
    async setIdentity(id: number, identity: Identity, now: string, startOnboarding = false): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          identity,
          updated_at: now,
          ...(startOnboarding ? { onboarding: eb.fn.coalesce('onboarding', eb.val('')) } : {}),
          ...(identity === 'seeker' ? { seeker_since: eb.fn.coalesce('seeker_since', eb.val(now)) } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Binds an openid to an account that has none (a phone or code login on the weapp binds it silently);
     * false when the account already had one. A unique violation means another account holds it.
     */
    async bindWechatIfNone(id: number, openid: string, unionid: string | null, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ wechat_openid: openid, wechat_unionid: unionid, updated_at: now })
        .where('id', '=', id)
        .where('wechat_openid', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setWechat(id: number, openid: string, unionid: string | null, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ wechat_openid: openid, wechat_unionid: unionid, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Moves the WeChat / Alipay ids of `fromId` (a phone-less account) to `toId` (the account that owns the
     * phone being bound). The emptied account keeps its id (other tables may point at it) but can no
     * longer log in.
     */
    async moveSocialIds(fromId: number, toId: number, now: string): Promise<void> {
      const from = await db
        .selectFrom('users')
        .select(['wechat_openid', 'wechat_unionid', 'alipay_uid'])
        .where('id', '=', fromId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('users')
        .set({ wechat_openid: null, wechat_unionid: null, alipay_uid: null, updated_at: now })
        .where('id', '=', fromId)
        .execute();
      await db
        .updateTable('users')
        .set((eb) => ({
          wechat_openid: eb.fn.coalesce('wechat_openid', eb.val(from.wechat_openid)),
          wechat_unionid: eb.fn.coalesce('wechat_unionid', eb.val(from.wechat_unionid)),
          alipay_uid: eb.fn.coalesce('alipay_uid', eb.val(from.alipay_uid)),
          updated_at: now,
        }))
        .where('id', '=', toId)
        .execute();
    },

    /** Whether the user owns a company (recruiters fill company information first). */
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
