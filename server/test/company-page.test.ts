/**
 * A company's public homepage: `GET companies/{id}` for approved companies only, with its
 * homepage positions (approved, open, published there) and its recruiters (no phone); the external links of
 * the company form; the recruiter's name and title from settings, shown on the job.
 */
import type { FastifyInstance } from 'fastify';
import { MSG, t } from '@common/messages';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import {
  anonymous,
  approvedPosition,
  call,
  recruiterWithCompany,
  validCompany,
  validPosition,
} from './positions-helpers';

const DAY = 86_400_000;
const clock = manualClock();
let app: FastifyInstance;
let operator: TestCaller;
beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false', PUBLIC_CACHE_SECONDS: '0' } });
  operator = await injectAs(app, 'operator');
});
afterAll(async () => {
  await app.close();
});

const phoneOf = async (userId: number) =>
  (await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone!;

describe('GET companies/{id}', () => {
  it('answers an approved company to anyone: the company, its homepage positions, its recruiters without phone', async () => {
    const recruiter = await recruiterWithCompany(app, {
      company: { links: [{ title: '官方微博', url: 'https://weibo.com/example' }] },
    });
    await call(recruiter, 'PUT', 'user/contact', { wechat: '', phone: '', displayName: '王女士', title: 'HR经理' });
    const shown = await approvedPosition(recruiter, operator, clock, { title: '前端开发工程师' });
    const hidden = await approvedPosition(recruiter, operator, clock, { title: '内部岗位', showOnCompanyPage: false });
    const paused = await approvedPosition(recruiter, operator, clock, { title: '暂停的岗位' });
    expect((await call(recruiter, 'POST', `positions/${paused}/pause`)).code).toBe(200);
    const underReview = await call(recruiter, 'POST', 'positions', validPosition(clock, { title: '审核中的岗位' }));
    expect(underReview.code).toBe(200);
    const stopped = await approvedPosition(recruiter, operator, clock, { title: '已停招的岗位' });
    expect((await call(recruiter, 'POST', `positions/${stopped}/stop`)).code).toBe(200);

    const page = await anonymous(app, `companies/${recruiter.companyId}`);
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({
      id: recruiter.companyId,
      name: validCompany.name,
      logo: validCompany.logo,
      verified: true,
      size: '100-499',
      type: 'private',
      industry: '互联网/IT',
      introduction: validCompany.introduction,
      website: validCompany.website,
      links: [{ title: '官方微博', url: 'https://weibo.com/example' }],
      regionName: '杭州·西湖区',
      addressDetail: '文三路90号',
    });
    expect(page.data.latitude).toEqual(expect.any(Number));
    expect(page.data.positions.map((p: { id: number }) => p.id)).toEqual([shown]);
    expect(page.data.positions).not.toContainEqual(expect.objectContaining({ id: hidden }));
    expect(page.data.recruiters).toEqual([
      {
        userId: recruiter.userId,
        name: '王女士',
        title: 'HR经理',
        avatar: null,
        lastActiveAt: expect.any(String),
        verified: false,
      },
    ]);
    // What only the company's owner and those it exchanged with see: never on the public page.
    const text = JSON.stringify(page);
    expect(text).not.toContain(await phoneOf(recruiter.userId));
    expect(text).not.toContain(validCompany.contact);
    expect(text).not.toContain('license');
    expect(text).not.toContain('letter');
  });

  it('answers the same to a seeker and a recruiter as to a visitor', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '同样回答科技' } });
    await approvedPosition(recruiter, operator, clock);
    const seeker = await injectAs(app, 'seeker');
    const visitor = await anonymous(app, `companies/${recruiter.companyId}`);
    expect(await call(seeker, 'GET', `companies/${recruiter.companyId}`)).toEqual(visitor);
  });

  it('shows the nickname when the recruiter set no name, and no position once the recruitment ended', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '结束招聘科技' } });
    const ending = await approvedPosition(recruiter, operator, clock, {
      recruitEnd: new Date(clock.now() + DAY).toISOString().slice(0, 10),
    });
    let page = await anonymous(app, `companies/${recruiter.companyId}`);
    expect(page.data.positions.map((p: { id: number }) => p.id)).toEqual([ending]);
    const { nickname } = await app.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', recruiter.userId)
      .executeTakeFirstOrThrow();
    expect(page.data.recruiters[0]).toMatchObject({ name: nickname, title: '' });
    clock.advance(3 * DAY);
    page = await anonymous(app, `companies/${recruiter.companyId}`);
    expect(page.data.positions).toEqual([]);
    // The owner is a recruiter of the company even with no position on the homepage.
    expect(page.data.recruiters.map((r: { userId: number }) => r.userId)).toEqual([recruiter.userId]);
  });

  it.each(['draft', 'under_review', 'audit_failed'] as const)('answers not found for a company %s', async (status) => {
    const recruiter = await recruiterWithCompany(app, { company: { name: `未认证公司${status}` }, status });
    const answer = await anonymous(app, `companies/${recruiter.companyId}`);
    expect(answer).toMatchObject({ code: 502, msg: t('zh-Hans', MSG.company.pageNotFound) });
    expect(JSON.stringify(answer)).not.toContain('未认证公司');
  });

  it('answers not found for an unknown id', async () => {
    expect(await anonymous(app, 'companies/999999')).toMatchObject({
      code: 502,
      msg: t('zh-Hans', MSG.company.pageNotFound),
    });
  });
});

describe('external links on the company form', () => {
  it('keeps the website and links (http(s) only) and refuses anything else', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const links = [
      { title: '官方微博', url: 'https://weibo.com/example' },
      { title: '招聘官网', url: 'http://jobs.example.com/join' },
    ];
    const saved = await call(recruiter, 'PUT', 'company', { ...validCompany, links });
    expect(saved.code).toBe(200);
    expect((await call(recruiter, 'GET', 'company')).data.links).toEqual(links);

    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'weibo.com/example', 'https://']) {
      const refused = await call(recruiter, 'PUT', 'company', { ...validCompany, links: [{ title: '链接', url }] });
      expect(refused).toMatchObject({ code: 502, msg: t('zh-Hans', MSG.company.link) });
    }
    const untitled = await call(recruiter, 'PUT', 'company', {
      ...validCompany,
      links: [{ title: '', url: 'https://example.com' }],
    });
    expect(untitled.code).toBe(502);
    const website = await call(recruiter, 'PUT', 'company', { ...validCompany, website: 'javascript:alert(1)' });
    expect(website).toMatchObject({ code: 502, msg: t('zh-Hans', MSG.company.link) });
    expect((await call(recruiter, 'GET', 'company')).data.links).toEqual(links);
  });
});

describe("the recruiter's name and title", () => {
  it('are saved in settings, kept when an older client sends only the contacts, and shown on the job', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '名称职位科技' } });
    const positionId = await approvedPosition(recruiter, operator, clock);
    let detail = await anonymous(app, `positions/${positionId}`);
    expect(detail.data).toMatchObject({ recruiterName: expect.any(String), recruiterTitle: null });

    const saved = await call(recruiter, 'PUT', 'user/contact', {
      wechat: 'wx_hr_wang',
      phone: '',
      displayName: ' 王女士 ',
      title: 'HR经理',
    });
    expect(saved.data).toEqual({ wechat: 'wx_hr_wang', phone: '', displayName: '王女士', title: 'HR经理' });
    expect((await call(recruiter, 'GET', 'user/contact')).data).toEqual(saved.data);

    // An older client sends only the two contacts: the name and title stay.
    await call(recruiter, 'PUT', 'user/contact', { wechat: 'wx_hr_wang', phone: '' });
    expect((await call(recruiter, 'GET', 'user/contact')).data).toMatchObject({
      displayName: '王女士',
      title: 'HR经理',
    });

    detail = await anonymous(app, `positions/${positionId}`);
    expect(detail.data).toMatchObject({ recruiterName: '王女士', recruiterTitle: 'HR经理' });
    expect(JSON.stringify(detail)).not.toContain('wx_hr_wang');

    const tooLong = await call(recruiter, 'PUT', 'user/contact', { wechat: '', phone: '', title: '经'.repeat(21) });
    expect(tooLong.code).toBe(502);
    // '' clears them: the nickname shows again.
    await call(recruiter, 'PUT', 'user/contact', { wechat: '', phone: '', displayName: '', title: '' });
    detail = await anonymous(app, `positions/${positionId}`);
    expect(detail.data.recruiterName).not.toBe('王女士');
    expect(detail.data.recruiterTitle).toBeNull();
  });
});
