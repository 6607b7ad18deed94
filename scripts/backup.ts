/**
 * `npm run backup [-- <folder | file.db>]`
 *
 * Writes an online backup of DATA_DIR's SQLite database (safe while the server runs) to a timestamped file
 * in DATA_DIR/backups, or in the folder given, or to the .db file given; readable by its owner only. Reads
 * DATA_DIR and DATABASE_URL like the server; refuses when DATABASE_URL is set (PostgreSQL: pg_dump).
 * Prints where it wrote and the size. Restoring: docs/operations.md.
 */
import path from 'node:path';
import { backupSqlite, BackupRefused } from '../server/src/db/backup';

const USAGE = 'usage: npm run backup [-- <folder | file.db>]   (default folder: DATA_DIR/backups)';

async function main(): Promise<void> {
  // The folder and the file it may create are for this user only, as the server's own files are.
  process.umask(0o077);
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    process.exit(1);
  }
  // The server's defaults: DATA_DIR ./data; an empty DATABASE_URL is unset.
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  try {
    const { file, bytes } = await backupSqlite({
      dataDir,
      databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
      target: args[0],
    });
    console.log(`backup written to ${file} (${bytes} bytes, ${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(`backup refused: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
