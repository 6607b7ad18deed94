/**
 * Taxonomy lookups (common/taxonomy/tree.ts) on the real trees: by code, the path, search by name in both
 * languages and by alias, matching old free text, the filter range of a code; and the data stays out of
 * the app (the app fetches it: src/services/taxonomy.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { categoryIndex, categoryLevels, categoryRange, isCategory, isCategoryLeaf } from '../taxonomy/categories';
import { industryIndex, isIndustryDivision } from '../taxonomy/industries';
import { foldName, matchTaxonomy, searchTaxonomy, taxonomyName, taxonomyPath } from '../taxonomy/tree';

const codes = (hits: Array<{ node: { code: string } }>) => hits.map((hit) => hit.node.code);

test('finds a node by code and its path from the top', () => {
  const index = categoryIndex();
  expect(index.byCode.get('100101')).toMatchObject({ name: 'Java', nameEn: 'Java' });
  expect(taxonomyPath(index, '100201').map((node) => node.name)).toEqual(['技术', '前端/移动开发', '前端开发工程师']);
  expect(taxonomyPath(index, '999999')).toEqual([]);
  expect(taxonomyName(index, '170101', 'en')).toBe('Accountant');
  expect(taxonomyName(index, undefined, 'zh-Hans')).toBe('');
  expect([isCategory('100100'), isCategoryLeaf('100100'), isCategoryLeaf('100101'), isCategory('100199')]).toEqual([
    true,
    false,
    true,
    false,
  ]);
  expect(taxonomyPath(industryIndex(), '65').map((node) => node.code)).toEqual(['I', '65']);
  expect([isIndustryDivision('65'), isIndustryDivision('I'), isIndustryDivision('98')]).toEqual([true, false, false]);
});

test('searches names in either language and aliases, exact names first', () => {
  expect(codes(searchTaxonomy(categoryIndex(), 'Java', { leavesOnly: true }))[0]).toBe('100101');
  expect(codes(searchTaxonomy(categoryIndex(), '前端'))).toEqual(expect.arrayContaining(['100200', '100201']));
  expect(codes(searchTaxonomy(categoryIndex(), 'frontend engineer'))).toEqual(['100201']);
  expect(codes(searchTaxonomy(categoryIndex(), '会计', { leavesOnly: true }))[0]).toBe('170101');
  expect(searchTaxonomy(categoryIndex(), '  ')).toEqual([]);
  // Industries by the words people use.
  expect(codes(searchTaxonomy(industryIndex(), '互联网', { leavesOnly: true }))[0]).toBe('64');
  expect(codes(searchTaxonomy(industryIndex(), '电商', { leavesOnly: true }))).toContain('52');
  expect(foldName(' 前端 / 开发 ')).toBe('前端开发');
});

test('matches old free text: the same name, a name inside it, a name around it, else nothing', () => {
  const leaf = (text: string) => matchTaxonomy(categoryIndex(), text, { leavesOnly: true })?.code;
  expect(leaf('前端开发工程师')).toBe('100201');
  expect(leaf('Java后端工程师')).toBe('100101');
  expect(leaf('服务员（兼职）')).toBe('240201');
  expect(leaf('神秘岗位')).toBeUndefined();
  expect(matchTaxonomy(categoryIndex(), '前端开发')?.code).toBe('100201');
  expect(matchTaxonomy(categoryIndex(), '采购')?.code).toBe('220600');
  const division = (text: string) => matchTaxonomy(industryIndex(), text, { leavesOnly: true })?.code;
  expect(division('互联网/IT')).toBe('64');
  expect(division('医药/生物工程')).toBe('27');
  expect(division('奇怪的行业')).toBeUndefined();
});

test('a filter code covers itself and everything under it', () => {
  expect(categoryRange('100000')).toEqual({ from: '100000', to: '109999' });
  expect(categoryRange('100100')).toEqual({ from: '100100', to: '100199' });
  expect(categoryRange('100101')).toEqual({ from: '100101', to: '100101' });
  expect(categoryLevels('100201')).toEqual(['100000', '100200', '100201']);
});

test('the app never imports the data (it asks GET categories / GET industries)', () => {
  const root = path.join(__dirname, '../../src');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !full.includes('__tests__')) {
        if (/taxonomy\/(categories|industries)/.test(fs.readFileSync(full, 'utf8'))) offenders.push(full);
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
