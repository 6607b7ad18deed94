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
