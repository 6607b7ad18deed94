/** The public position calls and the region tree (foundation versions). */
import type { FastifyInstance } from 'fastify';
import { body, build } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/positions', () => {
  it('lists approved positions only, newest first, 10 a page, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/positions' });
    const json = body(res);
    expect(json.code).toBe(200);
    expect(json.rows).toHaveLength(10);
    expect(json.total).toBe(61); // the seed has 61 approved positions among others under review, paused, failed
    const ids = json.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(json.rows[0]).toMatchObject({
      title: expect.any(String),
      companyName: expect.stringMatching(/公司/),
      regionName: expect.stringMatching(/·/),
      salaryMin: expect.any(Number),
    });
    expect(json.rows[0].salaryMin).toBeLessThanOrEqual(json.rows[0].salaryMax);
  });

  it('pages do not overlap and the last page ends the list', async () => {
    const p1 = body(await app.inject({ method: 'GET', url: '/api/positions?pageNum=1&pageSize=50' }));
    const p2 = body(await app.inject({ method: 'GET', url: '/api/positions?pageNum=2&pageSize=50' }));
    expect(p1.rows).toHaveLength(50);
    expect(p2.rows).toHaveLength(11);
    const seen = new Set([...p1.rows, ...p2.rows].map((r: { id: number }) => r.id));
    expect(seen.size).toBe(61);
  });

  it('filters by a keyword in the title', async () => {
    const json = body(
      await app.inject({ method: 'GET', url: `/api/positions?keyword=${encodeURIComponent('工程师')}` }),
    );
    expect(json.total).toBeGreaterThan(0);
    expect(json.total).toBeLessThan(61);
    for (const row of json.rows) expect(row.title).toContain('工程师');
    const none = body(await app.inject({ method: 'GET', url: `/api/positions?keyword=${encodeURIComponent('%_')}` }));
    expect(none.total).toBe(0);
  });

  it('refuses a keyword over 30 characters with the limit message', async () => {
    const json = body(await app.inject({ method: 'GET', url: `/api/positions?keyword=${'长'.repeat(31)}` }));
    expect(json.code).toBe(502);
    expect(json.msg).toBe('不能超过30个字符');
  });
});

describe('GET /api/positions/{id}', () => {
  it('answers an approved position with its details', async () => {
    const first = body(await app.inject({ method: 'GET', url: '/api/positions' })).rows[0];
    const json = body(await app.inject({ method: 'GET', url: `/api/positions/${first.id}` }));
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({ id: first.id, title: first.title, responsibilities: expect.any(String) });
  });

  it('refuses a position that is not approved, in the caller language', async () => {
    const hidden = await app.db
      .selectFrom('positions')
      .select('id')
      .where('status', '!=', 'approved')
      .executeTakeFirstOrThrow();
    const zh = body(await app.inject({ method: 'GET', url: `/api/positions/${hidden.id}` }));
    expect(zh).toMatchObject({ code: 502, msg: '该职位不存在或已下线' });
    expect(zh.data).toBeUndefined();
    const en = body(
      await app.inject({ method: 'GET', url: `/api/positions/${hidden.id}`, headers: { 'accept-language': 'en' } }),
    );
    expect(en.msg).toBe('This position does not exist or is no longer open');
  });
});

describe('GET /api/regions', () => {
  it('answers the 3-level tree with 34 provinces including Taiwan, Hong Kong and Macau', async () => {
    const json = body(await app.inject({ method: 'GET', url: '/api/regions' }));
    expect(json.data).toHaveLength(34);
    const names = json.data.map((p: { text: string }) => p.text);
    expect(names).toEqual(expect.arrayContaining(['台湾省', '香港特别行政区', '澳门特别行政区', '浙江省']));
    const zhejiang = json.data.find((p: { value: string }) => p.value === '330000');
    const hangzhou = zhejiang.children.find((c: { value: string }) => c.value === '330100');
    expect(hangzhou).toMatchObject({ text: '杭州市', isCheck: false });
    expect(hangzhou.children.find((d: { value: string }) => d.value === '330106')).toEqual({
      value: '330106',
      text: '西湖区',
      isCheck: false,
    });
    const all = JSON.stringify(json.data);
    expect(all).not.toContain('港闸区');
    expect(all).not.toContain('梅列区');
  });
});
