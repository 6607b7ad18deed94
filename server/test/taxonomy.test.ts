/**
 * Taxonomies (issue 30, part 1): `GET categories` and `GET industries`, codes checked when a position or an
 * expectation is written, older clients' text mapped to codes, and `GET positions?categoryCode=` at each
 * level (a code matches itself and everything under it) and `industryCode=` (a division or a section).
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages';
import type { TaxonomyNode } from '@common/taxonomy';
import { manualClock } from '../src/core/clock';
import { body, build, injectAs, refusalKey, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';
import { englishCaller, validExpectation } from './resume-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller & { companyId: number };
let seeker: TestCaller;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
  seeker = await injectAs(app, 'seeker');
});
afterAll(async () => {
  await app.close();
});

const all = (nodes: TaxonomyNode[]): TaxonomyNode[] => nodes.flatMap((node) => [node, ...all(node.children ?? [])]);

describe('GET categories / GET industries', () => {
  it('answers the three-level category tree, zh and en on every node, stable six-digit codes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const roots: TaxonomyNode[] = body(response).data;
    expect(roots.length).toBeGreaterThanOrEqual(20);
    expect(roots.map((node) => node.name)).toEqual(
      expect.arrayContaining(['技术', '产品', '设计', '运营', '市场', '销售', '人力资源', '财务', '行政', '法务']),
    );
    const nodes = all(roots);
    expect(new Set(nodes.map((node) => node.code)).size).toBe(nodes.length);
    for (const node of nodes) {
      expect(node.code).toMatch(/^\d{6}$/);
      expect(node.name.trim()).not.toBe('');
      expect(node.nameEn.trim()).not.toBe('');
    }
    const leaves = nodes.filter((node) => !node.children);
    expect(leaves.length).toBeGreaterThanOrEqual(300);
    // Every leaf is at level 3, under its parents' code prefixes.
    for (const root of roots) {
      expect(root.code).toMatch(/0000$/);
      for (const second of root.children!) {
        expect(second.code).toMatch(new RegExp(`^${root.code.slice(0, 2)}\\d\\d00$`));
        for (const third of second.children!) {
          expect(third.children).toBeUndefined();
          expect(third.code.startsWith(second.code.slice(0, 4))).toBe(true);
          expect(third.code.endsWith('00')).toBe(false);
        }
      }
    }
    const tech = roots.find((node) => node.code === '100000')!;
    expect(tech).toMatchObject({ name: '技术', nameEn: 'Technology' });
    expect(tech.children![0]).toMatchObject({ code: '100100', name: '后端开发' });
    expect(tech.children![0].children![0]).toMatchObject({ code: '100101', name: 'Java' });
  });

  it('answers the 20 sections and 97 divisions of GB/T 4754-2017', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/industries' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const sections: TaxonomyNode[] = body(response).data;
    expect(sections.map((node) => node.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    const divisions = sections.flatMap((node) => node.children!);
    expect(divisions.map((node) => node.code)).toEqual(
      Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(sections.find((node) => node.code === 'I')).toMatchObject({
      name: '信息传输、软件和信息技术服务业',
      nameEn: 'Information Transmission, Software and Information Technology Services',
    });
    expect(divisions.find((node) => node.code === '65')!.name).toBe('软件和信息技术服务业');
    for (const node of [...sections, ...divisions]) expect(node.nameEn.trim()).not.toBe('');
  });
});

describe('codes on write', () => {
  it('refuses an unknown category, a category above the third level and an unknown industry', async () => {
    const post = (overrides: Record<string, unknown>) =>
      recruiter.inject({ method: 'POST', url: '/api/positions', payload: validPosition(clock, overrides) });
    expect(refusalKey(await post({ categoryCode: '999999' }))).toBe(MSG.taxonomy.unknownCategory);
    expect(refusalKey(await post({ categoryCode: '1001' }))).toBe(MSG.taxonomy.unknownCategory);
    expect(refusalKey(await post({ categoryCode: '100100' }))).toBe(MSG.taxonomy.categoryLevel);
    expect(refusalKey(await post({ categoryCode: '100000' }))).toBe(MSG.taxonomy.categoryLevel);
    expect(refusalKey(await post({ industryCode: '99' }))).toBe(MSG.taxonomy.unknownIndustry);
    expect(refusalKey(await post({ industryCode: 'I' }))).toBe(MSG.taxonomy.unknownIndustry);
    // In English too.
    const english = await englishCaller(app);
    const refused = await english.inject({
      method: 'POST',
      url: '/api/expectations',
      payload: { ...validExpectation, categoryCodes: ['999999'] },
    });
    expect(body(refused).msg).toBe('Please choose a valid job category');
  });

  it("writes the codes and the division's name as the industry text", async () => {
    const posted = await call(recruiter, 'POST', 'positions', {
      ...validPosition(clock, { categoryCode: '100101', industryCode: '65', title: 'Java开发' }),
      industry: undefined,
    });
    expect(posted.code).toBe(200);
    const detail = await call(recruiter, 'GET', `positions/${posted.data.id}`);
    expect(detail.data).toMatchObject({ categoryCode: '100101', industryCode: '65', industry: '软件和信息技术服务业' });
  });

  it('needs the industry as a code or as text', async () => {
    const response = await recruiter.inject({
      method: 'POST',
      url: '/api/positions',
      payload: { ...validPosition(clock), industry: '' },
    });
    expect(refusalKey(response)).toBe(MSG.validation.required);
  });

  it("maps an older client's text to codes", async () => {
    const posted = await call(recruiter, 'POST', 'positions', validPosition(clock, { title: 'UI设计师' }));
    const detail = await call(recruiter, 'GET', `positions/${posted.data.id}`);
    expect(detail.data).toMatchObject({ categoryCode: '120101', industryCode: '64', industry: '互联网/IT' });
  });

  it('checks the categories of an expectation, writes their names, maps the text of an older client', async () => {
    const send = (payload: Record<string, unknown>) =>
      seeker.inject({ method: 'POST', url: '/api/expectations', payload: { ...validExpectation, ...payload } });
    expect(refusalKey(await send({ categoryCodes: ['999999'] }))).toBe(MSG.taxonomy.unknownCategory);
    expect(refusalKey(await send({ categoryCodes: ['100201', '100101', '110101', '120101'] }))).toBe(
      MSG.taxonomy.categoriesMax,
    );
    expect(refusalKey(await send({ position: '', categoryCodes: [] }))).toBe(MSG.validation.required);

    const picked = body(await send({ position: undefined, categoryCodes: ['100201', '110000'] }));
    expect(picked.data).toMatchObject({ categoryCodes: ['100201', '110000'], position: '前端开发工程师、产品' });
    const typed = body(await send({ position: 'Java开发' }));
    expect(typed.data).toMatchObject({ categoryCodes: ['100101'], position: 'Java开发' });
    const edited = body(
      await seeker.inject({
        method: 'POST',
        url: '/api/expectations/edit',
        payload: { ...validExpectation, id: typed.data.id, position: '', categoryCodes: ['120101'] },
      }),
    );
    expect(edited.data).toMatchObject({ categoryCodes: ['120101'], position: 'UI设计师' });
  });
});

describe('GET positions?categoryCode= / industryCode=', () => {
  let frontend: number;
  let java: number;
  let product: number;
  beforeAll(async () => {
    const other = await recruiterWithCompany(app, { company: { name: '别家公司' } });
    frontend = await approvedPosition(other, operator, clock, { categoryCode: '100201', industryCode: '64' });
    java = await approvedPosition(other, operator, clock, {
      title: 'Java工程师',
      categoryCode: '100101',
      industryCode: '65',
    });
    product = await approvedPosition(other, operator, clock, {
      title: '产品经理',
      categoryCode: '110101',
      industryCode: '27',
    });
  });
  const ids = async (query: string) => {
    const json = await anonymous(app, `positions?${query}`);
    expect(json.code).toBe(200);
    return (json.rows as Array<{ id: number }>).map((row) => row.id);
  };

  it('matches a code at any level and everything under it', async () => {
    expect(await ids('categoryCode=100000')).toEqual([java, frontend]);
    expect(await ids('categoryCode=100100')).toEqual([java]);
    expect(await ids('categoryCode=100201')).toEqual([frontend]);
    expect(await ids('categoryCode=110000')).toEqual([product]);
    expect(await ids('categoryCode=120000')).toEqual([]);
    expect(await ids('categoryCode=')).toEqual([product, java, frontend]);
  });

  it('combines with a keyword, a region and other filters', async () => {
    expect(await ids('categoryCode=100000&keyword=Java')).toEqual([java]);
    expect(await ids('categoryCode=100000&region=330106')).toEqual([java, frontend]);
    expect(await ids('categoryCode=100000&region=330106&jobType=full')).toEqual([java, frontend]);
    expect(await ids('categoryCode=100000&education=bachelor')).toEqual([java, frontend]);
  });

  it('filters by a division or a section', async () => {
    expect(await ids('industryCode=65')).toEqual([java]);
    expect(await ids('industryCode=I')).toEqual([java, frontend]);
    expect(await ids('industryCode=C')).toEqual([product]);
    expect(await ids('industryCode=I&categoryCode=100200')).toEqual([frontend]);
  });

  it('refuses an unknown code', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/positions?categoryCode=999999' });
    expect(refusalKey(unknown)).toBe(MSG.taxonomy.unknownCategory);
    const badIndustry = await app.inject({ method: 'GET', url: '/api/positions?industryCode=99' });
    expect(refusalKey(badIndustry)).toBe(MSG.taxonomy.unknownIndustry);
    const malformed = await app.inject({ method: 'GET', url: '/api/positions?industryCode=Z' });
    expect(refusalKey(malformed)).toBe(MSG.taxonomy.unknownIndustry);
  });
});
