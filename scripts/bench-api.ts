/**
 * `npm run bench:api`: HTTP throughput of the real server bundle (build/server/main.js, run `npm run
 * build:server` first) with the demo data, measured from outside with autocannon, on SQLite and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on a temporary PostgreSQL database as well.
 *
 * 1. Each endpoint alone for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 10): `/api/health`
 *    (the ceiling: the framework, the envelope and one database round trip), the public list, a job
 *    detail, a 2-character search (these three anonymous, so mostly from the public cache, as for real
 *    visitors), the same list signed in (always from the database) and an authenticated write (saving a
 *    position); req/s, p50 / p99 and each endpoint's share of the health ceiling. Aim: the list at 40 % of
 *    the ceiling or more.
 * 2. A mixed run at a fixed 200 req/s for BENCH_MIXED_SECONDS (default 60): reads and writes drawn at
 *    random; it must end with 0 errors and 0 non-2xx answers.
 * Also prints how many bytes the log grew per request at LOG_LEVEL=info.
 *
 *   npm run build:server && npm run bench:api
 *   BENCH_SECONDS=5 BENCH_MIXED_SECONDS=20 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { withTemporaryDatabase } from './lib/temporary-database';

const { startServer } = require('./lib/server.cjs') as {
  startServer(options: { root: string; env?: Record<string, string> }): Promise<{
    url: string;
    output(): string;
    stop(): Promise<void>;
  }>;
};

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MIXED_RATE = 200;
const PG_URL = process.env.BENCH_DATABASE_URL ?? '';
const ROOT = path.resolve(__dirname, '..');

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  auth?: boolean;
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return (await res.json()) as { code: number; data: any; rows: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer({
    root: ROOT,
    env: { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'info', SEED_DEMO: 'true', ...env },
  });
  try {
    const api = `${server.url}/api`;
    const login = await json(`${api}/app/loginByPwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: 'demo1234' }),
    });
    const token = login.data.token as string;
    const list = await json(`${api}/positions?pageNum=1&pageSize=10`);
    const positionId = list.rows[0].id as number;
    const endpoints: Endpoint[] = [
      { name: 'health (ceiling)', method: 'GET', path: '/api/health' },
      { name: 'public list', method: 'GET', path: '/api/positions?pageNum=1&pageSize=10' },
      { name: 'job detail', method: 'GET', path: `/api/positions/${positionId}` },
      {
        name: '2-character search',
        method: 'GET',
        path: `/api/positions?pageNum=1&pageSize=10&keyword=${encodeURIComponent('前端')}`,
      },
      { name: 'list, signed in', method: 'GET', path: '/api/positions?pageNum=1&pageSize=10', auth: true },
      { name: 'authenticated write', method: 'POST', path: `/api/positions/${positionId}/save`, auth: true },
    ];
    const headersOf = (endpoint: Endpoint) => ({
      ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}),
      ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    });

    const results: Result[] = [];
    for (const endpoint of endpoints) {
      const result = await run(server.url + endpoint.path, {
        method: endpoint.method,
        headers: headersOf(endpoint),
        body: endpoint.method === 'POST' ? '{}' : undefined,
      });
      results.push({
        name: endpoint.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    const ceiling = results[0].rps;
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log('endpoint                 req/s    p50 ms  p99 ms  of ceiling  errors');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${`${((r.rps / ceiling) * 100).toFixed(0)} %`.padStart(10)}  ${r.errors + r.non2xx}`,
      );
    }

    // The mixed run: 200 req/s, reads and writes at random, counted for errors and the log's growth.
    const logBefore = server.output().length;
    const mixed = await run(server.url, {
      duration: MIXED_SECONDS,
      overallRate: MIXED_RATE,
      requests: [
        {
          setupRequest: (request) => {
            const endpoint = endpoints[1 + Math.floor(Math.random() * (endpoints.length - 1))];
            return {
              ...request,
              method: endpoint.method,
              path: endpoint.path,
              headers: { ...request.headers, ...headersOf(endpoint) },
              body: endpoint.method === 'POST' ? '{}' : undefined,
            };
          },
        },
      ],
    });
    const logBytes = server.output().length - logBefore;
    console.log(
      `mixed ${MIXED_RATE} req/s for ${MIXED_SECONDS} s: ${mixed.requests.total} requests, p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms, errors ${mixed.errors + mixed.timeouts}, non-2xx ${mixed.non2xx}; log ${(logBytes / Math.max(1, mixed.requests.total)).toFixed(0)} bytes a request (LOG_LEVEL=info)`,
    );
    const list40 = results[1].rps / ceiling;
    console.log(`list at ${(list40 * 100).toFixed(0)} % of the ceiling (aim ≥ 40 %)`);
    return mixed.errors + mixed.timeouts + mixed.non2xx === 0;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'build/server/main.js'))) {
    throw new Error('build/server/main.js is missing: run `npm run build:server` first');
  }
  let clean = await benchOne('SQLite', {});
  if (PG_URL) {
    clean =
      (await withTemporaryDatabase(PG_URL, 'bench_api', (url) => benchOne('PostgreSQL', { DATABASE_URL: url }))) &&
      clean;
  }
  if (!clean) {
    console.error('the mixed run had errors');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
