/**
 * Owns every timer of the server (the sweeps): `app.jobs.every(name, intervalMs, run)` runs `run` once when
 * the app is ready and then every `intervalMs`; one run of a job at a time (a run still going when the next
 * is due is skipped); what a run did is logged when it did anything, a failure is logged and the job goes
 * on; on close the timers stop and a run in progress is awaited. `app.jobs.runAll()` runs every job once
 * (tests and the operator CLI).
 *
 * With several instances on one database, a timed run first takes the job's lease (`leases`, from
 * db/leases.ts) for its interval: the sweep runs on one instance per interval, whichever is first, and
 * moves to another when that instance stops. `runAll` does not ask: whoever calls it wants the work done now.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobLeases } from '../db/leases';

/** A run answers counts of what it did (logged when any is non-zero). */
export type JobRun = () => Promise<Record<string, number>>;

export interface Jobs {
  every(name: string, intervalMs: number, run: JobRun): void;
  runAll(): Promise<Record<string, Record<string, number>>>;
  /** What the timers do, for every job at once: runs those whose lease this instance takes; answers their names. */
  runDue(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  /** Absent: every timed run runs (one instance). */
  leases?: JobLeases;
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsOptions) => {
    const jobs: Array<{ name: string; intervalMs: number; run: JobRun }> = [];
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<string, Promise<Record<string, number>>>();
    let closing = false;

    async function runTimed(name: string, intervalMs: number, run: JobRun): Promise<boolean> {
      if (closing || running.has(name)) return false;
      // A little less than the interval, so this instance's own next tick is never refused by its lease.
      const mine = options.leases
        ? await options.leases.take(name, Math.max(1000, intervalMs - 1000)).catch((error: unknown) => {
            app.log.warn({ err: error, job: name }, 'job lease not taken');
            return false;
          })
        : true;
      if (!mine || closing) return false;
      await runOnce(name, run);
      return true;
    }

    function runOnce(name: string, run: JobRun): Promise<Record<string, number>> {
      const current = running.get(name);
      if (current) return current;
      const started = (async () => {
        try {
          const done = await run();
          if (Object.values(done).some((count) => count > 0)) app.log.info({ job: name, ...done }, 'job ran');
          return done;
        } catch (error) {
          app.log.error({ err: error, job: name }, 'job failed');
          return {};
        } finally {
          running.delete(name);
        }
      })();
      running.set(name, started);
      return started;
    }

    app.decorate('jobs', {
      every(name, intervalMs, run) {
        jobs.push({ name, intervalMs, run });
      },
      async runAll() {
        const results: Record<string, Record<string, number>> = {};
        for (const job of jobs) results[job.name] = await runOnce(job.name, job.run);
        return results;
      },
      async runDue() {
        const ran = await Promise.all(jobs.map((job) => runTimed(job.name, job.intervalMs, job.run)));
        return jobs.filter((_, index) => ran[index]).map((job) => job.name);
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      for (const job of jobs) {
        const timer = setInterval(() => void runTimed(job.name, job.intervalMs, job.run), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
      // The first runs at start: what became due while no instance was running.
      await Promise.all(jobs.map((job) => runTimed(job.name, job.intervalMs, job.run)));
    });

    // Before the database closes: stop, let a run finish, and hand the leases back for another instance.
    app.addHook('preClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
      await options.leases?.releaseAll().catch(() => undefined);
    });
  },
  { name: 'jobs' },
);
