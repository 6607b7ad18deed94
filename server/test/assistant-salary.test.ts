/**
 * The assistant matches pay in one unit (issue 30): a monthly goal is not matched to 元/时 or 元/天 unless the
 * seeker asked for part-time; cards write the salary as every screen does (120-200元/时, 面议, ·13薪).
 */
import type { FastifyInstance } from 'fastify';
import type { PositionSummary } from '@common/positions';
import { salaryFits } from '../src/modules/assistant/answers';
import { understand } from '../src/modules/assistant/understand';
import { build, injectAs, type TestCaller } from './helpers';

let app: FastifyInstance;
let seeker: TestCaller;

beforeAll(async () => {
  app = await build();
  const id = (
    await app.db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()
  ).id;
  seeker = await injectAs(app, id);
});
afterAll(async () => {
  await app.close();
});

async function cards(text: string) {
  const response = await seeker.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text } });
  const events = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; cards?: Array<{ title: string; salary: string }> });
  return events.find((e) => e.type === 'cards')?.cards ?? [];
}

const position = (terms: Partial<PositionSummary>) =>
  ({
    salaryMin: 25,
    salaryMax: 25,
    salaryUnit: 'hour',
    salaryMonths: 12,
    negotiable: false,
    ...terms,
  }) as PositionSummary;

test('salaryFits: hourly pay fits a monthly goal only for part-time; 面议 fits any', () => {
  const monthly = understand('想找英语老师，月薪5000以上');
  const partTime = understand('想找兼职英语老师，月薪5000以上');
  expect(salaryFits(monthly, position({}))).toBe(false);
  expect(salaryFits(partTime, position({}))).toBe(true);
  expect(salaryFits(monthly, position({ negotiable: true, salaryMin: 0, salaryMax: 0 }))).toBe(true);
  expect(salaryFits(monthly, position({ salaryUnit: 'month', salaryMin: 6000, salaryMax: 9000 }))).toBe(true);
  expect(salaryFits(monthly, position({ salaryUnit: 'month', salaryMin: 3000, salaryMax: 4000 }))).toBe(false);
});

test('a monthly goal is not answered with 元/时 positions, even when the salary is relaxed', async () => {
  const found = await cards('想找英语老师，月薪5000以上');
  expect(found.some((card) => /元\/[时天]/.test(card.salary))).toBe(false);
});

test('a part-time goal is answered with hourly pay, written as every screen writes it', async () => {
  const found = await cards('想找兼职英语老师，月薪5000以上');
  expect(found).toEqual(
    expect.arrayContaining([expect.objectContaining({ title: '英语老师（兼职）', salary: '120-200元/时' })]),
  );
});

test('understands pay by the day and the hour, as said, and takes it as part-time', () => {
  expect(understand('杭州 服务员 200-300元/天')).toMatchObject({
    salary: { min: 200, max: 300, unit: 'day' },
    jobType: 'part',
    keywords: ['服务员'],
  });
  expect(understand('找家教，时薪80元以上').salary).toEqual({ min: 80, unit: 'hour' });
  expect(understand('每小时25元 促销员 上海').salary).toEqual({ min: 21, max: 29, unit: 'hour' });
  expect(understand('300/天 发传单').salary?.unit).toBe('day');
  // Working hours are not pay: 每天8小时 with a monthly salary stays monthly.
  expect(understand('每天8小时，月薪8000').salary).toEqual({ min: 6800, max: 9200 });
});

test('salaryFits: a day or hour goal compares in its own unit only', () => {
  const daily = understand('日薪150-200 导购');
  expect(salaryFits(daily, position({ salaryUnit: 'day', salaryMin: 150, salaryMax: 200 }))).toBe(true);
  expect(salaryFits(daily, position({ salaryUnit: 'day', salaryMin: 250, salaryMax: 300 }))).toBe(false);
  expect(salaryFits(daily, position({ salaryUnit: 'hour', salaryMin: 150, salaryMax: 200 }))).toBe(false);
  expect(salaryFits(daily, position({ salaryUnit: 'month', salaryMin: 150, salaryMax: 200 }))).toBe(false);
});

test('an hourly goal is answered with hourly pay only, and not offered as a (monthly) expectation', async () => {
  const response = await seeker.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    payload: { text: '时薪20元以上的兼职' },
  });
  const events = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; text?: string; cards?: Array<{ salary: string }> });
  const found = events.find((e) => e.type === 'cards')?.cards ?? [];
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((card) => card.salary.endsWith('元/时'))).toBe(true);
  expect(events.map((e) => e.text ?? '').join('')).toContain('/时');
  expect(events.some((e) => e.type === 'offer')).toBe(false);
});
