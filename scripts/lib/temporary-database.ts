/**
 * A fresh UTF-8 PostgreSQL database for one script run, next to the one `adminUrl` names (trust auth on the
 * machine): `run` gets its URL, and the database is dropped afterwards whatever happened.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export async function withTemporaryDatabase<T>(
  adminUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
