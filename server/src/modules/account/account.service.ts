/** The caller's own account. */
import { MSG } from '@common/messages';
import type { Db } from '../../db/connect';
import type { Identity, UserRole } from '../../db/types';
import { AppError } from '../../plugins/errors';
import { createAccountRepository } from './account.repository';

export interface AccountInfo {
  id: number;
  /** Masked: 138****5678. */
  phone: string;
  nickname: string;
  avatar: string | null;
  identity: Identity | null;
  language: string;
  role: UserRole;
}

/** 13812345678 -> 138****5678; anything that is not 11 characters keeps only its ends. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

export function createAccountService({ db }: { db: Db }) {
  const repo = createAccountRepository(db);
  return {
    async info(userId: number): Promise<AccountInfo> {
      const user = await repo.findById(userId);
      if (!user) throw new AppError(401, MSG.errors.userNotFound);
      return {
        id: user.id,
        phone: maskPhone(user.phone),
        nickname: user.nickname,
        avatar: user.avatar,
        identity: user.identity,
        language: user.language,
        role: user.role,
      };
    },
  };
}
