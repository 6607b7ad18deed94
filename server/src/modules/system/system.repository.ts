import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export function createSystemRepository(db: Db) {
  return {
    /** A round trip to the database; throws when it is unreachable. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
