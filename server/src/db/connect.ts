/**
 * Opens the database: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. This file
 * and the rest of db/ are the only places that know which one is in use.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { Database } from './types';

export type DbDialect = 'sqlite' | 'postgres';

/** SQLite memory-mapped I/O limit (address space, not memory: pages come from the OS cache). */
export const SQLITE_MMAP_BYTES = 2 ** 30;
/** SQLite page cache per connection, in KiB. */
export const SQLITE_CACHE_KIB = 65_536;
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: DbDialect;
  /** Closes the pool / file. */
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * PostgreSQL answers COUNT(*) and other int8/numeric values as strings; SQLite answers numbers. Parse
 * them per pool (not through the global pg.types) so repositories see the same types on both dialects.
 */
function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === pgTypes.builtins.INT8 || oid === pgTypes.builtins.NUMERIC) return (v: string) => Number(v);
  return pgTypes.getTypeParser(oid, format);
}

/** The SQLite database file under DATA_DIR. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'app.db');
}

/** Narrows a file's or folder's mode; a path owned by another user (EPERM) is reported, not fatal. */
function restrictMode(target: string, mode: number): void {
  try {
    if ((fs.statSync(target).mode & 0o777 & ~mode) !== 0) fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    console.warn(`cannot restrict ${target} to mode ${mode.toString(8)}: ${(error as Error).message}`);
  }
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: { getTypeParser: pgTypeParser } as never,
    });
    // An idle connection can die (server restart, failover, DROP DATABASE ... WITH (FORCE)): pg then emits
    // 'error' on the pool, which would crash the process if nobody listened. The pool replaces the
    // connection on the next query; a query in flight still fails and is answered as usual.
    pool.on('error', (error) => {
      console.warn(`database connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely's destroy() ends the pool.
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  // Owner only, also for a folder and files made by an older version or under another umask. SQLite gives
  // the -wal and -shm files it creates later the mode of the database file.
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  restrictMode(options.dataDir, 0o700);
  const filePath = sqliteFile(options.dataDir);
  const file = new SqliteDatabase(filePath);
  for (const suffix of ['', '-wal', '-shm']) restrictMode(filePath + suffix, 0o600);
  // WAL lets readers proceed during a write; NORMAL sync is durable enough with WAL and much faster.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  // Another process (a CLI, a second instance) may hold the write lock briefly: wait instead of failing.
  file.pragma('busy_timeout = 5000');
  // Reads through memory-mapped pages (no read() call per page) and a 64 MB page cache instead of 2 MB:
  // a list query touches a few thousand pages of a large file (bench:search).
  file.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  file.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
