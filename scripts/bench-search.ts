/**
 * `npm run bench:search`: latency of the public position list (`GET positions`), of 推荐 and 推荐牛人 at scale,
 * through the real services and repositories (server/src/modules/positions, resume), on a temporary SQLite
 * database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on a temporary
 * PostgreSQL database.
 *
 * Loads BENCH_ROWS positions (default 1,000,000) of BENCH_COMPANIES companies (default 20,000) built from
 * the demo seed's vocabulary (titles, industries, company names, real district codes), 90% listed, with the
 * job category their title names (as migration 0020 maps titles), the company's industry division and the
 * template's salary terms (a few paid by the day or hour, a few 面议), through the migrations' schema and
 * triggers (so the full-text index is built the way the app builds it), and BENCH_RESUMES seekers (default
 * 1,000,000; scripts/lib/bench-seekers.ts). Then times each query type BENCH_RUNS times (default 200): p50 /
 * p99 / max in milliseconds. Also times the map page's `GET positions/nearby` (two thirds of the positions
 * placed within ~3 km of their district's centre, the others at it), the category filter (`categoryCode` at
 * each level, alone and with a keyword or a city), 推荐 and 推荐牛人 (scripts/lib/bench-recommend.ts), and
 * prints 推荐's matching quality.
 *
 *   npm run bench:search
 *   BENCH_ROWS=200000 BENCH_RESUMES=200000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
 *
 * BENCH_ONLY=sqlite|postgres runs one engine; BENCH_CASES=<text> times only the queries whose name holds it
 * ('nearby', '前端', 'category', '推荐'). BENCH_KEEP=1 keeps the databases (the SQLite folder, the
 * PostgreSQL database name) and BENCH_REUSE=<folder> / BENCH_PG_REUSE=<database name> time them again
 * without loading; a reused database is migrated to the latest schema first, so a schema change is measured
 * on the same rows after loading once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { PAGE_SIZE } from '../common/constants';
import { createTemporaryDatabase } from './lib/temporary-database';
import { POSITION_LIST_MAX_ROWS, type PositionNearbyQuery, type PositionSearchQuery } from '../common/positions';
import { manualClock } from '../server/src/core/clock';
import { openDatabase, type DbHandle } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrations/migrate';
import { positionSearchColumns } from '../server/src/db/search';
import { DEMO_COMPANIES } from '../server/src/seed/companies';
import { POSITION_TEMPLATES } from '../server/src/seed/positions';
import { seededRandom } from '../server/src/seed/random';
import { toIso } from '../server/src/db/time';
import { chinaDate } from '@common/china-time';
import { industryIndex } from '@common/taxonomy/industries';
import { matchTaxonomy } from '@common/taxonomy/tree';
import { randomLeaf, titleLeaf } from './lib/bench-categories';
import { loadSeekersPostgres, loadSeekersSqlite, type SeekerContext } from './lib/bench-seekers';
import areaData from '../server/src/modules/regions/area-data.json';
import { AppEventBus } from '../server/src/core/events';
import { createCompanyService } from '../server/src/modules/company/company.service';
import { createNearbyService } from '../server/src/modules/positions/nearby.service';
import { createPositionsService } from '../server/src/modules/positions/positions.service';
import { regionPoint } from '../server/src/modules/regions/regions.service';
import { createRecommenders, recommendCases, recommendQuality } from './lib/bench-recommend';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? Math.max(10, Math.min(20_000, Math.round(ROWS / 50))));
const RESUMES = Number(process.env.BENCH_RESUMES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CASES = process.env.BENCH_CASES ?? '';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const NOW = Date.parse('2026-03-02T02:00:00.000Z');
const DAY = 86_400_000;
/** The deepest page the list serves at the default page size. */
const DEEP_PAGE = Math.floor(POSITION_LIST_MAX_ROWS / PAGE_SIZE);

// ---- Data -----------------------------------------------------------------------------------------------

let random = seededRandom(7);
/** Restarts the random sequence, so both databases get the same rows. */
const reseed = (seed: number) => {
  random = seededRandom(seed);
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const districts = Object.keys((areaData as { county_list: Record<string, string> }).county_list);
const templates = Object.values(POSITION_TEMPLATES);
const industries = [...new Set(DEMO_COMPANIES.map((c) => c.industry))];
const cities = ['杭州', '北京', '上海', '深圳', '广州', '成都', '南京', '武汉', '西安', '苏州', '重庆', '长沙'];
const brands = '云栖智联星辰蓝海远航天成华信博源恒通鼎盛卓越创新未来启明领航汇丰嘉禾锦程瑞德'.match(/../gu) ?? [];
const kinds = ['科技', '网络', '信息技术', '教育', '餐饮管理', '物流', '医药', '电子', '文化传媒', '财务咨询'];
const prefixes = ['', '', '', '高级', '资深', '初级', '实习'];
const suffixes = ['', '', '', '（急招）', '（双休）', '助理', '主管'];

interface CompanyRow {
  id: number;
  name: string;
  region: string;
  industry: string;
  /** The GB/T 4754-2017 division its industry text names, and that division's name (what a position shows). */
  industryCode: string | null;
  industryName: string;
}

function makeCompanies(): CompanyRow[] {
  return Array.from({ length: COMPANIES }, (_, i) => {
    const industry = pick(industries);
    const division = matchTaxonomy(industryIndex(), industry, { leavesOnly: true });
    return {
      id: i + 1,
      name: `${pick(cities)}${pick(brands)}${pick(brands)}${pick(kinds)}有限公司`,
      region: pick(districts),
      industry,
      industryCode: division?.code ?? null,
      industryName: division?.name ?? industry,
    };
  });
}

/** Position rows as the app writes them (status, dates, derived region, search and map columns). */
function* makePositions(companies: CompanyRow[]) {
  reseed(8);
  // Its own sequence, so the other columns stay what they were before the map columns.
  const geoRandom = seededRandom(9);
  // And one for the category of a title no category name matches.
  const categoryRandom = seededRandom(10);
  for (let i = 1; i <= ROWS; i += 1) {
    const company = pick(companies);
    const template = pick(templates);
    const roll = random();
    const status =
      roll < 0.9
        ? 'approved'
        : roll < 0.93
          ? 'paused'
          : roll < 0.97
            ? 'closed'
            : roll < 0.99
              ? 'under_review'
              : 'audit_failed';
    const listed = status === 'approved' || status === 'paused' || status === 'closed';
    const region = random() < 0.7 ? company.region : pick(districts);
    const factor = 0.7 + random() * 0.8;
    // Salary terms as the demo seed writes them: the template's unit (day and hour pay unscaled), 13薪 / 15薪,
    // 面议 without a range.
    const unit = template.salaryUnit ?? 'month';
    const monthlyMin = Math.round((template.salary[0] * factor) / 500) * 500;
    const monthlyMax = Math.max(monthlyMin + 1000, Math.round((template.salary[1] * factor) / 500) * 500);
    const salaryMin = template.negotiable ? null : unit === 'month' ? monthlyMin : template.salary[0];
    const salaryMax = template.negotiable ? null : unit === 'month' ? monthlyMax : template.salary[1];
    const created = NOW - (ROWS - i) * 30_000; // one every 30 s: the last million span a year
    // A few approved ones have ended but are not swept yet: the read-time check hides them.
    const end = NOW + (random() < 0.03 ? -2 * DAY : (1 + Math.floor(random() * 120)) * DAY);
    const title = `${pick(prefixes)}${template.title}${pick(suffixes)}`;
    const categoryCode = titleLeaf(title) ?? randomLeaf(categoryRandom);
    const centre = regionPoint(region);
    const given =
      centre && geoRandom() < 2 / 3
        ? {
            latitude: centre.latitude + (geoRandom() - 0.5) * 0.05,
            longitude: centre.longitude + (geoRandom() - 0.5) * 0.06,
          }
        : undefined;
    const point = given ?? centre;
    yield {
      company_id: company.id,
      recruiter_user_id: company.id,
      title,
      job_type: template.jobType,
      industry: company.industryName,
      category_code: categoryCode,
      industry_code: company.industryCode,
      education: template.education,
      gender: template.gender,
      experience: template.experience,
      requirements: template.requirements.join('\n'),
      working_hours: template.workingHours,
      form: template.form,
      region_code: region,
      address_detail: '某某路1号',
      recruit_start: chinaDate(created),
      recruit_end: chinaDate(end),
      headcount: template.headcount,
      responsibilities: template.responsibilities.join('\n'),
      conditions: template.conditions,
      salary_min: salaryMin,
      salary_max: salaryMax,
      salary_unit: unit,
      salary_months: template.salaryMonths ?? 12,
      negotiable: template.negotiable ? 1 : 0,
      show_on_company_page: 1,
      status,
      review_reason: status === 'audit_failed' ? '信息不完整' : null,
      refreshed_at: null,
      approved_at: listed ? toIso(created) : null,
      sort_at: listed ? toIso(created) : null,
      sort_key: listed ? i : null,
      region_province: `${region.slice(0, 2)}0000`,
      region_city: `${region.slice(0, 4)}00`,
      latitude: given?.latitude ?? null,
      longitude: given?.longitude ?? null,
      geo_lat: point?.latitude ?? null,
      geo_lng: point?.longitude ?? null,
      ...positionSearchColumns({
        title,
        companyName: company.name,
        industry: company.industryName,
        regionCode: region,
        jobType: template.jobType,
        education: template.education,
        experience: template.experience,
        salaryMin,
        salaryMax,
        salaryUnit: unit,
        categoryCode,
      }),
      created_at: toIso(created),
      updated_at: toIso(created),
    };
  }
}

type PositionRow = ReturnType<typeof makePositions> extends Generator<infer R> ? R : never;
const COLUMNS: Array<keyof PositionRow> = Object.keys(
  makePositions([{ id: 1, name: 'x', region: '330106', industry: 'x', industryCode: null, industryName: 'x' }]).next()
    .value as PositionRow,
) as Array<keyof PositionRow>;

function userValues(company: CompanyRow) {
  const t = toIso(NOW - 400 * DAY);
  return [
    company.id,
    `1990${String(company.id).padStart(7, '0')}`,
    `招聘者${company.id}`,
    'recruiter',
    'zh-Hans',
    'user',
    t,
    t,
    t,
  ];
}
function companyValues(company: CompanyRow) {
  const t = toIso(NOW - 400 * DAY);
  const status = company.id % 40 === 0 ? 'under_review' : 'approved';
  return [
    company.id,
    company.id,
    company.name,
    '330106',
    pick(['20-99', '100-499', '500-999']),
    'private',
    '[]',
    status,
    t,
    t,
  ];
}
const USER_SQL =
  'insert into users (id, phone, nickname, identity, language, role, last_active_at, created_at, updated_at) values';
const COMPANY_SQL =
  'insert into companies (id, owner_user_id, name, region_code, size, type, links, status, created_at, updated_at) values';

function seekerContext(companies: CompanyRow[]): SeekerContext {
  return {
    firstUserId: COMPANIES + 1,
    count: RESUMES,
    now: NOW,
    districts,
    industries: [...new Set(companies.map((company) => company.industryName))],
    companyNames: companies.map((company) => company.name),
  };
}

// ---- Loading --------------------------------------------------------------------------------------------

function progress(label: string, done: number, started: number) {
  const rate = Math.round(done / ((Date.now() - started) / 1000));
  process.stdout.write(
    `\r  ${label}: ${done.toLocaleString()} / ${ROWS.toLocaleString()} (${rate.toLocaleString()}/s)   `,
  );
}

function loadSqlite(file: string, companies: CompanyRow[]) {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const user = db.prepare(`${USER_SQL} (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const company = db.prepare(`${COMPANY_SQL} (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const c of companies) {
      user.run(userValues(c));
      company.run(companyValues(c));
    }
  })();
  // Through the migration's triggers: every listed row enters the FTS index as the app would put it.
  const insert = db.prepare(
    `insert into positions (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const started = Date.now();
  let batch: PositionRow[] = [];
  const flush = db.transaction((rows: PositionRow[]) => {
    for (const row of rows) insert.run(COLUMNS.map((column) => row[column]));
  });
  let done = 0;
  for (const row of makePositions(companies)) {
    batch.push(row);
    if (batch.length === 50_000) {
      flush(batch);
      done += batch.length;
      batch = [];
      progress('SQLite insert', done, started);
    }
  }
  flush(batch);
  done += batch.length;
  progress('SQLite insert', done, started);
  process.stdout.write('\n');
  loadSeekersSqlite(db, seekerContext(companies));
  // Merge the FTS segments as a long-running server eventually would (automerge does it incrementally).
  const optimizeStarted = Date.now();
  db.exec("insert into positions_fts (positions_fts) values ('optimize')");
  db.pragma('wal_checkpoint(TRUNCATE)');
  console.log(
    `  loaded in ${((Date.now() - started) / 1000).toFixed(0)} s (FTS optimize ${((Date.now() - optimizeStarted) / 1000).toFixed(0)} s), file ${(fs.statSync(file).size / 1e6).toFixed(0)} MB`,
  );
  db.close();
}

async function loadPostgres(url: string, companies: CompanyRow[]) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const rowsOf = (sqlHead: string, rows: unknown[][]) => {
      const params: unknown[] = [];
      const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
      return client.query(`${sqlHead} ${tuples.join(', ')}`, params);
    };
    await client.query('begin');
    for (let i = 0; i < companies.length; i += 2000) {
      await rowsOf(USER_SQL, companies.slice(i, i + 2000).map(userValues));
      await rowsOf(COMPANY_SQL, companies.slice(i, i + 2000).map(companyValues));
    }
    await client.query('commit');
    const started = Date.now();
    let batch: PositionRow[] = [];
    let done = 0;
    // One statement runs while the next batch is generated (node and PostgreSQL each keep a core busy).
    let running: Promise<unknown> = Promise.resolve();
    const flush = async () => {
      await running;
      running = rowsOf(
        `insert into positions (${COLUMNS.join(', ')}) values`,
        batch.map((row) => COLUMNS.map((c) => row[c])),
      );
      done += batch.length;
      batch = [];
      if (done % 50_000 === 0) progress('PostgreSQL insert', done, started);
    };
    await client.query('begin');
    for (const row of makePositions(companies)) {
      batch.push(row);
      if (batch.length === 1000) await flush();
    }
    if (batch.length) await flush();
    await running;
    await client.query('commit');
    progress('PostgreSQL insert', done, started);
    process.stdout.write('\n');
    await client.query("select setval('positions_sort_key_seq', (select max(sort_key) from positions))");
    await client.query("select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))");
    await loadSeekersPostgres(client, seekerContext(companies));
    await client.query("select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies))");
    // What autovacuum would do after a bulk load: planner statistics.
    await client.query('vacuum analyze');
    console.log(`  loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

// ---- Queries --------------------------------------------------------------------------------------------

interface Case {
  name: string;
  query: () => PositionSearchQuery;
  pageNum: number;
}

interface NearbyCase {
  name: string;
  query: () => PositionNearbyQuery;
  pageNum: number;
}

/** The map page around the centre of a large city (杭州, 上海, 北京, 深圳, 成都). */
function nearbyCases(): NearbyCase[] {
  const centres = ['330100', '310000', '110000', '440300', '510100'].map((code) => regionPoint(code)!);
  const around =
    (radiusKm: number, keyword = '') =>
    () => {
      const { latitude, longitude } = pick(centres);
      return { lat: String(latitude), lng: String(longitude), radiusKm: String(radiusKm), keyword };
    };
  return [
    { name: 'nearby 5 km page 1', query: around(5), pageNum: 1 },
    { name: 'nearby 20 km page 1', query: around(20), pageNum: 1 },
    { name: `nearby 20 km page ${DEEP_PAGE}`, query: around(20), pageNum: DEEP_PAGE },
    { name: 'nearby 50 km page 1', query: around(50), pageNum: 1 },
    { name: 'nearby 200 km page 1', query: around(200), pageNum: 1 },
    { name: 'nearby 20 km + 师 page 1', query: around(20, '师'), pageNum: 1 },
    { name: 'nearby 20 km + 前端开发 page 1', query: around(20, '前端开发'), pageNum: 1 },
  ];
}

function cases(): Case[] {
  const cityCodes = [...new Set(districts.map((d) => `${d.slice(0, 4)}00`))];
  const salaries = ['5000', '8000', '10000', '15000', '20000'];
  const keyword = (name: string, text: string): Case[] => [
    { name: `${name} page 1`, query: () => ({ keyword: text }), pageNum: 1 },
    { name: `${name} page ${DEEP_PAGE}`, query: () => ({ keyword: text }), pageNum: DEEP_PAGE },
  ];
  return [
    { name: 'no filter page 1', query: () => ({}), pageNum: 1 },
    { name: `no filter page ${DEEP_PAGE}`, query: () => ({}), pageNum: DEEP_PAGE },
    ...keyword('1 char 师', '师'),
    ...keyword('2 chars 工程', '工程'),
    ...keyword('4 chars 前端开发', '前端开发'),
    ...keyword('Latin Java', 'Java'),
    { name: 'city + salary page 1', query: () => ({ region: pick(cityCodes), salaryMin: pick(salaries) }), pageNum: 1 },
    {
      name: `city + salary page ${DEEP_PAGE}`,
      query: () => ({ region: pick(cityCodes), salaryMin: pick(salaries) }),
      pageNum: DEEP_PAGE,
    },
    { name: 'province + salary page 1', query: () => ({ region: '330000', salaryMin: pick(salaries) }), pageNum: 1 },
    {
      name: `province + salary page ${DEEP_PAGE}`,
      query: () => ({ region: '330000', salaryMin: pick(salaries) }),
      pageNum: DEEP_PAGE,
    },
    { name: '2 chars + city page 1', query: () => ({ keyword: '工程', region: pick(cityCodes) }), pageNum: 1 },
    { name: '1 char + rare salary page 1', query: () => ({ keyword: '师', salaryMin: '50000' }), pageNum: 1 },
    ...categoryCases(cityCodes),
  ];
}

/**
 * The category filter (`categoryCode`, any level) alone and with a keyword or a city, a category the
 * positions carry picked at random per run (the demo templates' leaves, their second and first levels).
 */
function categoryCases(cityCodes: string[]): Case[] {
  const leaves = [
    ...new Set(templates.map((template) => titleLeaf(template.title)).filter((code) => code !== undefined)),
  ];
  const levelTwo = [...new Set(leaves.map((code) => `${code.slice(0, 4)}00`))];
  const levelOne = [...new Set(leaves.map((code) => `${code.slice(0, 2)}0000`))];
  const words = ['工程', '高级', '急招', '助理'];
  return [
    { name: 'category L1 page 1', query: () => ({ categoryCode: pick(levelOne) }), pageNum: 1 },
    { name: 'category L2 page 1', query: () => ({ categoryCode: pick(levelTwo) }), pageNum: 1 },
    { name: 'category leaf page 1', query: () => ({ categoryCode: pick(leaves) }), pageNum: 1 },
    { name: `category leaf page ${DEEP_PAGE}`, query: () => ({ categoryCode: pick(leaves) }), pageNum: DEEP_PAGE },
    {
      name: 'category L1 + 工程 page 1',
      query: () => ({ categoryCode: pick(levelOne), keyword: '工程' }),
      pageNum: 1,
    },
    {
      name: 'category leaf + keyword page 1',
      query: () => ({ categoryCode: pick(leaves), keyword: pick(words) }),
      pageNum: 1,
    },
    {
      name: 'category leaf + city page 1',
      query: () => ({ categoryCode: pick(leaves), region: pick(cityCodes) }),
      pageNum: 1,
    },
  ];
}

type Window = { limit: number; offset: number };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function run(label: string, handle: DbHandle) {
  const clock = manualClock(NOW);
  const events = new AppEventBus();
  // The list reads no application and no company service: the bench builds the positions service alone.
  const service = createPositionsService({
    db: handle.db,
    dialect: handle.dialect,
    clock,
    events,
    company: createCompanyService({
      db: handle.db,
      clock,
      events,
      documents: { documentLink: (ref) => ref, documentRef: (_user, value) => value },
    }),
    applicationOf: async () => null,
  });
  const nearby = createNearbyService({ db: handle.db, dialect: handle.dialect, clock: manualClock(NOW) });
  console.log(`\n${label}: ${ROWS.toLocaleString()} positions, ${RUNS} runs per query (ms)`);
  console.log(`  ${'query'.padEnd(30)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  rows  total`);
  const results: Array<{ name: string; p99: number }> = [];
  // Each call builds its query first (a random pick: microseconds) inside the timing.
  const recommenders = createRecommenders({ db: handle.db, clock, events });
  const today = chinaDate(NOW);
  const all: Array<{ name: string; pageNum: number; ask: (w: Window) => Promise<{ rows: unknown[]; total: number }> }> =
    [
      ...cases().map((item) => ({ ...item, ask: (w: Window) => service.list(item.query(), w) })),
      ...nearbyCases().map((item) => ({ ...item, ask: (w: Window) => nearby.nearby(item.query(), w) })),
      ...(await recommendCases(handle.db, recommenders, { positions: ROWS, today })),
    ];
  for (const item of all.filter(({ name }) => name.includes(CASES))) {
    const times: number[] = [];
    let rows = 0;
    let total = 0;
    for (let i = 0; i < RUNS + 5; i += 1) {
      const started = process.hrtime.bigint();
      const answer = await item.ask({ limit: PAGE_SIZE, offset: (item.pageNum - 1) * PAGE_SIZE });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (i >= 5) times.push(ms); // the first runs warm the caches
      rows += answer.rows.length;
      total += answer.total;
    }
    times.sort((a, b) => a - b);
    const [p50, p99, max] = [quantile(times, 0.5), quantile(times, 0.99), times[times.length - 1]];
    results.push({ name: item.name, p99 });
    const avg = (n: number) => String(Math.round(n / (RUNS + 5))).padStart(5);
    console.log(
      `  ${item.name.padEnd(30)} ${p50.toFixed(2).padStart(7)} ${p99.toFixed(2).padStart(7)} ${max.toFixed(2).padStart(7)} ${avg(rows)} ${avg(total)}`,
    );
  }
  if (RESUMES && '推荐 quality'.includes(CASES)) {
    const quality = await recommendQuality(handle.db, recommenders, { firstUserId: COMPANIES + 1, today });
    console.log(
      `  推荐 quality: ${quality.quality.toFixed(3)} of the first 10 in the expected category and city (${quality.seekers} seekers, best set ${quality.meanBest.toFixed(0)} on average; ${quality.empty} without a best set left out)`,
    );
  }
  return results;
}

/**
 * The budget of a query's p99 at 1,000,000 positions (docs/decisions.md); 推荐 and 推荐牛人 rank up to
 * RECOMMEND_MAX_ROWS candidates and have 30 ms (the marketplace issue).
 */
const P99_AIM_MS = 20;
const aimOf = (name: string) => (name.startsWith('推荐') ? 30 : P99_AIM_MS);

function printWorst(results: Array<{ name: string; p99: number }>) {
  if (!results.length) return;
  const worst = results.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const over = results.filter((result) => result.p99 > aimOf(result.name)).map((result) => result.name);
  console.log(
    `  worst p99: ${worst.p99.toFixed(2)} ms (${worst.name}); aim <= ${P99_AIM_MS} ms (推荐 30): ${over.length ? `${over.length} over (${over.join(', ')})` : 'all within'}`,
  );
}

function pgDatabaseOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => {} };
}

async function main() {
  reseed(7);
  const companies = makeCompanies();
  console.log(
    `bench:search: ${ROWS.toLocaleString()} positions of ${COMPANIES.toLocaleString()} companies, ${RESUMES.toLocaleString()} seekers`,
  );

  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') await benchSqlite(companies);
  if (only !== 'sqlite') await benchPostgres(companies);
}

async function benchSqlite(companies: CompanyRow[]) {
  // BENCH_REUSE=<dir kept by BENCH_KEEP=1>: time the queries again without loading.
  const reuse = process.env.BENCH_REUSE;
  const dataDir = reuse || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    console.log('SQLite (better-sqlite3, FTS5):');
    if (!reuse) {
      const handle = openDatabase({ dataDir });
      await migrateToLatest(handle.db, handle.dialect, { regionPoint });
      await handle.close();
      loadSqlite(path.join(dataDir, 'app.db'), companies);
    }
    const sqlite = openDatabase({ dataDir });
    try {
      if (reuse) {
        const migrating = Date.now();
        await migrateToLatest(sqlite.db, sqlite.dialect, { regionPoint });
        console.log(`  ${reuse}: migrated in ${((Date.now() - migrating) / 1000).toFixed(0)} s`);
      }
      printWorst(await run('SQLite', sqlite));
    } finally {
      await sqlite.close();
    }
  } finally {
    if (process.env.BENCH_KEEP || reuse) console.log(`  kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(companies: CompanyRow[]) {
  if (!PG_URL) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  // BENCH_PG_REUSE=<database name kept by BENCH_KEEP=1>: migrate it to the latest schema and time again.
  const reuse = process.env.BENCH_PG_REUSE;
  const pg = reuse ? pgDatabaseOf(PG_URL, reuse) : await createTemporaryDatabase(PG_URL, 'bench');
  try {
    const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: pg.url });
    try {
      const migrating = Date.now();
      await migrateToLatest(handle.db, handle.dialect, { regionPoint });
      if (reuse) console.log(`\nPostgreSQL ${reuse}: migrated in ${((Date.now() - migrating) / 1000).toFixed(0)} s`);
      console.log('\nPostgreSQL (tsvector + GIN):');
      if (!reuse) await loadPostgres(pg.url, companies);
      printWorst(await run('PostgreSQL', handle));
    } finally {
      await handle.close();
    }
  } finally {
    if (process.env.BENCH_KEEP || reuse) console.log(`  kept PostgreSQL database ${pg.name}`);
    else await pg.drop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
