/**
 * The seekers of `npm run bench:search` (scripts/bench-search.ts): BENCH_RESUMES resumes for 推荐 and 推荐牛人,
 * generated from the demo seed's vocabulary and loaded in bulk, with the rows the app writes for a seeker:
 * `users` (identity seeker), `resume_basics` (saved, ~5% hidden), 1-2 `resume_expectations` (categories of
 * any level, a district or a city, a monthly range), their `resume_expectation_categories` through
 * `expectationMatchRows` (what the resume repository writes with each expectation), one education for most
 * and a job for ~60% (the talent card's degree, school, work years and last job), and a blocked company for
 * 1%.
 *
 * The first QUALITY_SEEKERS seekers are the matching-quality cohort: one expectation naming one leaf category
 * that positions carry and a city, visible, so their best positions are known (bench-recommend.ts).
 */
import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { Client } from 'pg';
import type { JobType } from '../../common/constants';
import { categoryIndex } from '../../common/taxonomy/categories';
import { taxonomyPath } from '../../common/taxonomy/tree';
import { expectationMatchRows } from '../../server/src/db/expectation-matches';
import { toIso } from '../../server/src/db/time';
import { companyNameCore } from '../../server/src/modules/resume/company-name';
import { POSITION_TEMPLATES, type PositionTemplate } from '../../server/src/seed/positions';
import { seededRandom } from '../../server/src/seed/random';
import { leaves, randomLeaf, titleLeaf } from './bench-categories';

export const QUALITY_SEEKERS = 200;
const DAY = 86_400_000;

type Row = Record<string, unknown>;
/** Parents before children (foreign keys). */
const TABLES = [
  'users',
  'resume_basics',
  'resume_expectations',
  'resume_expectation_categories',
  'resume_educations',
  'resume_experiences',
  'resume_blocked_companies',
] as const;
type Chunk = Record<(typeof TABLES)[number], Row[]>;

const templates = Object.values(POSITION_TEMPLATES);
const schools = ['浙江大学', '复旦大学', '武汉大学', '四川大学', '华南理工大学', '杭州职业技术学院', '南京工业大学'];
const majors = ['计算机科学与技术', '软件工程', '市场营销', '会计学', '工商管理', '汉语言文学', '机械工程'];
const degrees = ['high_school', 'technical_secondary', 'junior_college', 'bachelor', 'bachelor', 'master'];
const statuses = ['left_available', 'working_within_month', 'working_considering', 'working_not_considering'];

export interface SeekerContext {
  /** The first seeker's user id (after the recruiters). */
  firstUserId: number;
  count: number;
  now: number;
  districts: string[];
  industries: string[];
  companyNames: string[];
}

/** Seekers in chunks of `size`, every table's rows of a chunk together. */
export function* seekerChunks(context: SeekerContext, size: number): Generator<Chunk> {
  const random = seededRandom(11);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const cityOf = (district: string) => `${district.slice(0, 4)}00`;
  const { now } = context;
  let expectationId = 0;
  for (let start = 0; start < context.count; start += size) {
    const chunk = Object.fromEntries(TABLES.map((table) => [table, [] as Row[]])) as Chunk;
    for (let n = start; n < Math.min(context.count, start + size); n += 1) {
      const id = context.firstUserId + n;
      const quality = n < QUALITY_SEEKERS;
      const active = toIso(now - Math.floor(random() * random() * 60 * DAY));
      const created = toIso(now - (30 + Math.floor(random() * 700)) * DAY);
      const saved = toIso(now - Math.floor(random() * 365) * DAY);
      chunk.users.push({
        id,
        phone: `139${String(id).padStart(8, '0')}`,
        nickname: `求职者${id}`,
        identity: 'seeker',
        language: 'zh-Hans',
        role: 'user',
        seeker_since: created,
        last_active_at: active,
        created_at: created,
        updated_at: active,
      });
      chunk.resume_basics.push({
        user_id: id,
        nickname: `${pick('王李张刘陈杨赵黄周吴'.split(''))}${pick(['先生', '女士', '同学'])}`,
        birth_date: `${1975 + Math.floor(random() * 30)}-0${1 + Math.floor(random() * 9)}-15`,
        gender: random() < 0.5 ? 'male' : 'female',
        job_status: pick(statuses),
        hidden: !quality && random() < 0.05 ? 1 : 0,
        basic_saved_at: saved,
        created_at: created,
        updated_at: saved,
      });
      const count = quality ? 1 : random() < 0.6 ? 1 : 2;
      let first: PositionTemplate | undefined;
      for (let e = 0; e < count; e += 1) {
        expectationId += 1;
        const template = pick(templates);
        first ??= template;
        const leaf =
          quality || random() < 0.85 ? (titleLeaf(template.title) ?? randomLeaf(random)) : randomLeaf(random);
        const codes = quality ? [leaf] : expectationCodes(leaf, random);
        const district = pick(context.districts);
        const location = quality || random() < 0.4 ? cityOf(district) : district;
        const jobType: JobType = template.jobType === 'part' || random() < 0.05 ? 'part' : 'full';
        // An expectation is a monthly range: part-time templates' day or hour pay does not apply.
        const base = (template.salaryUnit ?? 'month') === 'month' ? template.salary : [2000, 4000];
        const salaryMin = Math.round((base[0] * (0.7 + random() * 0.6)) / 500) * 500;
        const updated = toIso(now - Math.floor(random() * random() * 365) * DAY);
        const expectation = {
          id: expectationId,
          user_id: id,
          position: codes.map((code) => categoryIndex().byCode.get(code)!.name).join('、'),
          category_codes: codes.join(','),
          job_type: jobType,
          salary_min: salaryMin,
          salary_max: Math.max(salaryMin + 1000, Math.round((base[1] * (0.8 + random() * 0.6)) / 500) * 500),
          location,
          join_time: null,
          created_at: updated,
          updated_at: updated,
        };
        chunk.resume_expectations.push(expectation);
        chunk.resume_expectation_categories.push(...expectationMatchRows(expectation).map((row) => ({ ...row })));
      }
      if (random() < 0.9) {
        chunk.resume_educations.push({
          user_id: id,
          school: pick(schools),
          degree: pick(degrees),
          major: pick(majors),
          graduation_date: `${2000 + Math.floor(random() * 25)}-06-30`,
          created_at: created,
          updated_at: created,
        });
      }
      if (random() < 0.6) {
        chunk.resume_experiences.push({
          user_id: id,
          job_title: first!.title,
          industry: pick(context.industries),
          start_date: `${2010 + Math.floor(random() * 15)}-03-01`,
          end_date: null,
          content: first!.responsibilities.join('\n'),
          city: pick(context.districts),
          created_at: created,
          updated_at: created,
        });
      }
      if (!quality && random() < 0.01) {
        const name = pick(context.companyNames);
        chunk.resume_blocked_companies.push({
          user_id: id,
          company_name: name,
          name_core: companyNameCore(name),
          created_at: created,
        });
      }
    }
    yield chunk;
  }
}

/**
 * The codes an expectation names: mostly the leaf, else its second or first level (an expectation may be
 * broad); a quarter name a second leaf of the same top-level group.
 */
function expectationCodes(leaf: string, random: () => number): string[] {
  const roll = random();
  const code = roll < 0.7 ? leaf : roll < 0.9 ? `${leaf.slice(0, 4)}00` : `${leaf.slice(0, 2)}0000`;
  const codes = [code];
  if (random() < 0.25) {
    const group = taxonomyPath(categoryIndex(), leaf)[0];
    const near = leaves.filter((node) => node.code.startsWith(group.code.slice(0, 2)) && node.code !== leaf);
    if (near.length) codes.push(near[Math.floor(random() * near.length)].code);
  }
  return codes;
}

function report(done: number, total: number, started: number) {
  const rate = Math.round(done / ((Date.now() - started) / 1000));
  process.stdout.write(
    `\r  seekers: ${done.toLocaleString()} / ${total.toLocaleString()} (${rate.toLocaleString()}/s)   `,
  );
}

const SEEKER_CHUNK = 5000;

export function loadSeekersSqlite(db: SqliteDatabase, context: SeekerContext) {
  const started = Date.now();
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const insert = db.transaction((chunk: Chunk) => {
    for (const table of TABLES) {
      for (const row of chunk[table]) {
        const columns = Object.keys(row);
        const key = `${table}:${columns.join(',')}`;
        if (!statements.has(key)) {
          statements.set(
            key,
            db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`),
          );
        }
        statements.get(key)!.run(Object.values(row));
      }
    }
  });
  let done = 0;
  for (const chunk of seekerChunks(context, SEEKER_CHUNK)) {
    insert(chunk);
    done += chunk.users.length;
    report(done, context.count, started);
  }
  process.stdout.write('\n');
  console.log(`  seekers loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Rows per statement on PostgreSQL (at most 65,535 parameters). */
const PG_ROWS = 1000;

export async function loadSeekersPostgres(client: Client, context: SeekerContext) {
  const started = Date.now();
  let done = 0;
  // Statements queue on the connection in order; the next chunk is generated while the last one runs.
  let running: Promise<unknown> = Promise.resolve();
  await client.query('begin');
  for (const chunk of seekerChunks(context, SEEKER_CHUNK)) {
    await running;
    const statements: Array<Promise<unknown>> = [];
    for (const table of TABLES) {
      const rows = chunk[table];
      for (let i = 0; i < rows.length; i += PG_ROWS) {
        const part = rows.slice(i, i + PG_ROWS);
        const columns = Object.keys(part[0]);
        const params: unknown[] = [];
        const tuples = part.map((row) => `(${columns.map((column) => `$${params.push(row[column])}`).join(', ')})`);
        statements.push(
          client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params),
        );
      }
    }
    running = Promise.all(statements);
    done += chunk.users.length;
    if (done % 50_000 === 0) report(done, context.count, started);
  }
  await running;
  await client.query('commit');
  report(done, context.count, started);
  process.stdout.write('\n');
  // The ids written here (the other tables took theirs from their sequences).
  for (const table of ['users', 'resume_expectations']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  console.log(`  seekers loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
