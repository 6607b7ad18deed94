/**
 * The public list's search (runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL): 1-, 2- and 4-character
 * Chinese keywords, Latin prefixes, company names and industries, region prefixes, filters alone and with
 * a keyword, order, paging and the depth cap.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import {
  asksRegionSize,
  bucketTerms,
  gramTsQuery,
  keywordPhrases,
  keywordSearch,
  positionSearchText,
  SEARCH_TEXT_MAX,
  sortWindowWalk,
  spacedText,
  type KeywordSearch,
  type SearchFilters,
  type SortWindow,
} from '../src/db/search';
import { createPositionsListRepository } from '../src/modules/positions/positions-list.repository';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  const operator = await injectAs(app, 'operator');
  const yunqi = await recruiterWithCompany(app, { company: { name: '杭州云栖科技有限公司', region: '330106' } });
  const zhilian = await recruiterWithCompany(app, {
    company: { name: '北京智联未来信息技术有限公司', region: '110108' },
  });
  const xingchen = await recruiterWithCompany(app, {
    company: { name: '深圳前海星辰网络科技有限公司', region: '440305' },
  });
  const post = async (name: string, who: TestCaller, fields: Record<string, unknown>) => {
    ids[name] = await approvedPosition(who, operator, clock, fields);
    clock.advance(1000);
  };
  // Listed in this order (newest last).
  await post('frontend', yunqi, { title: '前端开发工程师', region: '330106', salaryMin: 12000, salaryMax: 20000 });
  await post('java', yunqi, {
    title: 'Java后端工程师',
    region: '330108',
    experience: '1-3',
    salaryMin: 15000,
    salaryMax: 25000,
  });
  await post('accountant', yunqi, {
    title: '会计',
    region: '330106',
    jobType: 'part',
    education: 'junior_college',
    experience: 'none',
    industry: '财务/咨询',
    salaryMin: 5000,
    salaryMax: 8000,
  });
  await post('product', zhilian, {
    title: '产品经理',
    region: '110108',
    education: 'master',
    experience: '5-10',
    salaryMin: 25000,
    salaryMax: 40000,
  });
  await post('jsTeacher', zhilian, {
    title: 'JavaScript讲师',
    region: '110105',
    jobType: 'part',
    education: 'unlimited',
    experience: 'lt1',
    industry: '教育培训',
    salaryMin: 3000,
    salaryMax: 5000,
  });
  await post('analyst', xingchen, {
    title: '数据分析师',
    region: '440305',
    experience: '1-3',
    industry: '大数据/企业服务',
    salaryMin: 10000,
    salaryMax: 15000,
  });
  // Not listed: under review, paused, and approved but of a company under review.
  await call(yunqi, 'POST', 'positions', validPosition(clock, { title: '审核中的工程师' }));
  const paused = await approvedPosition(yunqi, operator, clock, { title: '暂停的工程师' });
  await call(yunqi, 'POST', `positions/${paused}/pause`);
  const pending = await recruiterWithCompany(app, { status: 'under_review', company: { name: '待审核工程公司' } });
  await approvedPosition(pending, operator, clock, { title: '未认证公司的工程师' });
});
afterAll(async () => {
  await app.close();
});

async function search(query: string) {
  const json = await anonymous(app, `positions?pageSize=50&${query}`);
  if (json.code !== 200) throw new Error(`${query}: ${json.code} ${json.msg}`);
  const names = json.rows.map((row: { id: number }) => Object.keys(ids).find((name) => ids[name] === row.id) ?? row.id);
  return { names, total: json.total as number };
}
const keyword = (text: string, extra = '') => search(`keyword=${encodeURIComponent(text)}${extra}`);

describe('keywords', () => {
  it.each([
    ['师', ['analyst', 'jsTeacher', 'java', 'frontend']],
    ['工程', ['java', 'frontend']],
    ['工程师', ['java', 'frontend']],
    ['前端开发', ['frontend']],
    ['前端开发工程师', ['frontend']],
    ['开工', []],
    // Every pair is in the row (大数 in the industry, 数据 据分 in the title) but not the phrase.
    ['大数据分', []],
    ['会', ['accountant']],
    ['经理', ['product']],
  ])('Chinese %s', async (text, expected) => {
    expect(await keyword(text)).toEqual({ names: expected, total: expected.length });
  });

  it.each([
    ['java', ['jsTeacher', 'java']],
    ['JAVA', ['jsTeacher', 'java']],
    ['Jav', ['jsTeacher', 'java']],
    ['javascript', ['jsTeacher']],
    ['script', []],
    ['ja', []],
    ['Java 工程师', ['java']],
    ['java后端', ['java']],
  ])('Latin and mixed %s', async (text, expected) => {
    expect((await keyword(text)).names).toEqual(expected);
  });

  it('matches the company name and the industry too', async () => {
    expect((await keyword('云栖')).names).toEqual(['accountant', 'java', 'frontend']);
    expect((await keyword('星辰网络')).names).toEqual(['analyst']);
    expect((await keyword('智联')).names).toEqual(['jsTeacher', 'product']);
    expect((await keyword('大数据')).names).toEqual(['analyst']);
    expect((await keyword('财务')).names).toEqual(['accountant']);
  });

  it('never lists positions that are not visible', async () => {
    for (const text of ['审核中', '暂停', '未认证', '待审核']) expect((await keyword(text)).total).toBe(0);
  });

  it('treats punctuation-only keywords as matching nothing, blank as no keyword', async () => {
    expect((await keyword('%_')).total).toBe(0);
    expect((await keyword('"*()')).total).toBe(0);
    expect((await keyword('   ')).total).toBe(6);
    expect((await keyword('（前端）')).names).toEqual(['frontend']);
  });

  it('refuses a keyword over 30 characters', async () => {
    expect(await anonymous(app, `positions?keyword=${encodeURIComponent('长'.repeat(31))}`)).toEqual({
      code: 502,
      msg: '不能超过30个字符',
    });
  });
});

describe('filters', () => {
  it('a region matches itself and everything under it', async () => {
    expect((await search('region=330000')).names).toEqual(['accountant', 'java', 'frontend']);
    expect((await search('region=330100')).names).toEqual(['accountant', 'java', 'frontend']);
    expect((await search('region=330106')).names).toEqual(['accountant', 'frontend']);
    expect((await search('region=110000')).names).toEqual(['jsTeacher', 'product']);
    expect((await search('region=110105')).names).toEqual(['jsTeacher']);
    expect((await search('region=440000')).names).toEqual(['analyst']);
    expect((await search('region=310000')).names).toEqual([]);
    expect(await anonymous(app, 'positions?region=990000')).toEqual({ code: 502, msg: '请选择正确的地区' });
  });

  it('job type, education, experience and salary', async () => {
    expect((await search('jobType=part')).names).toEqual(['jsTeacher', 'accountant']);
    expect((await search('education=master')).names).toEqual(['product']);
    expect((await search('education=unlimited')).names).toEqual(['jsTeacher']);
    expect((await search('experience=1-3')).names).toEqual(['analyst', 'java']);
    expect((await search('salaryMin=20000')).names).toEqual(['product', 'java', 'frontend']);
    expect((await search('salaryMax=5000')).names).toEqual(['jsTeacher', 'accountant']);
    expect((await search('salaryMin=9000&salaryMax=11000')).names).toEqual(['analyst']);
    expect((await search('salaryMin=100&salaryMax=2999')).names).toEqual([]);
    expect((await search('salaryMin=60000')).names).toEqual([]);
    expect(await anonymous(app, 'positions?salaryMin=9000&salaryMax=8000')).toEqual({
      code: 502,
      msg: '最低薪资不能高于最高薪资',
    });
    expect(await anonymous(app, 'positions?experience=1-3年')).toMatchObject({ code: 502 });
  });

  it('filters combine with a keyword and with each other', async () => {
    expect((await keyword('师', '&region=110000')).names).toEqual(['jsTeacher']);
    expect((await keyword('师', '&jobType=full&experience=1-3')).names).toEqual(['analyst', 'java']);
    expect((await keyword('工程', '&region=330106')).names).toEqual(['frontend']);
    // Within a city PostgreSQL checks the text on the region's index entries, not through the GIN index.
    expect(await keyword('java', '&region=330100')).toEqual({ names: ['java'], total: 1 });
    expect(await keyword('工程师', '&region=330100')).toEqual({ names: ['java', 'frontend'], total: 2 });
    expect((await keyword('java', '&salaryMin=20000')).names).toEqual(['java']);
    expect((await search('region=330100&salaryMin=10000&jobType=full')).names).toEqual(['java', 'frontend']);
    expect((await keyword('云栖', '&education=junior_college&salaryMax=6000')).names).toEqual(['accountant']);
  });
});

describe('a keyword within a city or district', () => {
  it('answers the same through the GIN windows as by walking the region (the way of a large region)', async () => {
    const walking = createPositionsListRepository(app.db, app.dbDialect);
    const windowed = createPositionsListRepository(app.db, app.dbDialect, { regionWalkMax: 0 });
    const today = '2026-03-02';
    for (const [keyword, region] of [
      ['师', '330100'],
      ['工程师', '330100'],
      ['java', '330100'],
      ['工程', '330106'],
      ['大数据分', '330100'],
      ['会', '330100'],
    ]) {
      for (const [limit, offset] of [
        [10, 0],
        [1, 0],
        [1, 1],
        [2, 2],
      ]) {
        const query = { keyword, region, today, limit, offset };
        const expected = await walking.listVisible(query);
        expect(await windowed.listVisible(query)).toEqual(expected);
      }
    }
    // The cases above are not empty, so the comparison means something.
    expect(
      (await walking.listVisible({ keyword: '工程师', region: '330100', today, limit: 10, offset: 0 })).total,
    ).toBe(2);
  });
});

describe('order and paging', () => {
  it('newest approval or refresh first; pages do not overlap; the depth is capped', async () => {
    const page1 = await anonymous(app, 'positions?pageSize=4');
    const page2 = await anonymous(app, 'positions?pageSize=4&pageNum=2');
    expect(page1.total).toBe(6);
    expect(page2.total).toBe(6);
    expect([...page1.rows, ...page2.rows].map((r: { id: number }) => r.id)).toEqual([
      ids.analyst,
      ids.jsTeacher,
      ids.product,
      ids.accountant,
      ids.java,
      ids.frontend,
    ]);
    // Rows past the first 1000 are never served.
    const deep = await anonymous(app, 'positions?pageSize=10&pageNum=101');
    expect(deep).toMatchObject({ code: 200, rows: [], total: 6 });
    const keywordPage = await anonymous(app, `positions?pageSize=1&pageNum=2&keyword=${encodeURIComponent('工程')}`);
    expect(keywordPage.rows.map((r: { id: number }) => r.id)).toEqual([ids.frontend]);
    expect(keywordPage.total).toBe(2);
    // Past the served rows with a keyword (PostgreSQL: no window is asked, the matches are only counted).
    const deepKeyword = await anonymous(app, `positions?pageSize=10&pageNum=101&keyword=${encodeURIComponent('工程')}`);
    expect(deepKeyword).toMatchObject({ code: 200, rows: [], total: 2 });
  });
});

describe('PostgreSQL query text (db/search.ts gramTsQuery)', () => {
  const grams = (text: string, filters: SearchFilters = {}) => gramTsQuery(keywordPhrases(text), filters);

  it('a phrase is the AND of its adjacent pairs; one token is itself; a Latin prefix is its indexed prefix term', () => {
    expect(grams('前端开发')).toBe('0前端 & 0端开 & 0开发');
    expect(grams('工程')).toBe('0工程');
    expect(grams('师')).toBe('师');
    expect(grams('Java')).toBe('1java');
    expect(grams('javascript')).toBe('1javascri');
    expect(grams('ja')).toBe('ja');
    expect(grams('开发Jav')).toBe('0开发 & 1jav');
    expect(grams('前端Jav')).toBe('0前端 & 1jav');
    expect(grams('java后端 （前端）')).toBe('0java后 & 0后端 & 0前端');
  });

  it('a run of buckets is the fewest aligned bucket lexemes', () => {
    expect(bucketTerms(0, 0)).toEqual(['k0']);
    expect(bucketTerms(240, 243)).toEqual(['kb60']);
    expect(bucketTerms(223, 243)).toEqual(['kb60', 'kc14', 'k223']);
    expect(bucketTerms(0, 4 ** 7 * 3 - 1)).toEqual(['kh2', 'kh1', 'kh0']);
    // Any run: the terms hold exactly its buckets, each term an aligned bucket of its level.
    for (const [lo, hi] of [
      [5, 5],
      [3, 70],
      [1, 1000],
      [0, 65_535],
      [12_345, 98_765],
    ]) {
      const held = bucketTerms(lo, hi).flatMap((term) => {
        const level = /^k\d/.test(term) ? 0 : 'bcdefgh'.indexOf(term[1]) + 1;
        const n = Number(term.replace(/^k[a-h]?/, ''));
        return Array.from({ length: 4 ** level }, (_, i) => n * 4 ** level + i);
      });
      expect(held.sort((a, b) => a - b)).toEqual(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
      expect(bucketTerms(lo, hi).length).toBeLessThanOrEqual(6 * 8);
    }
  });

  it('walks the list order newest first in windows sized by the matches found so far', () => {
    const unit = 4096;
    const walk = (newest: number, foundAfterEach: (window: SortWindow, found: number) => number) => {
      const windows: SortWindow[] = [];
      const w = sortWindowWalk(newest, 1000);
      let found = 0;
      for (let window = w.next(found); window; window = w.next(found)) {
        windows.push(window);
        found = foundAfterEach(window, found);
      }
      return windows;
    };
    // Nothing matches: the first two buckets, then 8 times what is covered, then (past half of what is
    // left) everything down to 0 with the keyword's own postings.
    const none = walk(1_000_000, (_, found) => found);
    expect(none.map((w) => (w.to - w.from) / unit)).toEqual([2, 16, 227]);
    expect(none[0]).toEqual({ terms: ['k244', 'k243'], from: 243 * unit, to: 245 * unit });
    expect(none[1].terms).toEqual(['k242', 'k241', 'k240', 'kb59', 'kb58', 'kb57', 'k227']);
    expect(none[2]).toEqual({ terms: [], from: 0, to: 227 * unit });
    none.slice(1).forEach((w, i) => expect(w.to).toBe(none[i].from));
    // A third of the keys match: the first window is enough.
    expect(walk(1_000_000, (w, found) => found + Math.floor((w.to - w.from) / 3))).toHaveLength(1);
    // 2% match: the second window is sized to hold the rest with a margin.
    const sparse = walk(1_000_000, (w, found) => found + Math.floor((w.to - w.from) * 0.02));
    expect(sparse.map((w) => (w.to - w.from) / unit)).toEqual([2, 14]);
    // A small list: one window covers it.
    expect(walk(10, (_, found) => found)).toEqual([{ terms: [], from: 0, to: unit }]);
  });

  it('cuts the indexed text at a token boundary past SEARCH_TEXT_MAX (an index entry has a size limit)', () => {
    expect(positionSearchText('前端开发工程师', '云栖科技', '互联网')).toBe(
      '前 端 开 发 工 程 师 云 栖 科 技 互 联 网',
    );
    // U+FDFA is one character that NFKC makes 18 (four words).
    const [title, company, industry] = [30, 50, 30].map((n) => '\uFDFA'.repeat(n));
    const full = spacedText(`${title} ${company} ${industry}`);
    const cut = positionSearchText(title, company, industry);
    expect(full.length).toBeGreaterThan(SEARCH_TEXT_MAX);
    expect(cut.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(cut.length).toBeGreaterThan(SEARCH_TEXT_MAX - 20);
    expect(`${full} `.startsWith(`${cut} `)).toBe(true);
    // One word past the limit (U+10330, a Gothic letter, is two UTF-16 units): cut between code points.
    expect(positionSearchText('a'.repeat(299) + '\u{10330}'.repeat(400), '', null)).toBe('a'.repeat(299) + '\u{10330}');
  });

  it('PostgreSQL walks a small city or district without GIN, and searches a large one by windows', () => {
    expect(asksRegionSize('postgres', '工程', { region: '330100' })).toBe(true);
    expect(asksRegionSize('postgres', '工程', { region: '330106' })).toBe(true);
    expect(asksRegionSize('postgres', '工程', { region: '330000' })).toBe(false);
    expect(asksRegionSize('postgres', '  ', { region: '330100' })).toBe(false);
    expect(asksRegionSize('sqlite', '工程', { region: '330100' })).toBe(false);
    const small = keywordSearch('postgres', '工程', { region: '330100' }, { regionWalk: true });
    const large = keywordSearch('postgres', '工程', { region: '330100' }, { regionWalk: false });
    expect((small as KeywordSearch).windows).toBeUndefined();
    expect(typeof (large as KeywordSearch).windows).toBe('function');
  });

  it('the filters become tags of the same AND', () => {
    expect(grams('师', { region: '330100', jobType: 'full', salaryMin: 50000 })).toBe('师 & c330100 & jfull & g50000');
    expect(grams('工程', { region: '330106', education: 'junior_college', salaryMax: 6000 })).toBe(
      '0工程 & d330106 & ejuniorxcollege & l8000',
    );
  });
});

describe('a list whose order spans many windows (PostgreSQL asks bucket by bucket)', () => {
  it('keeps the order and the pages when the sort keys are far apart', async () => {
    // From oldest to newest, keys in buckets of every level (the largest past the 8th level's 67 million).
    const spread: Array<[string, number]> = [
      ['frontend', 40_000],
      ['java', 70_000],
      ['accountant', 300_000],
      ['product', 1_500_000],
      ['jsTeacher', 5_000_000],
      ['analyst', 90_000_000],
    ];
    for (const [name, key] of spread) {
      await app.db.updateTable('positions').set({ sort_key: key }).where('id', '=', ids[name]).execute();
    }
    app.publicCache.clear();
    expect((await keyword('师')).names).toEqual(['analyst', 'jsTeacher', 'java', 'frontend']);
    expect((await keyword('java')).names).toEqual(['jsTeacher', 'java']);
    expect((await keyword('工程')).names).toEqual(['java', 'frontend']);
    const pages = [];
    for (let pageNum = 1; pageNum <= 5; pageNum++) {
      const page = await anonymous(app, `positions?pageSize=1&pageNum=${pageNum}&keyword=${encodeURIComponent('师')}`);
      pages.push(...page.rows.map((row: { id: number }) => row.id));
      expect(page.total).toBe(4);
    }
    expect(pages).toEqual([ids.analyst, ids.jsTeacher, ids.java, ids.frontend]);
  });
});
