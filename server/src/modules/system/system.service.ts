import type { Db, DbDialect } from '../../db/connect';
import { createSystemRepository } from './system.repository';
import { version } from '../../../../package.json';

export interface Health {
  status: 'ok';
  db: DbDialect;
  version: string;
}

export function createSystemService({ db, dialect }: { db: Db; dialect: DbDialect }) {
  const repo = createSystemRepository(db);
  return {
    /** Fails (500) when the database does not answer, so a load balancer takes the instance out. */
    async health(): Promise<Health> {
      await repo.ping();
      return { status: 'ok', db: dialect, version };
    },
  };
}
