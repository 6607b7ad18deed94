/**
 * Salary as people write it (issue 30, part 2): monthly pay with 13薪, 元/天 and 元/时 for part-time, 面议;
 * the rules on create, the salary filters of `GET positions` per unit, the answers (list, detail) carrying
 * the terms the one formatter writes, and the assistant not matching a monthly goal to hourly pay.
 */
import type { FastifyInstance } from 'fastify';
import { formatSalary } from '@common/format';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';

// 10:00 in China.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller & { companyId: number };
const ids: Record<string, number> = {};

const part = { jobType: 'part', form: 'online', addressDetail: '' };

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
  ids.month = await approvedPosition(recruiter, operator, clock, {
    salaryMin: 14000,
    salaryMax: 23000,
    salaryMonths: 13,
  });
  ids.plain = await approvedPosition(recruiter, operator, clock, { salaryMin: 5000, salaryMax: 8000 });
  ids.day = await approvedPosition(recruiter, operator, clock, {
    ...part,
    title: '促销员',
    salaryUnit: 'day',
    salaryMin: 200,
    salaryMax: 300,
  });
  ids.hour = await approvedPosition(recruiter, operator, clock, {
    ...part,
    title: '家教',
    salaryUnit: 'hour',
    salaryMin: 25,
    salaryMax: 25,
  });
  ids.negotiable = await approvedPosition(recruiter, operator, clock, {
    title: '销售总监',
    negotiable: true,
    salaryMin: null,
    salaryMax: null,
  });
});
afterAll(async () => {
  await app.close();
});

const listed = async (query: string) =>
  ((await anonymous(app, `positions?pageSize=50${query}`)).rows as Array<{ id: number }>).map((r) => r.id).sort();
const only = (...keys: string[]) => keys.map((key) => ids[key]).sort();

describe('each unit and 面议 through create', () => {
  it.each([
    [
      'month',
      { salaryMin: 14000, salaryMax: 23000, salaryUnit: 'month', salaryMonths: 13, negotiable: false },
      '1.4万-2.3万·13薪',
      '14k-23k·13 months',
    ],
    [
      'plain',
      { salaryMin: 5000, salaryMax: 8000, salaryUnit: 'month', salaryMonths: 12, negotiable: false },
      '5千-8千',
      '5k-8k',
    ],
    [
      'day',
      { salaryMin: 200, salaryMax: 300, salaryUnit: 'day', salaryMonths: 12, negotiable: false },
      '200-300元/天',
      '¥200-300/day',
    ],
    [
      'hour',
      { salaryMin: 25, salaryMax: 25, salaryUnit: 'hour', salaryMonths: 12, negotiable: false },
      '25元/时',
      '¥25/hour',
    ],
    [
      'negotiable',
      { salaryMin: 0, salaryMax: 0, salaryUnit: 'month', salaryMonths: 12, negotiable: true },
      '面议',
      'Negotiable',
    ],
  ])('%s: detail and list carry the terms, formatted once', async (key, terms, zh, en) => {
    const detail = await anonymous(app, `positions/${ids[key]}`);
    expect(detail.data).toMatchObject(terms);
    expect(formatSalary(detail.data, 'zh-Hans')).toBe(zh);
    expect(formatSalary(detail.data, 'en')).toBe(en);
    const row = (await anonymous(app, 'positions?pageSize=50')).rows.find((r: { id: number }) => r.id === ids[key]);
    expect(row).toMatchObject(terms);
  });

  it('stores 面议 without a range (a range sent with it is dropped)', async () => {
    const posted = await call(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { negotiable: true, salaryMin: 9000, salaryMax: 12000 }),
    );
    expect(posted.code).toBe(200);
    const row = await app.db
      .selectFrom('positions')
      .select(['salary_min', 'salary_max', 'negotiable', 'salary_unit', 'salary_months'])
      .where('id', '=', posted.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ salary_min: null, salary_max: null, negotiable: 1, salary_unit: 'month', salary_months: 12 });
  });
});

describe('validation', () => {
  it.each([
    [{ salaryUnit: 'day', salaryMin: 200, salaryMax: 300 }, '日薪和时薪仅用于兼职职位，全职请填写月薪'],
    [{ ...part, salaryUnit: 'day', salaryMin: 200, salaryMax: 20000 }, '日薪不能超过10000元'],
    [{ ...part, salaryUnit: 'hour', salaryMin: 25, salaryMax: 3000 }, '时薪不能超过2000元'],
    [{ ...part, salaryUnit: 'hour', salaryMin: 30, salaryMax: 25 }, '最低薪资不能高于最高薪资'],
    [{ ...part, salaryUnit: 'hour', salaryMin: 25, salaryMax: 30, salaryMonths: 13 }, '薪资月数仅适用于月薪'],
    [{ salaryMonths: 25 }, '不能大于24'],
    [{ salaryMonths: 11 }, '不能小于12'],
    [{ salaryUnit: 'week' }, '请选择有效的选项'],
    [{ salaryMin: null, salaryMax: null }, '此项为必填项'],
    [{ negotiable: 'yes' }, expect.any(String)],
  ])('refuses %j', async (change, message) => {
    const json = await call(recruiter, 'POST', 'positions', validPosition(clock, change));
    expect(json).toEqual({ code: 502, msg: message });
  });
});

describe('GET positions salary filters per unit', () => {
  it('without a unit compares monthly pay; 面议 is kept; day and hour pay are left out', async () => {
    expect(await listed('&salaryMin=10000')).toEqual(only('month', 'negotiable'));
    expect(await listed('&salaryMax=6000')).toEqual(only('plain', 'negotiable'));
  });

  it('keeps day and hour pay when part-time is asked for', async () => {
    expect(await listed('&jobType=part&salaryMin=10000')).toEqual(only('day', 'hour'));
  });

  it('salaryUnit compares in that unit', async () => {
    expect(await listed('&salaryUnit=day&salaryMin=250')).toEqual(only('day'));
    expect(await listed('&salaryUnit=day&salaryMin=350')).toEqual([]);
    expect(await listed('&salaryUnit=hour&salaryMax=30')).toEqual(only('hour'));
    expect(await listed('&salaryUnit=hour')).toEqual(only('hour'));
  });

  it('the keyword search (its salary tags) keeps the same rules', async () => {
    expect(await listed('&keyword=促销&jobType=part&salaryMin=10000')).toEqual(only('day'));
    expect(await listed('&keyword=促销&salaryMin=100')).toEqual([]);
    expect(await listed('&keyword=促销&salaryUnit=day&salaryMin=250&salaryMax=280')).toEqual(only('day'));
    expect(await listed('&keyword=销售&salaryMin=50000')).toEqual(only('negotiable'));
  });

  it('without a salary filter every unit is listed', async () => {
    expect(await listed('')).toEqual(expect.arrayContaining(only('month', 'plain', 'day', 'hour', 'negotiable')));
  });

  it('refuses an unknown unit', async () => {
    expect(await anonymous(app, 'positions?salaryUnit=week')).toMatchObject({ code: 502 });
  });
});

describe('GET expectations/pos/{id}: an expectation is a monthly range', () => {
  it('a part-time expectation matches day and hour pay; a full-time one only monthly pay and 面议', async () => {
    const seeker = await injectAs(app, 'seeker');
    const expect200 = async (body: object) => {
      const json = await call(seeker, 'POST', 'expectations', body);
      expect(json.code).toBe(200);
      return json.data.id as number;
    };
    const base = { preference: '', location: '330100', joinTime: '2026-09-01', salaryMin: 3000, salaryMax: 5000 };
    const partTime = await expect200({ ...base, position: '家教', jobType: 'part' });
    const fullTime = await expect200({ ...base, position: '销售总监', jobType: 'full' });
    const matched = async (id: number) =>
      ((await call(seeker, 'GET', `expectations/pos/${id}`)).rows as Array<{ id: number }>).map((r) => r.id);
    // 25元/时 is not compared with 3000-5000元/月 (it was refused as below the range before).
    expect(await matched(partTime)).toEqual([ids.hour]);
    expect(await matched(fullTime)).toEqual([ids.negotiable]);
  });
});
