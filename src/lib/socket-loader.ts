import { realtime } from './socket';

/** The socket client (weapp: in the main package, as every module is). H5 loads it after the first screen. */
export function loadRealtime(): Promise<typeof realtime> {
  return Promise.resolve(realtime);
}
