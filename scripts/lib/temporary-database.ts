/**
 * Fresh UTF-8 PostgreSQL databases next to the one `adminUrl` names (trust auth on the machine), for the
 * server tests and the scripts that measure: one way to make them, with a UTF-8 character type where the
 * server has one (the search's lower-casing and the CJK text need it; the first locale the server knows is
 * taken, else its default).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const LOCALE_CLAUSES = [
  "LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'",
  "LC_CTYPE 'C.utf8' LC_COLLATE 'C.utf8'",
  "LC_CTYPE 'en_US.UTF-8' LC_COLLATE 'en_US.UTF-8'",
  '',
];

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new database named `<prefix>_<random>`; `drop` removes it (connections and all). */
export async function createTemporaryDatabase(adminUrl: string, prefix: string): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  let lastError: unknown;
  for (const locale of LOCALE_CLAUSES) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' ${locale}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        name,
        url: url.toString(),
        drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    } catch (error) {
      // Only a locale this server lacks is worth the next clause; anything else (refused, no right) is final.
      if (!/locale|collation/i.test(error instanceof Error ? error.message : String(error))) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Runs `run` on a new database and drops it afterwards, whatever happened. */
export async function withTemporaryDatabase<T>(
  adminUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database = await createTemporaryDatabase(adminUrl, prefix);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}
