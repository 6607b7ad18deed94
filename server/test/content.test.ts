/** Help center: agreements, FAQ articles, about us with the filing numbers (zh and en); PUT app/intro for operators. */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { body, build, injectAs } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  // Product content does not depend on the demo data.
  app = await build({ env: { SEED_DEMO: 'false' } });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, language?: string) =>
  app.inject({ method: 'GET', url: `/api/${url}`, headers: language ? { 'accept-language': language } : {} });

describe('agreements', () => {
  it('answers the current user agreement and privacy policy by type, in Chinese by default', async () => {
    const user = body(await get('app/agreement/get?type=user'));
    expect(user.code).toBe(200);
    expect(user.data).toMatchObject({ type: 'user', title: '职达用户协议', version: '2026-01-01' });
    expect(user.data.content).toContain('账号注册与使用');
    const privacy = body(await get('app/agreement/get?type=privacy')).data;
    expect(privacy.title).toBe('职达隐私政策');
    expect(privacy.content).toContain('个人信息');
  });

  it('answers English for an English caller', async () => {
    const user = body(await get('app/agreement/get?type=user', 'en-US')).data;
    expect(user.title).toBe('JobReach User Agreement');
    expect(user.content).not.toMatch(/[\u4e00-\u9fff]{4}/);
  });

  it('lists the current agreement of each type and answers one by id', async () => {
    const list = body(await get('app/agreement/list'));
    expect(list.code).toBe(200);
    expect(list.total).toBe(list.rows.length);
    expect(list.rows.map((r: { type: string }) => r.type)).toEqual(
      expect.arrayContaining(['user', 'privacy', 'company']),
    );
    expect(list.rows[0]).not.toHaveProperty('content');
    const id = list.rows.find((r: { type: string }) => r.type === 'privacy').id;
    expect(body(await get(`app/agreement/getData/${id}`, 'en')).data).toMatchObject({
      id,
      title: 'JobReach Privacy Policy',
    });
  });

  it('the newest row of a type is the current version', async () => {
    const now = new Date().toISOString();
    await app.db
      .insertInto('agreements')
      .values({
        type: 'user',
        version: '2026-06-01',
        title_zh: '职达用户协议（2026年6月版）',
        title_en: 'JobReach User Agreement (June 2026)',
        content_zh: '新版',
        content_en: 'New version',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(body(await get('app/agreement/get?type=user')).data).toMatchObject({
      version: '2026-06-01',
      content: '新版',
    });
    expect(body(await get('app/agreement/list')).rows.filter((r: { type: string }) => r.type === 'user')).toHaveLength(
      1,
    );
  });

  it('refuses an unknown type or id with a message, and a missing type', async () => {
    expect(body(await get('app/agreement/get?type=nothing'))).toEqual({
      code: 502,
      msg: t('zh-Hans', MSG.content.notFound),
    });
    expect(body(await get('app/agreement/getData/9999', 'en'))).toEqual({ code: 502, msg: 'Content does not exist' });
    expect(body(await get('app/agreement/getData/abc')).code).toBe(502);
    expect(body(await get('app/agreement/get')).code).toBe(502);
  });
});

describe('FAQ articles', () => {
  it('lists at least 6 articles in both languages, paged', async () => {
    const zh = body(await get('app/article/list'));
    expect(zh.total).toBeGreaterThanOrEqual(6);
    expect(zh.rows.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining([
        '如何完善在线简历？',
        '如何投递职位？',
        '招聘者如何发布职位？',
        '面试邀请在哪里查看？',
        '如何修改绑定手机号？',
        '账号安全',
      ]),
    );
    expect(zh.rows[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      updatedAt: expect.any(String),
    });
    const en = body(await get('app/article/list?pageNum=1&pageSize=2', 'en'));
    expect(en.rows).toHaveLength(2);
    expect(en.total).toBe(zh.total);
    expect(en.rows[0].title).toBe('How do I complete my online resume?');
    const second = body(await get('app/article/list?pageNum=2&pageSize=2', 'en'));
    expect(second.rows[0].id).not.toBe(en.rows[0].id);
  });

  it('answers one article with its content', async () => {
    const id = body(await get('app/article/list')).rows[1].id;
    const zh = body(await get(`app/article/${id}`)).data;
    expect(zh.content).toContain('投递简历');
    // The texts of migration 0013 (true to the app's menus), not the first ones of 0003.
    expect(zh.content).toContain('“我的—已申请职位”');
    expect(zh.content).not.toContain('投递记录');
    const en = body(await get(`app/article/${id}`, 'en')).data;
    expect(en).toMatchObject({ id, title: 'How do I apply for a position?' });
    expect(en.content).toContain('"Me > Applied positions"');
    expect(body(await get('app/article/99999')).msg).toBe(t('zh-Hans', MSG.content.notFound));
  });
});

describe('about us', () => {
  it('answers the intro with the ICP and public security filing numbers', async () => {
    const zh = body(await get('app/intro/selectIntro')).data;
    expect(zh).toMatchObject({
      title: '关于职达',
      company: '杭州职达网络科技有限公司',
      icp: '浙ICP备2026000000号-1',
      icpUrl: 'https://beian.miit.gov.cn/',
      policeFiling: '浙公网安备33010602000001号',
      policeFilingUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=33010602000001',
    });
    const en = body(await get('app/intro/selectIntro', 'en')).data;
    expect(en).toMatchObject({
      title: 'About JobReach',
      company: 'Hangzhou JobReach Network Technology Co., Ltd.',
      icp: zh.icp,
    });
    const list = body(await get('intro/list'));
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0].id).toBe(zh.id);
  });

  describe('PUT app/intro', () => {
    const put = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/app/intro', headers, payload });

    it('lets an operator change the fields sent', async () => {
      const operator = await injectAs(app, 'operator');
      const res = body(
        await put(operator.headers, { icp: '浙ICP备2026000001号-2', contentEn: 'We help people find work.' }),
      );
      expect(res.code).toBe(200);
      expect(res.msg).toBe(t('zh-Hans', MSG.content.saved));
      expect(res.data).toMatchObject({
        icp: '浙ICP备2026000001号-2',
        contentEn: 'We help people find work.',
        titleZh: '关于职达',
      });
      expect(body(await get('app/intro/selectIntro', 'en')).data).toMatchObject({
        icp: '浙ICP备2026000001号-2',
        content: 'We help people find work.',
      });
    });

    it('answers 403 to anyone else and 401 without a login, changing nothing', async () => {
      for (const role of ['seeker', 'recruiter', 'user'] as const) {
        const caller = await injectAs(app, role);
        expect(body(await put(caller.headers, { icp: 'x' }))).toEqual({
          code: 403,
          msg: t('zh-Hans', MSG.errors.forbidden),
        });
      }
      expect(body(await put({}, { icp: 'x' })).code).toBe(401);
      expect(body(await get('app/intro/selectIntro')).data.icp).not.toBe('x');
    });

    it('refuses empty or over-long text and an unknown id', async () => {
      const operator = await injectAs(app, 'operator');
      expect(body(await put(operator.headers, { titleZh: '  ' }))).toEqual({
        code: 502,
        msg: t('zh-Hans', MSG.validation.required),
      });
      expect(body(await put(operator.headers, { icp: 'x'.repeat(51) })).msg).toBe(
        t('zh-Hans', MSG.validation.tooLong, { max: 50 }),
      );
      expect(body(await put(operator.headers, { id: 999, icp: 'y' })).msg).toBe(t('zh-Hans', MSG.content.notFound));
    });
  });
});
