/**
 * The server's shared mechanisms: the one way to write a transaction (events recorded inside it are
 * published after COMMIT, dropped on rollback), the jobs plugin that owns every timer, and the batching
 * loop of the sweeps.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { forEachDue } from '../src/core/batches';
import type { CompanyRenamedEvent } from '../src/core/events';
import { transaction } from '../src/db/transaction';
import { refuse } from '../src/http/errors';
import { jobsPlugin } from '../src/plugins/jobs';
import { build } from './helpers';

describe('transaction(db, events, work)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.close();
  });

  it('publishes what was recorded after the commit, in order, and the change is visible to listeners', async () => {
    const seen: Array<{ event: CompanyRenamedEvent; committed: boolean }> = [];
    const listener = async (event: CompanyRenamedEvent) => {
      const row = await app.db
        .selectFrom('rate_counters')
        .select('key')
        .where('key', '=', event.name)
        .executeTakeFirst();
      seen.push({ event, committed: row !== undefined });
    };
    app.events.on('company.renamed', listener);
    try {
      const answer = await transaction(app.db, app.events, async (tx) => {
        await tx.db
          .insertInto('rate_counters')
          .values({ key: 'tx-menu', hits: 1, window_start: 'x', expires_at: 'x' })
          .execute();
        tx.record('company.renamed', { companyId: 1, name: 'tx-menu' });
        tx.record('company.renamed', { companyId: 2, name: 'tx-menu' });
        expect(seen).toEqual([]); // nothing is published before the commit
        return 'done';
      });
      expect(answer).toBe('done');
      expect(seen.map((s) => s.event.companyId)).toEqual([1, 2]);
      expect(seen.every((s) => s.committed)).toBe(true);
    } finally {
      app.events.off('company.renamed', listener);
    }
  });

  it('drops the recorded events with a rolled-back transaction', async () => {
    const seen: CompanyRenamedEvent[] = [];
    const listener = (event: CompanyRenamedEvent) => {
      seen.push(event);
    };
    app.events.on('company.renamed', listener);
    try {
      await expect(
        transaction(app.db, app.events, async (tx) => {
          tx.record('company.renamed', { companyId: 3, name: 'never' });
          throw refuse('validation.invalid');
        }),
      ).rejects.toMatchObject({ key: 'validation.invalid' });
      expect(seen).toEqual([]);
    } finally {
      app.events.off('company.renamed', listener);
    }
  });
});

describe('jobs plugin', () => {
  it('runs each job once at start and on runAll, one run at a time, and stops on close', async () => {
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin);
    let runs = 0;
    let release: () => void = () => undefined;
    app.jobs.every('counting', 3_600_000, async () => {
      runs += 1;
      if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
      return { runs };
    });
    app.jobs.every('failing', 3_600_000, async () => {
      throw new Error('boom');
    });
    await app.ready();
    expect(runs).toBe(1);

    const first = app.jobs.runAll();
    await new Promise((resolve) => setImmediate(resolve));
    const second = app.jobs.runAll(); // the run still going is shared, not started twice
    release();
    expect(await first).toEqual({ counting: { runs: 2 }, failing: {} });
    expect(await second).toEqual({ counting: { runs: 2 }, failing: {} });
    expect(runs).toBe(2);
    await app.close();
  });
});

describe('forEachDue', () => {
  it('fetches batches until one comes back short and counts what was handled', async () => {
    const due = Array.from({ length: 7 }, (_, i) => i);
    const fetched: number[] = [];
    const handled = await forEachDue(
      async (limit) => {
        fetched.push(limit);
        return due.splice(0, limit);
      },
      async (row) => row % 2 === 0,
      3,
    );
    expect(fetched).toEqual([3, 3, 3]);
    expect(handled).toBe(4);
  });
});

describe('one position summary', () => {
  it('answers the later of the last edit and the last refresh, for every list that uses it', async () => {
    const { toSummary } = await import('../src/modules/positions/position-summary');
    const row = {
      id: 1,
      title: '前端开发工程师',
      job_type: 'full' as const,
      company_id: 2,
      company_name: '杭州云栖科技有限公司',
      company_logo: null,
      region_code: '330106',
      salary_min: 15000,
      salary_max: 25000,
      salary_unit: 'month' as const,
      salary_months: 13,
      negotiable: 0,
      education: null,
      experience: null,
      refreshed_at: '2026-05-01T02:00:00.000Z',
      updated_at: '2026-05-03T02:00:00.000Z',
    };
    // Edited after the refresh: the edit is what is newest (the resume's copy used to answer the refresh).
    expect(toSummary(row).updatedAt).toBe('2026-05-03T02:00:00.000Z');
    expect(toSummary({ ...row, refreshed_at: '2026-05-04T02:00:00.000Z' }).updatedAt).toBe('2026-05-04T02:00:00.000Z');
    expect(toSummary({ ...row, refreshed_at: null }).updatedAt).toBe('2026-05-03T02:00:00.000Z');
    expect(toSummary(row)).toMatchObject({
      regionName: expect.stringContaining('西湖'),
      salaryMin: 15000,
      salaryUnit: 'month',
      salaryMonths: 13,
      negotiable: false,
    });
  });
});
