/** Demo accounts, written as the account module stores them: Chinese, plain users (operators are never seeded). */
import type { Db } from '../db/connect';

export interface DemoUser {
  phone: string;
  /** null: the account cannot log in (it exists to own a company or a resume). */
  passwordHash: string | null;
  nickname: string;
  identity: 'seeker' | 'recruiter';
  /** ISO time the account was made; a seeker has been one since then. */
  created: string;
  /** ISO time of the last request, when the demo shows one. */
  lastActiveAt?: string;
  /** A recruiter's name and title as seekers see them (account settings, 0022): 李经理 · 招聘经理. */
  recruiter?: { name: string; title: string };
}

/**
 * The WeChat IDs demo recruiters share in a chat exchange (account settings → 微信号), by phone: the demo
 * recruiter (13800000002) has one, so a WeChat exchange with the demo seeker goes through.
 */
const RECRUITER_WECHAT: Record<string, string> = { '13800000002': 'li_yunqi_hr' };

/**
 * Inserts the account and answers its id. Its consent records (0025) name the agreements in force, as a
 * registration writes them, so the demo accounts are not asked to accept them at their first start.
 */
export async function insertDemoUser(db: Db, user: DemoUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      phone: user.phone,
      password_hash: user.passwordHash,
      nickname: user.nickname,
      identity: user.identity,
      ...(user.identity === 'seeker' ? { seeker_since: user.created } : {}),
      language: 'zh-Hans',
      role: 'user',
      ...(user.lastActiveAt ? { last_active_at: user.lastActiveAt } : {}),
      ...(user.identity === 'recruiter' && RECRUITER_WECHAT[user.phone]
        ? { contact_wechat: RECRUITER_WECHAT[user.phone] }
        : {}),
      ...(user.recruiter ? { recruiter_name: user.recruiter.name, recruiter_title: user.recruiter.title } : {}),
      created_at: user.created,
      updated_at: user.created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agreements = await db
    .selectFrom('agreements')
    .select(['type', 'version'])
    .where('type', 'in', ['user', 'privacy'])
    .orderBy('id')
    .execute();
  // The newest agreement of a type is the one in force (later rows overwrite earlier ones here).
  const inForce = new Map(agreements.map((a) => [a.type, a.version]));
  if (inForce.size) {
    await db
      .insertInto('consents')
      .values(
        [...inForce].map(([kind, version]) => ({
          user_id: row.id,
          kind,
          version,
          via: 'register',
          ip: null,
          accepted_at: user.created,
        })),
      )
      .execute();
  }
  return row.id;
}
