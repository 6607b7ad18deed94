/** Operations (server module `system`): what `GET health` answers, for load balancers and monitoring. */
import { z } from 'zod';
import { defineCalls } from './call';

const checkStateSchema = z.enum(['ok', 'down', 'off']);

/** Each dependency's state: `off` when it is not configured (Redis without REDIS_URL). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  checks: z.object({ database: checkStateSchema, redis: checkStateSchema, storage: checkStateSchema }),
});
export type HealthAnswer = z.infer<typeof healthSchema>;

// ---- Calls (common/call.ts) ------------------------------------------------------------------------------

export const systemCalls = /* @__PURE__ */ defineCalls('system', () => ({
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    answer: 'data',
    response: healthSchema,
    summary: 'Liveness: the database, Redis (when configured) and the file storage; 503 when one is down',
  },
}));
