/**
 * `npm run backup` (scripts/backup.ts over server/src/db/backup.ts): an online copy of DATA_DIR's SQLite
 * database, taken while the app runs, that opens as a database holding what was written, 0600.
 * Always on SQLite (DATABASE_URL emptied), also when the suite runs on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { backupSqlite, BackupRefused } from '../src/db/backup';
import { openDatabase } from '../src/db/connect';
import { build, injectAs } from './helpers';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

let app: FastifyInstance;
let phone: string;
beforeAll(async () => {
  app = await build({ env: { DATABASE_URL: '', SEED_DEMO: 'false' } });
  // A record written through the running app, still in the WAL (no checkpoint yet) when the backup starts.
  const caller = await injectAs(app, 'seeker');
  phone = (await app.db.selectFrom('users').select('phone').where('id', '=', caller.userId).executeTakeFirstOrThrow())
    .phone!;
});
afterAll(async () => {
  await app.close();
});

/** The phones in a backup file, read with a connection of its own. */
function phonesIn(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT phone FROM users').all() as Array<{ phone: string }>).map((row) => row.phone);
  } finally {
    db.close();
  }
}

describe('backupSqlite', () => {
  it('copies the live database into DATA_DIR/backups/app-<time>.db, 0600, holding the record just written', async () => {
    expect(fs.existsSync(path.join(app.config.dataDir, 'app.db-wal'))).toBe(true);
    const now = new Date('2026-03-02T02:03:04.567Z');
    const result = await backupSqlite({ dataDir: app.config.dataDir, now });
    expect(result.file).toBe(path.join(app.config.dataDir, 'backups', 'app-2026-03-02T02-03-04Z.db'));
    expect(result.bytes).toBe(fs.statSync(result.file).size);
    expect(result.bytes).toBeGreaterThan(0);
    expect(mode(result.file)).toBe('600');
    expect(mode(path.dirname(result.file))).toBe('700');
    expect(phonesIn(result.file)).toContain(phone);
    // Nothing half-written is left, and a second backup in the same second gets its own file.
    expect(fs.readdirSync(path.dirname(result.file))).toEqual(['app-2026-03-02T02-03-04Z.db']);
    const second = await backupSqlite({ dataDir: app.config.dataDir, now });
    expect(path.basename(second.file)).toBe('app-2026-03-02T02-03-04Z-1.db');
    // The app goes on working on its database.
    expect((await injectAs(app, 'seeker')).token).toBeTruthy();
  });

  it('writes to a folder or a .db file given, and never over an existing file', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-backup-'));
    try {
      const inFolder = await backupSqlite({ dataDir: app.config.dataDir, target: path.join(elsewhere, 'nightly') });
      expect(path.dirname(inFolder.file)).toBe(path.join(elsewhere, 'nightly'));
      const named = path.join(elsewhere, 'before-upgrade.db');
      expect((await backupSqlite({ dataDir: app.config.dataDir, target: named })).file).toBe(named);
      expect(phonesIn(named)).toContain(phone);
      await expect(backupSqlite({ dataDir: app.config.dataDir, target: named })).rejects.toThrow(/exists already/);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('restores as documented: the copy in place of app.db, without -wal and -shm, opens with the record', async () => {
    const { file } = await backupSqlite({ dataDir: app.config.dataDir });
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-restore-'));
    try {
      fs.copyFileSync(file, path.join(restored, 'app.db'));
      const handle = openDatabase({ dataDir: restored });
      try {
        const row = await handle.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
        expect(row).toBeDefined();
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(restored, { recursive: true, force: true });
    }
  });

  it('refuses PostgreSQL (pg_dump) and a DATA_DIR without a database', async () => {
    await expect(backupSqlite({ dataDir: app.config.dataDir, databaseUrl: 'postgres://u@h/db' })).rejects.toThrow(
      new BackupRefused(
        'DATABASE_URL is set: the database is PostgreSQL, which this does not back up. Use pg_dump (see docs/operations.md).',
      ),
    );
    await expect(backupSqlite({ dataDir: path.join(app.config.dataDir, 'nothing') })).rejects.toThrow(
      /no database at .*nothing[/\\]app\.db: check DATA_DIR/,
    );
  });
});

describe('npm run backup (scripts/backup.ts)', () => {
  const script = async (env: Record<string, string>, ...args: string[]) => {
    try {
      const { stdout, stderr } = await run(tsx, ['scripts/backup.ts', ...args], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('prints where it wrote and the size', async () => {
    const folder = path.join(app.config.dataDir, 'from-script');
    const result = await script({ DATA_DIR: app.config.dataDir }, folder);
    expect(result.code).toBe(0);
    const match = /^backup written to (.+\.db) \((\d+) bytes, [\d.]+ MiB\)$/.exec(result.stdout.trim());
    expect(match).not.toBeNull();
    const file = match![1];
    expect(path.dirname(file)).toBe(folder);
    expect(fs.statSync(file).size).toBe(Number(match![2]));
    expect(mode(file)).toBe('600');
    expect(phonesIn(file)).toContain(phone);
  }, 30_000);

  it('refuses clearly when DATABASE_URL is set', async () => {
    const result = await script({ DATA_DIR: app.config.dataDir, DATABASE_URL: 'postgres://u@h/db' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/backup refused: DATABASE_URL is set: .* Use pg_dump/);
  }, 30_000);
});
