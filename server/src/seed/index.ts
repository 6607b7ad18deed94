/**
 * Demo data for an empty database, so a new user sees a living app: 12 companies across China, about 60
 * approved positions plus a few paused / under review, the common menu, the Android version row and two
 * accounts that can log in (password demo1234):
 *   13800000001  job seeker      13800000002  recruiter of 杭州云栖科技有限公司
 * plus a complete resume for the demo seeker and 25 other seekers with resumes (seed/resumes.ts),
 * conversations of both demo accounts (seed/conversations.ts), and offers with contracts in every state
 * (seed/contracts.ts) and the demo company's staff and projects (seed/office.ts), when the contract tools
 * (the field cipher and the signing certificate) are handed in; and notifications of every kind for both
 * demo accounts, read and unread (seed/notifications.ts); the demo seeker's resume files, one attached to an
 * application to the demo recruiter (seed/resume-files.ts).
 * Operators are never seeded (they are created with the operator CLI).
 *
 * Deterministic: the same rows every time (only timestamps follow the seeding day, so the demo never looks
 * stale, and password salts are random). Idempotent: it runs only when no non-operator user exists, under a
 * lock, so two instances starting together seed once.
 */
import { APP_VERSION, APP_VERSION_CODE } from '@common/constants';
import { sql } from 'kysely';
import { hashPassword } from '../modules/account/password';
import { regionPoint } from '../modules/regions/regions.service';
import type { Db, DbDialect } from '../db/connect';
import { nextSortKey, positionSearchColumns } from '../db/search';
import { toIso } from '../db/time';
import type { NewPosition, PositionStatus } from '../db/types';
import { DEMO_COMPANIES, demoLinks } from './companies';
import { DEMO_MENUS } from './menus';
import { UPDATE_LOG } from '../db/migrations/0013_help_texts.data';
import { POSITION_TEMPLATES, TEMPLATE_CATEGORIES } from './positions';
import { industryIndex } from '@common/taxonomy/industries';
import { matchTaxonomy } from '@common/taxonomy/tree';
import { DEMO_ID_NUMBERS, insertDemoContracts, type DemoContractTools } from './contracts';
import { insertDemoConversations } from './conversations';
import { insertDemoDeliveries } from './deliveries';
import { insertDemoNotifications } from './notifications';
import { insertDemoOffice } from './office';
import { insertDemoHire, seedStages } from './pipeline';
import { insertDemoVerifications } from './verifications';
import { insertDemoReports } from './reports';
import { insertDemoResumes } from './resumes';
import { insertDemoResumeFiles } from './resume-files';
import { seededRandom } from './random';
import { insertDemoUser } from './users';
import { insertDemoViews } from './views';
import { storeDemoLogo } from './logos';
import type { BlobStore } from '../core/blob-store';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_SEEKER_PHONE = '13800000001';
export const DEMO_RECRUITER_PHONE = '13800000002';
export const DEFAULT_APP_DOWNLOAD_URL = 'https://example.com/app/latest.apk';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How the demo recruiters open a conversation they start. */
const RECRUITER_OPENING = '您好，我们正在招聘，看了您的简历觉得很合适，有兴趣聊聊吗？';

/** Positions that are not (or no longer) listed, so every state shows up somewhere. */
const EXTRA_POSITIONS: Array<{ company: number; job: string; status: PositionStatus; reason?: string }> = [
  { company: 0, job: 'dataAnalyst', status: 'paused' },
  { company: 0, job: 'sales', status: 'under_review' },
  { company: 2, job: 'ui', status: 'paused' },
  { company: 4, job: 'copywriter', status: 'under_review' },
  { company: 7, job: 'cashierRetail', status: 'paused' },
  {
    company: 9,
    job: 'customerService',
    status: 'audit_failed',
    reason: '职位描述信息不完整，请补充岗位职责后重新提交',
  },
];

/** Monthly salaries are higher in first-tier cities. */
function cityFactor(regionCode: string): number {
  if (/^(11|31|4403|4401)/.test(regionCode)) return 1.2;
  if (/^3301/.test(regionCode)) return 1.1;
  return 1;
}

const roundTo500 = (n: number) => Math.round(n / 500) * 500;

/**
 * Where a demo position is: within about 3 km of its district's centre, the same every time (its own PRNG,
 * so the other demo values do not move), so the map page shows pins spread over the district.
 */
function demoPoint(regionCode: string, index: number): { latitude: number; longitude: number } | undefined {
  const centre = regionPoint(regionCode);
  if (!centre) return undefined;
  const random = seededRandom(7919 * (index + 1));
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    latitude: round6(centre.latitude + (random() - 0.5) * 0.05),
    longitude: round6(centre.longitude + (random() - 0.5) * 0.06),
  };
}
const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
const dateOnly = (time: number) => toIso(time).slice(0, 10);

async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '!=', 'operator')
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Runs `fn` in a transaction that holds the write lock from its first statement, so the emptiness check
 * and the inserts cannot interleave with another process doing the same.
 */
async function withWriteLock<T>(db: Db, dialect: DbDialect, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`lock table users in share row exclusive mode`.execute(trx);
      return fn(trx);
    });
  }
  // SQLite: Kysely's transaction() issues a deferred BEGIN; IMMEDIATE takes the write lock up front.
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/** Seeds when the database is empty. Answers whether it did. */
export async function seedDemoData(
  db: Db,
  dialect: DbDialect,
  options: { appDownloadUrl?: string; now?: number; contracts?: DemoContractTools; store?: BlobStore } = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hash outside the lock: scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? Date.now();
  return withWriteLock(db, dialect, async (trx) => {
    if (!(await isEmpty(trx))) return false;
    await insertDemoData(trx, dialect, {
      now,
      passwordHash,
      appDownloadUrl: options.appDownloadUrl ?? DEFAULT_APP_DOWNLOAD_URL,
      contracts: options.contracts,
      store: options.store,
    });
    return true;
  });
}

async function insertDemoData(
  db: Db,
  dialect: DbDialect,
  {
    now,
    passwordHash,
    appDownloadUrl,
    contracts,
    store,
  }: { now: number; passwordHash: string; appDownloadUrl: string; contracts?: DemoContractTools; store?: BlobStore },
) {
  const random = seededRandom(20240601);
  const created = toIso(now - 45 * DAY);

  const seekerId = await insertDemoUser(db, {
    phone: DEMO_SEEKER_PHONE,
    passwordHash,
    nickname: '张小明',
    identity: 'seeker',
    created,
  });

  const companies: Array<{
    id: number;
    name: string;
    ownerId: number;
    regionCode: string;
    address: string;
    industry: string;
    jobs: string[];
  }> = [];
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const ownerId = await insertDemoUser(db, {
      phone: company.owner.phone,
      // Only the demo recruiter can log in; the other owners exist to own their companies.
      passwordHash: company.owner.phone === DEMO_RECRUITER_PHONE ? passwordHash : null,
      nickname: company.owner.nickname,
      recruiter: { name: company.owner.nickname, title: company.owner.title },
      identity: 'recruiter',
      created,
      // Recruiters were active recently (the job detail shows it).
      lastActiveAt: toIso(now - Math.floor(random() * 20 * HOUR)),
    });
    const row = await db
      .insertInto('companies')
      .values({
        owner_user_id: ownerId,
        name: company.name,
        website: company.website,
        contact_phone: company.owner.phone,
        region_code: company.regionCode,
        address_detail: company.address,
        size: company.size,
        type: company.type,
        slogan: company.slogan,
        introduction: company.introduction,
        links: JSON.stringify(demoLinks(company.website)),
        // Every demo company but the last shows an uploaded logo; the last shows what a company without one gets.
        logo: store && index < DEMO_COMPANIES.length - 1 ? await storeDemoLogo(store, company.name, index) : null,
        status: 'approved',
        accept_terms: 1,
        accept_authorization: 1,
        submitted_at: created,
        reviewed_at: created,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.push({
      id: row.id,
      name: company.name,
      ownerId,
      regionCode: company.regionCode,
      address: company.address,
      industry: company.industry,
      jobs: company.jobs,
    });
  }

  // Round-robin over companies so the newest-first list mixes employers; ids ascend with creation time.
  const plan: Array<{ company: number; job: string; status: PositionStatus; reason?: string }> = [];
  const rounds = Math.max(...companies.map((c) => c.jobs.length));
  for (let j = 0; j < rounds; j += 1) {
    companies.forEach((c, index) => {
      if (c.jobs[j]) plan.push({ company: index, job: c.jobs[j], status: 'approved' });
    });
  }
  plan.splice(Math.floor(plan.length / 3), 0, ...EXTRA_POSITIONS.slice(0, 3));
  plan.push(...EXTRA_POSITIONS.slice(3));

  const rows: NewPosition[] = plan.map((item, index) => {
    const company = companies[item.company];
    const template = POSITION_TEMPLATES[item.job];
    if (!template) throw new Error(`Unknown demo position template ${item.job}`);
    const categoryCode = TEMPLATE_CATEGORIES[item.job] ?? null;
    // The company's industry text names its GB/T 4754-2017 division (every demo company's does).
    const industry = matchTaxonomy(industryIndex(), company.industry, { leavesOnly: true });
    // Spread over the last month, a few hours apart, the newest a couple of hours old.
    const createdAt = now - (plan.length - index) * 11 * HOUR - Math.floor(random() * 3 * HOUR);
    const factor = cityFactor(company.regionCode);
    const jitter = Math.floor(random() * 3) * 500;
    const unit = template.salaryUnit ?? 'month';
    // Day and hour pay is written as it is (not scaled by city); 面议 states no range.
    const monthlyMin = roundTo500(template.salary[0] * factor) + jitter;
    const salaryMin = template.negotiable ? null : unit === 'month' ? monthlyMin : template.salary[0];
    const salaryMax = template.negotiable
      ? null
      : unit === 'month'
        ? Math.max(roundTo500(template.salary[1] * factor) + jitter, monthlyMin + 1000)
        : template.salary[1];
    const time = toIso(createdAt);
    // Paused positions were listed before: they keep their place in the list.
    const listed = item.status === 'approved' || item.status === 'paused';
    const point = demoPoint(company.regionCode, index);
    return {
      company_id: company.id,
      recruiter_user_id: company.ownerId,
      title: template.title,
      job_type: template.jobType,
      industry: industry?.name ?? company.industry,
      category_code: categoryCode,
      industry_code: industry?.code ?? null,
      education: template.education,
      gender: template.gender,
      experience: template.experience,
      requirements: numbered(template.requirements),
      working_hours: template.workingHours,
      form: template.form,
      region_code: company.regionCode,
      address_detail: company.address,
      recruit_start: dateOnly(createdAt),
      recruit_end: dateOnly(createdAt + (60 + Math.floor(random() * 4) * 15) * DAY),
      headcount: template.headcount + Math.floor(random() * 2),
      responsibilities: numbered(template.responsibilities),
      conditions: template.conditions,
      salary_min: salaryMin,
      salary_max: salaryMax,
      salary_unit: unit,
      salary_months: template.salaryMonths ?? 12,
      negotiable: template.negotiable ? 1 : 0,
      show_on_company_page: 1,
      status: item.status,
      review_reason: item.reason ?? null,
      refreshed_at: null,
      approved_at: listed ? time : null,
      sort_at: listed ? time : null,
      region_province: `${company.regionCode.slice(0, 2)}0000`,
      region_city: `${company.regionCode.slice(0, 4)}00`,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      geo_lat: point?.latitude ?? null,
      geo_lng: point?.longitude ?? null,
      ...positionSearchColumns({
        title: template.title,
        companyName: company.name,
        industry: industry?.name ?? company.industry,
        regionCode: company.regionCode,
        jobType: template.jobType,
        education: template.education,
        experience: template.experience,
        salaryMin,
        salaryMax,
        salaryUnit: unit,
        categoryCode,
      }),
      created_at: time,
      updated_at: time,
    };
  });
  // One statement per position keeps ids (and list ranks) in creation order on both dialects.
  for (const row of rows) {
    await db
      .insertInto('positions')
      .values({ ...row, sort_key: row.sort_at ? nextSortKey(dialect) : null })
      .execute();
  }

  await db.insertInto('common_menus').values(DEMO_MENUS).execute();

  await insertDemoResumes(db, { now, seekerId });

  // Conversations: about each company's first listed position.
  const listed = await db
    .selectFrom('positions')
    .select(['id', 'title', 'company_id'])
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const about = (company: number) => {
    const row = listed.find((p) => p.company_id === companies[company].id)!;
    return { id: row.id, title: row.title, companyId: row.company_id, companyName: companies[company].name };
  };
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('identity', '=', 'seeker')
    .where('id', '!=', seekerId)
    .orderBy('id')
    .limit(2)
    .execute();
  await insertDemoConversations(db, now, [
    {
      seekerId,
      recruiterId: companies[0].ownerId,
      position: about(0),
      startedBy: 'seeker',
      unread: { seeker: 2, recruiter: 0 },
      lines: [
        { from: 'seeker', text: '您好，我对这个职位很感兴趣，希望能进一步沟通。', minutesAgo: 180 },
        { from: 'recruiter', text: '您好！看了您的简历，和我们的岗位很匹配。', minutesAgo: 95 },
        { from: 'recruiter', text: '方便的话留个电话，我们约个时间聊聊？', minutesAgo: 94 },
        { from: 'recruiter', kind: 'exchange', payload: { what: 'phone', state: 'pending' }, minutesAgo: 93 },
      ],
    },
    {
      seekerId,
      recruiterId: companies[1].ownerId,
      position: about(1),
      startedBy: 'recruiter',
      unread: { seeker: 0, recruiter: 0 },
      lines: [
        { from: 'recruiter', text: RECRUITER_OPENING, minutesAgo: 3 * 24 * 60 },
        { from: 'seeker', text: '您好，有兴趣的，请问团队规模多大？', minutesAgo: 3 * 24 * 60 - 30 },
        { from: 'recruiter', text: '研发团队30人左右，本周四下午方便来公司面试吗？', minutesAgo: 2 * 24 * 60 },
        { from: 'seeker', text: '可以的，周四下午见。', minutesAgo: 2 * 24 * 60 - 10 },
      ],
    },
    {
      seekerId,
      recruiterId: companies[2].ownerId,
      position: about(2),
      startedBy: 'recruiter',
      unread: { seeker: 1, recruiter: 0 },
      lines: [
        { from: 'recruiter', text: '您好，岗位可以直接安排入职，入职前需要先交300元培训费。', minutesAgo: 26 * 60 },
      ],
    },
    ...others.map((other, index) => ({
      seekerId: other.id,
      recruiterId: companies[0].ownerId,
      position: about(0),
      startedBy: 'recruiter' as const,
      unread: { seeker: 0, recruiter: index === 0 ? 1 : 0 },
      lines: [
        { from: 'recruiter' as const, text: RECRUITER_OPENING, minutesAgo: (index + 1) * 5 * 60 },
        {
          from: 'seeker' as const,
          text: index === 0 ? '您好，我对这个职位很感兴趣，请问还在招吗？' : '谢谢，我考虑一下。',
          minutesAgo: (index + 1) * 5 * 60 - 20,
        },
      ],
    })),
  ]);
  await insertDemoReports(db, now, {
    seekerId,
    otherSeekerIds: others.map((row) => row.id),
    recruiterId: companies[2].ownerId,
    position: about(2),
  });

  if (contracts) {
    const seekers = await db
      .selectFrom('users')
      .select(['id', 'nickname', 'phone'])
      .where('identity', '=', 'seeker')
      .orderBy('id')
      .limit(7)
      .execute();
    const party = (row: (typeof seekers)[number], index: number) => ({
      seekerId: row.id,
      name: row.nickname ?? '',
      phone: row.phone ?? '',
      idNumber: DEMO_ID_NUMBERS[index],
      bankCard: `62148${String(370000000000 + index * 1234567).padStart(14, '0')}`,
    });
    const employer = (index: number) => ({
      companyId: companies[index].id,
      ownerId: companies[index].ownerId,
      name: companies[index].name,
      address: companies[index].address,
      phone: DEMO_COMPANIES[index].owner.phone,
      position: { id: about(index).id, title: about(index).title },
    });
    const [demoSeeker, ...otherSeekers] = seekers.map(party);
    await insertDemoOffice(db, contracts.cipher, now, companies[0].id);
    // Verified recruiters: the demo recruiter is verified, a second company's waits for an operator.
    const verifier = (index: number, realName: string, idNumber: string) => ({
      userId: companies[index].ownerId,
      companyId: companies[index].id,
      companyName: companies[index].name,
      realName,
      idNumber,
    });
    await insertDemoVerifications(db, contracts.cipher, store, now, {
      verified: verifier(0, '李建国', '330106198804152023'),
      pending: verifier(1, '王芳', '310115199208233043'),
    });
    await insertDemoContracts(db, contracts, now, {
      recruiter: employer(0),
      other: employer(1),
      seeker: demoSeeker,
      others: otherSeekers,
    });
    // 已入职: the first signed contract's Party B joins the staff.
    await insertDemoHire(db, contracts.cipher, now, companies[0].id, otherSeekers[0]);
  }

  // After the contracts: the notifications open them (and the applications and interviews they tell of).
  await insertDemoNotifications(db, now, {
    seekerId,
    recruiterId: companies[0].ownerId,
    companyId: companies[0].id,
    companies: companies.slice(3, 9).map((c) => ({ id: c.id, name: c.name, ownerId: c.ownerId, address: c.address })),
  });

  // 送达记录: the outbox rows of the demo accounts' notifications (push, WeChat, SMS) in every state.
  await insertDemoDeliveries(db, now, [seekerId, companies[0].ownerId]);

  // 谁看过我: companies that opened the demo seeker's resume; seekers' looks at the demo recruiter's positions.
  await insertDemoViews(db, now, { seekerId, companies, positionOf: (company) => about(company).id });

  // 附件简历: two files of the demo seeker, the default one attached to an application to the demo recruiter.
  await insertDemoResumeFiles(db, store, now, {
    seekerId,
    recruiterId: companies[0].ownerId,
    companyId: companies[0].id,
  });

  // Last: every application's pipeline stage, read off what the seeds above stored.
  await seedStages(db);

  await db
    .insertInto('app_versions')
    .values({
      name: 'android',
      version_code: APP_VERSION_CODE,
      version_name: APP_VERSION,
      minimum_version: APP_VERSION_CODE,
      update_log: UPDATE_LOG.zh,
      update_log_en: UPDATE_LOG.en,
      force_updates: 0,
      download_url: appDownloadUrl,
      created_at: created,
      updated_at: created,
    })
    .execute();
}
