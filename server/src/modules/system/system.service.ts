import type { BlobStore } from '../../core/blob-store';
import type { Db, DbDialect } from '../../db/connect';
import { createSystemRepository } from './system.repository';
import { version } from '../../../../package.json';

export type CheckState = 'ok' | 'down' | 'off';

export interface Health {
  status: 'ok' | 'degraded';
  db: DbDialect;
  version: string;
  checks: { database: CheckState; redis: CheckState; storage: CheckState };
}

/** A dependency that does not answer within this time counts as down (a load balancer must not wait). */
const CHECK_TIMEOUT_MS = 2000;

async function check(probe: (() => Promise<void>) | undefined): Promise<CheckState> {
  if (!probe) return 'off';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export function createSystemService({
  db,
  dialect,
  store,
  redisPing,
}: {
  db: Db;
  dialect: DbDialect;
  store: BlobStore;
  redisPing?: () => Promise<void>;
}) {
  const repo = createSystemRepository(db);
  return {
    /**
     * Every dependency checked at once; `healthy` false when one is down, so the route answers 503 and a
     * load balancer takes the instance out. Redis is 'off' without REDIS_URL.
     */
    async health(): Promise<{ healthy: boolean; health: Health }> {
      const [database, redis, storage] = await Promise.all([
        check(() => repo.ping()),
        check(redisPing),
        check(() => store.ping()),
      ]);
      const healthy = ![database, redis, storage].includes('down');
      return {
        healthy,
        health: { status: healthy ? 'ok' : 'degraded', db: dialect, version, checks: { database, redis, storage } },
      };
    },
  };
}
