/**
 * The map page's calls: `GET positions/nearby` (nearest first, the radius, the region-centre fallback,
 * visibility, filters, paging, validation), the coordinates of `POST` / `PUT positions`, `GET
 * regions/centroid`, migration 0007's backfill and the demo seed's spread pins.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { manualClock } from '../src/core/clock';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrations/migrate';
import { allMigrations } from '../src/db/migrations';
import { chinaDate } from '@common/china-time';
import { regionPoint } from '../src/modules/regions/regions.service';
import { build, createPgDatabase, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';

const DAY = 86_400_000;
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));

/** Great-circle distance in km, written independently of the server's SQL. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
const round1 = (n: number) => Math.round(n * 10) / 10;

// 武林广场, Hangzhou: the centre of the searches.
const CENTRE = { latitude: 30.2741, longitude: 120.1551 };
const near = (dLat: number, dLng = 0) => ({
  latitude: CENTRE.latitude + dLat,
  longitude: CENTRE.longitude + dLng,
});
const nearbyUrl = (query: string) => `positions/nearby?lat=${CENTRE.latitude}&lng=${CENTRE.longitude}&${query}`;

type Row = { id: number; distanceKm: number; latitude: number; longitude: number; approximate: boolean };

let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller & { companyId: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
  const post = (name: string, overrides: Record<string, unknown>) =>
    approvedPosition(recruiter, operator, clock, overrides).then((id) => {
      ids[name] = id;
    });
  // About 1.1 km, 5.6 km and 33 km north of the centre (0.01° of latitude is 1.11 km).
  await post('close', { title: '前端开发工程师', ...near(0.01) });
  await post('middle', { title: '后端开发工程师', ...near(0.05) });
  await post('far', { title: 'Java测试工程师', ...near(0.3) });
  // No coordinates: at the centre of 西湖区, or of 杭州 for 临平区 (a district without its own point).
  await post('westLake', { title: '产品经理', region: '330106' });
  await post('linping', { title: '仓库管理员', jobType: 'part', region: '330113' });

  // Never on the map: under review, paused, ended, and approved under a company that is not approved.
  const review = await call(recruiter, 'POST', 'positions', validPosition(clock, { title: '审核中', ...near(0.001) }));
  ids.review = review.data.id;
  ids.paused = await approvedPosition(recruiter, operator, clock, { title: '暂停', ...near(0.001) });
  await call(recruiter, 'POST', `positions/${ids.paused}/pause`);
  ids.ended = await approvedPosition(recruiter, operator, clock, { title: '已结束', ...near(0.001) });
  await app.db
    .updateTable('positions')
    .set({ recruit_end: chinaDate(clock.now() - DAY) })
    .where('id', '=', ids.ended)
    .execute();
  const pending = await recruiterWithCompany(app, { company: { name: '待审公司' }, status: 'under_review' });
  ids.pendingCompany = await approvedPosition(pending, operator, clock, { title: '公司待审', ...near(0.001) });
});
afterAll(async () => {
  await app.close();
});

describe('GET positions/nearby', () => {
  it('answers visible positions within 20 km, nearest first, with their distance and point', async () => {
    const json = await anonymous(app, nearbyUrl(''));
    expect(json.code).toBe(200);
    const rows: Row[] = json.rows;
    const westLake = regionPoint('330106')!;
    const hangzhou = regionPoint('330100')!;
    const expected = [
      { id: ids.close, point: near(0.01), approximate: false },
      { id: ids.middle, point: near(0.05), approximate: false },
      { id: ids.westLake, point: westLake, approximate: true },
      { id: ids.linping, point: hangzhou, approximate: true },
    ]
      .map((e) => ({ ...e, km: haversineKm(CENTRE, e.point) }))
      .sort((a, b) => a.km - b.km);
    expect(rows.map((r) => r.id)).toEqual(expected.map((e) => e.id));
    expect(json.total).toBe(4);
    for (const [i, e] of expected.entries()) {
      expect(rows[i]).toMatchObject({
        distanceKm: round1(e.km),
        latitude: e.point.latitude,
        longitude: e.point.longitude,
        approximate: e.approximate,
      });
    }
    expect(rows[0].distanceKm).toBe(1.1);
    // The list's row shape is all there.
    expect(rows[0]).toMatchObject({
      title: '前端开发工程师',
      jobType: 'full',
      companyId: recruiter.companyId,
      companyName: '杭州测试科技有限公司',
      regionCode: '330106',
      regionName: '杭州·西湖区',
      salaryMin: 12000,
      salaryMax: 20000,
      education: 'bachelor',
      experience: '3-5',
      updatedAt: expect.any(String),
    });
  });

  it('places a position without coordinates at its district centre, else its city centre', async () => {
    const rows: Row[] = (await anonymous(app, nearbyUrl(''))).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(regionPoint('330113')).toEqual(regionPoint('330100'));
    expect(byId.get(ids.westLake)).toMatchObject({ ...regionPoint('330106'), approximate: true });
    expect(byId.get(ids.linping)).toMatchObject({ ...regionPoint('330100'), approximate: true });
  });

  it('cuts at the radius', async () => {
    const ids20 = (await anonymous(app, nearbyUrl(''))).rows.map((r: Row) => r.id);
    expect(ids20).not.toContain(ids.far);
    const wide = (await anonymous(app, nearbyUrl('radiusKm=50'))).rows as Row[];
    expect(wide.map((r) => r.id)).toContain(ids.far);
    expect(wide[wide.length - 1]).toMatchObject({ id: ids.far, distanceKm: round1(haversineKm(CENTRE, near(0.3))) });
    // 1.1 km is inside 1.2 km and outside 1 km.
    expect((await anonymous(app, nearbyUrl('radiusKm=1.2'))).rows.map((r: Row) => r.id)).toEqual([ids.close]);
    expect((await anonymous(app, nearbyUrl('radiusKm=1'))).rows).toEqual([]);
    // Far from any position.
    const beijing = await anonymous(app, 'positions/nearby?lat=39.9042&lng=116.4074&radiusKm=200');
    expect(beijing).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('never shows positions under review, paused, ended or of a company not approved', async () => {
    const shown = (await anonymous(app, nearbyUrl('radiusKm=200&pageSize=50'))).rows.map((r: Row) => r.id);
    for (const hidden of ['review', 'paused', 'ended', 'pendingCompany']) expect(shown).not.toContain(ids[hidden]);
    expect(shown).toHaveLength(5);
  });

  it('filters by keyword and job type as the list does', async () => {
    const keyword = await anonymous(app, nearbyUrl(`keyword=${encodeURIComponent('开发')}`));
    expect(keyword.rows.map((r: Row) => r.id)).toEqual([ids.close, ids.middle]);
    const manager = await anonymous(app, nearbyUrl(`keyword=${encodeURIComponent('经理')}`));
    expect(manager.rows.map((r: Row) => r.id)).toEqual([ids.westLake]);
    // Latin words match as a word prefix from 3 letters.
    expect((await anonymous(app, nearbyUrl('radiusKm=50&keyword=jav'))).rows.map((r: Row) => r.id)).toEqual([ids.far]);
    expect((await anonymous(app, nearbyUrl('radiusKm=50&keyword=ava'))).rows).toEqual([]);
    const part = await anonymous(app, nearbyUrl('jobType=part'));
    expect(part.rows.map((r: Row) => r.id)).toEqual([ids.linping]);
    const punctuation = await anonymous(app, nearbyUrl(`keyword=${encodeURIComponent('%_')}`));
    expect(punctuation).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('pages without overlap; total counts every match', async () => {
    const p1 = await anonymous(app, nearbyUrl('radiusKm=50&pageSize=2&pageNum=1'));
    const p2 = await anonymous(app, nearbyUrl('radiusKm=50&pageSize=2&pageNum=2'));
    const p3 = await anonymous(app, nearbyUrl('radiusKm=50&pageSize=2&pageNum=3'));
    expect([p1.total, p2.total, p3.total]).toEqual([5, 5, 5]);
    const all = [...p1.rows, ...p2.rows, ...p3.rows].map((r: Row) => r.id);
    expect(new Set(all).size).toBe(5);
    const distances = [...p1.rows, ...p2.rows, ...p3.rows].map((r: Row) => r.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // A page the first circle (2 km) fills; the total still counts the whole radius.
    const first = await anonymous(app, nearbyUrl('pageSize=1'));
    expect(first).toMatchObject({ rows: [{ id: ids.close }], total: 4 });
    // Past the served rows: none, same total.
    expect(await anonymous(app, nearbyUrl('pageSize=2&pageNum=3'))).toMatchObject({ rows: [], total: 4 });
  });

  it('refuses a centre or radius out of range with a message', async () => {
    const refused = async (query: string) => {
      const json = await anonymous(app, `positions/nearby?${query}`);
      expect(json.code).toBe(502);
      return json.msg;
    };
    expect(await refused('lat=91&lng=120')).toBe('纬度应在-90到90之间');
    expect(await refused('lat=-90.5&lng=120')).toBe('纬度应在-90到90之间');
    expect(await refused('lat=30&lng=181')).toBe('经度应在-180到180之间');
    expect(await refused('lat=30')).toBe('此项为必填项');
    expect(await refused('lat=abc&lng=120')).toBe('请输入数字');
    expect(await refused('lat=30&lng=120&radiusKm=201')).toBe('不能大于200');
    expect(await refused('lat=30&lng=120&radiusKm=0')).toBe('不能小于0.1');
    const en = await app.inject({
      method: 'GET',
      url: '/api/positions/nearby?lat=30&lng=-200',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toMatchObject({ code: 502, msg: 'The longitude must be between -180 and 180' });
    // Edges are fine.
    expect((await anonymous(app, 'positions/nearby?lat=-90&lng=180')).code).toBe(200);
    expect((await anonymous(app, 'positions/nearby?lat=90&lng=-180&radiusKm=200')).code).toBe(200);
  });
});

describe('coordinates of POST / PUT positions', () => {
  it('wants both or neither, each in range', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const json = await call(recruiter, 'POST', 'positions', validPosition(clock, overrides));
      expect(json.code).toBe(502);
      return json.msg;
    };
    expect(await refused({ latitude: 30.27 })).toBe('请同时填写经度和纬度');
    expect(await refused({ longitude: 120.15, latitude: null })).toBe('请同时填写经度和纬度');
    expect(await refused({ latitude: 95, longitude: 120 })).toBe('纬度应在-90到90之间');
    expect(await refused({ latitude: 30, longitude: -180.01 })).toBe('经度应在-180到180之间');
    expect(await refused({ latitude: '30', longitude: 120 })).toBe('请输入数字');
    const none = await call(recruiter, 'POST', 'positions', validPosition(clock, { latitude: null, longitude: null }));
    expect(none.code).toBe(200);
  });

  it('keeps the given point, answers it in the detail, and an edit without it falls back to the region', async () => {
    const id = await approvedPosition(recruiter, operator, clock, { title: '地图职位', ...near(-0.02, 0.01) });
    const detail = await call(recruiter, 'GET', `positions/${id}`);
    expect(detail.data).toMatchObject(near(-0.02, 0.01));
    expect((await anonymous(app, `positions/${id}`)).data).toMatchObject(near(-0.02, 0.01));
    const located = (await anonymous(app, nearbyUrl('pageSize=50'))).rows.find((r: Row) => r.id === id);
    expect(located).toMatchObject({ ...near(-0.02, 0.01), approximate: false });

    // Edits write every field: without coordinates it sits at its region's centre again.
    const edited = await call(
      recruiter,
      'PUT',
      `positions/${id}`,
      validPosition(clock, { title: '地图职位', region: '330108' }),
    );
    expect(edited.code).toBe(200);
    expect((await call(recruiter, 'GET', `positions/${id}`)).data).toMatchObject({ latitude: null, longitude: null });
    await call(operator, 'POST', `review/positions/${id}/approve`);
    const moved = (await anonymous(app, nearbyUrl('pageSize=50'))).rows.find((r: Row) => r.id === id);
    expect(moved).toMatchObject({ ...regionPoint('330108'), approximate: true });
  });
});

describe('GET regions/centroid', () => {
  it("answers a region's point, falling back to its city and province", async () => {
    expect(await anonymous(app, 'regions/centroid?code=330106')).toEqual({
      code: 200,
      msg: 'ok',
      data: { code: '330106', ...regionPoint('330106') },
    });
    // 杭州 is near 30.27 N, 120.15 E (GCJ-02).
    const hangzhou = (await anonymous(app, 'regions/centroid?code=330100')).data;
    expect(haversineKm(hangzhou, { latitude: 30.27, longitude: 120.15 })).toBeLessThan(5);
    // 临平区 (2021) has no point of its own: 杭州's. 台北市 has none either: 台湾's.
    expect((await anonymous(app, 'regions/centroid?code=330113')).data).toMatchObject(regionPoint('330100')!);
    expect((await anonymous(app, 'regions/centroid?code=710100')).data).toMatchObject(regionPoint('710000')!);
    // Every known code has a point.
    expect(regionPoint('110100')).toEqual(regionPoint('110000'));
  });

  it('refuses an unknown or malformed code', async () => {
    expect(await anonymous(app, 'regions/centroid?code=999999')).toEqual({ code: 502, msg: '请选择正确的地区' });
    expect(await anonymous(app, 'regions/centroid?code=33')).toMatchObject({ code: 502, msg: '地区编码应为6位数字' });
  });
});

describe('migration 0007 on existing positions', () => {
  it('places every position at the centre of its region', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-migrate7-'));
    const pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
    const handle = openDatabase({ dataDir, databaseUrl: pg?.url });
    try {
      const { db, dialect } = handle;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => allMigrations(dialect, { regionPoint }) },
      });
      const names = Object.keys(allMigrations(dialect, { regionPoint }));
      const before = names[names.indexOf('0007_position_location') - 1];
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const t = '2026-01-01T00:00:00.000Z';
      const owner = await db
        .insertInto('users')
        .values({
          phone: '13811116666',
          nickname: '老板',
          identity: 'recruiter',
          language: 'zh-Hans',
          role: 'user',
          created_at: t,
          updated_at: t,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const company = await db
        .insertInto('companies')
        .values({
          owner_user_id: owner.id,
          name: '老公司',
          links: '[]',
          status: 'approved',
          created_at: t,
          updated_at: t,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const insert = (region: string | null) =>
        db
          .insertInto('positions')
          .values({
            company_id: company.id,
            recruiter_user_id: owner.id,
            title: '老职位',
            job_type: 'full',
            form: 'offline',
            region_code: region,
            show_on_company_page: 1,
            status: 'approved',
            review_reason: null,
            refreshed_at: null,
            created_at: t,
            updated_at: t,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      const westLake = await insert('330106');
      const linping = await insert('330113');
      const none = await insert(null);
      expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0007_position_location');
      const rows = await db
        .selectFrom('positions')
        .select(['id', 'latitude', 'longitude', 'geo_lat', 'geo_lng'])
        .orderBy('id')
        .execute();
      const point = (code: string) => ({ geo_lat: regionPoint(code)!.latitude, geo_lng: regionPoint(code)!.longitude });
      expect(rows).toEqual([
        { id: westLake.id, latitude: null, longitude: null, ...point('330106') },
        { id: linping.id, latitude: null, longitude: null, ...point('330100') },
        { id: none.id, latitude: null, longitude: null, geo_lat: null, geo_lng: null },
      ]);
    } finally {
      await handle.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the demo seed on the map', () => {
  it('spreads the demo positions around their district centres', async () => {
    const demo = await build({ clock });
    try {
      // 杭州: the demo recruiter's company (西湖区) and another in 滨江区.
      const json = await anonymous(demo, 'positions/nearby?lat=30.2741&lng=120.1551&radiusKm=30&pageSize=50');
      expect(json.total).toBeGreaterThan(5);
      const rows: Row[] = json.rows;
      for (const row of rows) {
        expect(row.approximate).toBe(false);
        const centre = regionPoint((row as unknown as { regionCode: string }).regionCode)!;
        expect(haversineKm(row, centre)).toBeLessThan(4);
      }
      expect(new Set(rows.map((r) => `${r.latitude},${r.longitude}`)).size).toBe(rows.length);
      // Every seeded position has a point.
      const missing = await demo.db.selectFrom('positions').select('id').where('geo_lat', 'is', null).execute();
      expect(missing).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
