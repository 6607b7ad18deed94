/**
 * Migration 0002 on a database that already holds data: phones become optional (SQLite rebuilds the users
 * table), every id and every reference survives, the first content of 0003 is there, and 0004's resume
 * tables take rows of existing users (removed with them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { regionPoint } from '../src/modules/regions/regions.service';
import { migrateToLatest } from '../src/db/migrations/migrate';
import { allMigrations } from '../src/db/migrations';
import { createPgDatabase } from './helpers';

let dataDir: string;
let pg: { url: string; drop: () => Promise<void> } | undefined;
let handle: DbHandle;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-migrate-'));
  pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  handle = openDatabase({ dataDir, databaseUrl: pg?.url });
});
afterAll(async () => {
  await handle.close();
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Whether a statement was refused. Not `rejects.toThrow()`: better-sqlite3 is a native module shared by the
 * test files of a jest worker, so its errors may come from another file's realm and fail `instanceof Error`.
 */
const refused = (statement: Promise<unknown>) =>
  statement.then(
    () => false,
    () => true,
  );

it('keeps users, sessions and companies through 0002 and makes the phone optional', async () => {
  const { db, dialect } = handle;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect, { regionPoint }) },
  });
  const first = await migrator.migrateTo('0001_foundation');
  expect(first.error).toBeUndefined();

  const t = '2026-01-01T00:00:00.000Z';
  const seeker = await db
    .insertInto('users')
    .values({
      phone: '13811112222',
      nickname: '老用户',
      identity: 'seeker',
      language: 'zh-Hans',
      role: 'user',
      created_at: t,
      updated_at: t,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await db
    .insertInto('users')
    .values({
      phone: '13811113333',
      nickname: '老板',
      identity: 'recruiter',
      language: 'en',
      role: 'user',
      wechat_openid: 'o-1',
      created_at: t,
      updated_at: t,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sessions')
    .values({ id: 's1', user_id: seeker.id, expires_at: '2099-01-01T00:00:00.000Z', created_at: t })
    .execute();
  await db
    .insertInto('companies')
    .values({ owner_user_id: owner.id, name: '老公司', links: '[]', status: 'approved', created_at: t, updated_at: t })
    .execute();

  // Every later migration runs after these (each later one has its own test).
  expect((await migrateToLatest(db, dialect, { regionPoint })).slice(0, 5)).toEqual([
    '0002_accounts',
    '0003_content',
    '0004_resume',
    '0005_positions',
    '0006_applications',
  ]);

  // 0004: an existing user can keep a resume; it goes with the user.
  await db
    .insertInto('resume_basics')
    .values({ user_id: seeker.id, nickname: '老用户', birth_date: '1990-01-01', created_at: t, updated_at: t })
    .execute();
  await db
    .insertInto('resume_expectations')
    .values({
      user_id: seeker.id,
      position: '会计',
      job_type: 'full',
      salary_min: 5000,
      salary_max: 8000,
      location: '330100',
      created_at: t,
      updated_at: t,
    })
    .execute();

  const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
  expect(users.map((u) => [u.id, u.phone, u.wechat_openid, u.seeker_since])).toEqual([
    [seeker.id, '13811112222', null, t],
    [owner.id, '13811113333', 'o-1', null],
  ]);
  const session = await db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
  expect(session.user_id).toBe(seeker.id);

  // Phone optional, still unique; social ids unique; new ids continue after the old ones.
  const wechat = await db
    .insertInto('users')
    .values({
      phone: null,
      nickname: '微信用户',
      language: 'zh-Hans',
      role: 'user',
      wechat_openid: 'o-2',
      created_at: t,
      updated_at: t,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(wechat.id).toBeGreaterThan(owner.id);
  await db
    .insertInto('users')
    .values({ phone: null, nickname: 'x', language: 'en', role: 'user', created_at: t, updated_at: t })
    .execute();
  expect(
    await refused(
      db
        .insertInto('users')
        .values({ phone: '13811112222', nickname: 'dup', language: 'en', role: 'user', created_at: t, updated_at: t })
        .execute(),
    ),
  ).toBe(true);
  expect(
    await refused(
      db
        .insertInto('users')
        .values({
          phone: null,
          nickname: 'dup',
          language: 'en',
          role: 'user',
          wechat_openid: 'o-1',
          created_at: t,
          updated_at: t,
        })
        .execute(),
    ),
  ).toBe(true);

  // Foreign keys still work: deleting a user removes its sessions and companies.
  await db.deleteFrom('users').where('id', '=', owner.id).execute();
  expect(await db.selectFrom('companies').selectAll().execute()).toHaveLength(0);
  await db.deleteFrom('users').where('id', '=', seeker.id).execute();
  expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  expect(await db.selectFrom('resume_basics').selectAll().execute()).toHaveLength(0);
  expect(await db.selectFrom('resume_expectations').selectAll().execute()).toHaveLength(0);

  // 0003 brought the first content.
  const agreements = await db.selectFrom('agreements').select('type').execute();
  expect(agreements.map((a) => a.type).sort()).toEqual(['company', 'privacy', 'user']);
  expect((await db.selectFrom('articles').select('id').execute()).length).toBeGreaterThanOrEqual(6);
  expect(await db.selectFrom('intros').select('icp').executeTakeFirstOrThrow()).toEqual({
    icp: '浙ICP备2026000000号-1',
  });
});

(process.env.TEST_DATABASE_URL ? it : it.skip)(
  'vacuums on PostgreSQL the tables a migration rewrote, once it has committed',
  async () => {
    // The test above migrated to the latest schema, 0016 (which rewrites positions) included.
    const { rows } = await sql<{ vacuumed: boolean }>`select last_vacuum is not null as vacuumed
    from pg_stat_user_tables where relname = 'positions'`.execute(handle.db);
    expect(rows).toEqual([{ vacuumed: true }]);
  },
);

it('0017 goes down and up again: the region and nearby indexes carry the search text only once it is up', async () => {
  const { db, dialect } = handle;
  const names =
    dialect === 'postgres'
      ? ['positions_listed_city', 'positions_listed_district', 'positions_nearby']
      : ['positions_nearby'];
  const definitions = async () => {
    const rows =
      dialect === 'postgres'
        ? (
            await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition
            from pg_indexes where tablename = 'positions'`.execute(db)
          ).rows
        : (
            await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name = 'positions'`.execute(db)
          ).rows;
    return Object.fromEntries(rows.filter((row) => names.includes(row.name)).map((row) => [row.name, row.definition]));
  };
  await migrateToLatest(db, dialect, { regionPoint });
  const up = await definitions();
  expect(Object.keys(up).sort()).toEqual([...names].sort());
  for (const name of names) expect(up[name]).toContain('search_text');

  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect, { regionPoint }) },
  });
  const down = await migrator.migrateTo('0016_position_search_prefixes');
  expect(down.error).toBeUndefined();
  const before = await definitions();
  expect(Object.keys(before).sort()).toEqual([...names].sort());
  for (const name of names) expect(before[name]).not.toContain('search_text');

  expect((await migrateToLatest(db, dialect, { regionPoint }))[0]).toBe('0017_local_search_text');
  expect(await definitions()).toEqual(up);
});
