/**
 * What the migration tests share: a fresh database (SQLite in a temporary folder, or a temporary PostgreSQL
 * database when TEST_DATABASE_URL is set) opened before the file's tests and dropped after, a migrator that
 * stops at a named migration, and the rows an older schema needs (a user, a company).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { allMigrations } from '../src/db/migrations';
import { regionPoint } from '../src/modules/regions/regions.service';
import { createPgDatabase } from './helpers';

/** The time every row of a migration test is written at. */
export const AT = '2026-01-01T00:00:00.000Z';

/** Opens a fresh database for the file's tests (`handle()` inside a test) and drops it after them. */
export function migrationDatabase(name: string): () => DbHandle {
  let dataDir: string;
  let pg: { url: string; drop: () => Promise<void> } | undefined;
  let handle: DbHandle;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jobmarket-${name}-`));
    pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
    handle = openDatabase({ dataDir, databaseUrl: pg?.url });
  });
  afterAll(async () => {
    await handle.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => handle;
}

/** A migrator over every migration (`migrateTo('0022_company_page')` stops after that one). */
export function migratorOf({ db, dialect }: DbHandle): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => allMigrations(dialect, { regionPoint }) } });
}

/**
 * The file's database (`migrationDatabase`'s getter) migrated up to `name`, included, as a migration test
 * starts: its handle, db and dialect, and the migrator for the rest of the way.
 */
export async function migratedUpTo(database: () => DbHandle, name: string) {
  const handle = database();
  const migrator = migratorOf(handle);
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return { handle, db: handle.db, dialect: handle.dialect, migrator };
}

/** A user row as the foundation schema has it; answers its id. */
export async function insertUser({ db }: DbHandle, phone: string, identity: 'seeker' | 'recruiter'): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ phone, nickname: phone, identity, language: 'zh-Hans', role: 'user', created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved company of `ownerId`; answers its id. */
export async function insertCompany({ db }: DbHandle, ownerId: number, name = '公司'): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({ owner_user_id: ownerId, name, links: '[]', status: 'approved', created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved full-time sales position of `companyId`, posted by `recruiterId` and open until 2099; answers its id. */
export async function insertPosition({ db }: DbHandle, companyId: number, recruiterId: number): Promise<number> {
  const row = await db
    .insertInto('positions')
    .values({
      company_id: companyId,
      recruiter_user_id: recruiterId,
      title: '销售代表',
      job_type: 'full',
      industry: '销售',
      education: 'unlimited',
      gender: null,
      experience: 'none',
      form: 'offline',
      region_code: '330106',
      recruit_start: '2026-01-01',
      recruit_end: '2099-12-31',
      salary_min: 5000,
      salary_max: 8000,
      show_on_company_page: 1,
      status: 'approved',
      review_reason: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
