/**
 * Owns every timer of the server (the sweeps): `app.jobs.every(name, intervalMs, run)` runs `run` once when
 * the app is ready and then every `intervalMs`; one run of a job at a time (a run still going when the next
 * is due is skipped); what a run did is logged when it did anything, a failure is logged and the job goes
 * on; on close the timers stop and a run in progress is awaited. `app.jobs.runAll()` runs every job once
 * (tests and the operator CLI).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A run answers counts of what it did (logged when any is non-zero). */
export type JobRun = () => Promise<Record<string, number>>;

export interface Jobs {
  every(name: string, intervalMs: number, run: JobRun): void;
  runAll(): Promise<Record<string, Record<string, number>>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs: Array<{ name: string; intervalMs: number; run: JobRun }> = [];
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<string, Promise<Record<string, number>>>();
    let closing = false;

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
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      for (const job of jobs) {
        const timer = setInterval(() => {
          if (!closing) void runOnce(job.name, job.run);
        }, job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
      // The first runs at start: what became due while no instance was running.
      await Promise.all(jobs.map((job) => runOnce(job.name, job.run)));
    });

    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    });
  },
  { name: 'jobs' },
);
