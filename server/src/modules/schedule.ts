/**
 * How often each timer of the API runs (the sweeps that move records past their dates, the retention prunes);
 * `scheduleJobs` in the composition root (index.ts) registers them with the jobs plugin.
 */
/** How often positions past their recruitment end date are closed (reads hide them in between). */
export const POSITION_SWEEP_INTERVAL_MS = 10 * 60_000;
/** How often the application and interview sweep runs (reminders are at most this late). */
export const APPLICATION_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often staff ID photos past their retention are removed. */
export const STAFF_PHOTO_SWEEP_INTERVAL_MS = 60 * 60_000;
/** How often looks past their retention are pruned (谁看过我). */
export const VIEW_PRUNE_INTERVAL_MS = 6 * 60 * 60_000;
/** How often contracts past their deadline expire and Party B is reminded of one due soon. */
export const CONTRACT_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often accounts past their cooling-off are deleted and kept contracts past their retention removed. */
export const ACCOUNT_DELETION_SWEEP_INTERVAL_MS = 60 * 60_000;
/** How often the copies of users' data asked for are built (the app shows "building" until then). */
export const DATA_EXPORT_INTERVAL_MS = 60_000;
/** How often delivered outbox rows past their keeping are removed. */
export const OUTBOX_PURGE_INTERVAL_MS = 6 * 60 * 60_000;
