import type { realtime } from './socket';

/** The socket client, loaded after the first screen so home's first paint does not wait for it. */
export function loadRealtime(): Promise<typeof realtime> {
  return import('./socket').then((module) => module.realtime);
}
