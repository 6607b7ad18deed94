import type { Db } from '../../db/connect';
import { nowIso } from '../../db/time';
import type { Identity, NewUser, UserRole, UserRow } from '../../db/types';

export interface NewAccount {
  phone: string;
  nickname: string;
  passwordHash?: string | null;
  identity?: Identity | null;
  role?: UserRole;
  language?: string;
  wechatOpenid?: string | null;
}

export function createAccountRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByPhone(phone: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    },

    async create(account: NewAccount): Promise<UserRow> {
      const now = nowIso();
      const values: NewUser = {
        phone: account.phone,
        nickname: account.nickname,
        password_hash: account.passwordHash ?? null,
        identity: account.identity ?? null,
        role: account.role ?? 'user',
        language: account.language ?? 'zh-Hans',
        wechat_openid: account.wechatOpenid ?? null,
        created_at: now,
        updated_at: now,
      };
      return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
