/**
 * Demo data with codes (issue 30): every demo position has a third-level category and an industry division,
 * every demo expectation at least one category; the demo seeker wants 前端开发工程师 in 杭州.
 */
import type { FastifyInstance } from 'fastify';
import { categoryIndex, isCategory, isCategoryLeaf } from '@common/taxonomy/categories';
import { isIndustryDivision } from '@common/taxonomy/industries';
import { taxonomyPath } from '@common/taxonomy/tree';
import { POSITION_TEMPLATES, TEMPLATE_CATEGORIES } from '../src/seed/positions';
import { build } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

it('gives every template a third-level category whose name is in its title', () => {
  expect(Object.keys(TEMPLATE_CATEGORIES).sort()).toEqual(Object.keys(POSITION_TEMPLATES).sort());
  for (const [key, code] of Object.entries(TEMPLATE_CATEGORIES)) {
    expect(isCategoryLeaf(code)).toBe(true);
    const leaf = taxonomyPath(categoryIndex(), code)[2];
    const title = POSITION_TEMPLATES[key].title.toLowerCase();
    // The leaf names the job (Java in 'Java后端工程师', 服务员 in '服务员（兼职）').
    expect([title, leaf.name.toLowerCase()].some((text) => text.includes(leaf.name.toLowerCase().slice(0, 2)))).toBe(
      true,
    );
  }
});

it('writes codes on every demo position and expectation', async () => {
  const positions = await app.db
    .selectFrom('positions')
    .select(['title', 'category_code', 'industry_code', 'industry'])
    .execute();
  expect(positions.length).toBeGreaterThan(0);
  for (const row of positions) {
    expect(isCategoryLeaf(row.category_code ?? '')).toBe(true);
    expect(isIndustryDivision(row.industry_code ?? '')).toBe(true);
  }
  const expectations = await app.db.selectFrom('resume_expectations').select(['position', 'category_codes']).execute();
  expect(expectations.length).toBeGreaterThan(0);
  for (const row of expectations) {
    expect(row.category_codes).not.toBe('');
    for (const code of row.category_codes.split(',')) expect(isCategory(code)).toBe(true);
  }
  const seeker = await app.db
    .selectFrom('resume_expectations as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.category_codes', 'e.location'])
    .where('u.phone', '=', '13800000001')
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  expect(seeker).toEqual({ category_codes: '100201', location: '330100' });
});
