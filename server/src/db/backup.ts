/**
 * Online backup of the embedded SQLite database (`npm run backup`, scripts/backup.ts). SQLite's backup API
 * copies a consistent snapshot page by page while the server keeps reading and writing (WAL mode), into a
 * new file readable by its owner only. PostgreSQL is backed up with its own tools (pg_dump).
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile } from './connect';

/** A backup that cannot be made, with the reason for the operator. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export interface BackupOptions {
  dataDir: string;
  /** Set: the database is PostgreSQL, which this does not back up. */
  databaseUrl?: string;
  /** A folder for the timestamped file (default DATA_DIR/backups), or a file path ending in .db / .sqlite. */
  target?: string;
  /** The time in the file name (default now). */
  now?: Date;
}

export interface BackupResult {
  /** Absolute path of the backup. */
  file: string;
  bytes: number;
}

/** `app-2026-03-02T02-00-00Z.db`: sorts by time, no characters a file system refuses. */
function timestampedName(now: Date): string {
  return `app-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.db`;
}

function destination(options: BackupOptions): string {
  const target = path.resolve(options.target ?? path.join(options.dataDir, 'backups'));
  if (/\.(db|sqlite3?)$/i.test(target) && !fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    if (fs.existsSync(target)) throw new BackupRefused(`${target} exists already: name a new file or a folder`);
    return target;
  }
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const name = timestampedName(options.now ?? new Date());
  let file = path.join(target, name);
  for (let n = 1; fs.existsSync(file); n += 1) file = path.join(target, name.replace(/\.db$/, `-${n}.db`));
  return file;
}

export async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  if (options.databaseUrl) {
    throw new BackupRefused(
      'DATABASE_URL is set: the database is PostgreSQL, which this does not back up. Use pg_dump (see docs/operations.md).',
    );
  }
  const source = sqliteFile(path.resolve(options.dataDir));
  if (!fs.existsSync(source)) throw new BackupRefused(`no database at ${source}: check DATA_DIR`);
  const file = destination(options);
  // Written under a temporary name and renamed when complete, so a file with the final name is a whole backup.
  const partial = `${file}.partial`;
  // Created empty and private first: SQLite keeps the mode of a file it opens (and gives it to its journal).
  fs.writeFileSync(partial, '', { flag: 'wx', mode: 0o600 });
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial);
    // The copy carries the live file's WAL flag; a backup is one self-contained file (the server turns WAL
    // back on when it opens a restored copy).
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return { file, bytes: fs.statSync(file).size };
}
