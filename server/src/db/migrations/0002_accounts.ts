/**
 * Accounts: phones become optional (a WeChat or Alipay login creates an account before a phone is bound),
 * social ids, the "new seeker" marker, image captchas, SMS codes and rate-limit counters.
 *
 * SQLite cannot drop NOT NULL in place: the users table is rebuilt with the documented procedure (foreign
 * keys off, copy, drop, rename, check, foreign keys on), keeping every id so sessions, companies and
 * positions still point at their users. PostgreSQL alters the column.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { withId } from './helpers';

async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  // Outside a transaction (the pragma is ignored inside one); Kysely runs SQLite migrations without one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql`
        create table users_new (
          id integer primary key autoincrement,
          phone text unique,
          password_hash text,
          nickname text not null,
          avatar text,
          identity text,
          language text not null default 'zh-Hans',
          role text not null default 'user',
          wechat_openid text,
          wechat_unionid text,
          alipay_uid text,
          seeker_since text,
          created_at text not null,
          updated_at text not null
        )`.execute(db);
      await sql`
        insert into users_new (id, phone, password_hash, nickname, avatar, identity, language, role,
                               wechat_openid, seeker_since, created_at, updated_at)
        select id, phone, password_hash, nickname, avatar, identity, language, role,
               wechat_openid, case when identity = 'seeker' then created_at end, created_at, updated_at
        from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_new rename to users`.execute(db);
      await createUserIndexes(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows.slice(0, 3))}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function createUserIndexes(db: Kysely<unknown>): Promise<void> {
  // NULLs never collide in a unique index on either dialect: only bound ids must be unique.
  await db.schema
    .createIndex('users_wechat_openid')
    .ifNotExists()
    .unique()
    .on('users')
    .column('wechat_openid')
    .execute();
  await db.schema.createIndex('users_wechat_unionid').unique().on('users').column('wechat_unionid').execute();
  await db.schema.createIndex('users_alipay_uid').unique().on('users').column('alipay_uid').execute();
}

export function accounts(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await rebuildSqliteUsers(db);
      } else {
        await sql`alter table users alter column phone drop not null`.execute(db);
        await sql`alter table users add column wechat_unionid text, add column alipay_uid text, add column seeker_since text`.execute(
          db,
        );
        await sql`update users set seeker_since = created_at where identity = 'seeker'`.execute(db);
        await createUserIndexes(db);
      }

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

      await withId(db.schema.createTable('sms_codes'), dialect)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('scene', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The newest code of a phone and scene; the newest code of a phone (status).
      await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'scene', 'id']).execute();
      await db.schema.createIndex('sms_codes_created').on('sms_codes').column('created_at').execute();

      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_counters_expires').on('rate_counters').column('expires_at').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['rate_counters', 'sms_codes', 'captchas']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
      // Phones stay optional: making them required again could fail on WeChat-only accounts.
    },
  };
}
