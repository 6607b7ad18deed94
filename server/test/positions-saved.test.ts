/** Saved positions: save, unsave, the list (still visible ones, newest saved first) and the detail's flag. */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
});
afterAll(async () => {
  await app.close();
});

it('saves, lists newest saved first with savedAt, flags the detail, and unsaves', async () => {
  const seeker = await injectAs(app, 'seeker');
  const first = await approvedPosition(recruiter, operator, clock, { title: '第一个' });
  const second = await approvedPosition(recruiter, operator, clock, { title: '第二个' });

  expect(await call(seeker, 'POST', `positions/${second}/save`)).toEqual({
    code: 200,
    msg: '收藏成功',
    data: { id: second, saved: true },
  });
  clock.advance(1000);
  expect((await call(seeker, 'POST', `positions/${first}/save`)).code).toBe(200);
  // Saving twice is fine and keeps the first time.
  expect((await call(seeker, 'POST', `positions/${first}/save`)).code).toBe(200);

  const list = await call(seeker, 'GET', 'positions/saved');
  expect(list.total).toBe(2);
  expect(list.rows.map((r: { id: number }) => r.id)).toEqual([first, second]);
  expect(list.rows[0]).toMatchObject({
    title: '第一个',
    companyName: '杭州测试科技有限公司',
    regionName: '杭州·西湖区',
    savedAt: new Date(clock.now()).toISOString(),
  });

  expect((await call(seeker, 'GET', `positions/${first}`)).data.saved).toBe(true);
  expect((await call(recruiter, 'GET', `positions/${first}`)).data.saved).toBe(false);
  const anonymous = await app.inject({ method: 'GET', url: `/api/positions/${first}` });
  expect(anonymous.json().data.saved).toBe(false);

  expect(await call(seeker, 'DELETE', `positions/${first}/save`)).toEqual({
    code: 200,
    msg: '已取消收藏',
    data: { id: first, saved: false },
  });
  expect((await call(seeker, 'DELETE', `positions/${first}/save`)).code).toBe(200);
  expect((await call(seeker, 'GET', 'positions/saved')).rows.map((r: { id: number }) => r.id)).toEqual([second]);
  expect((await call(seeker, 'GET', `positions/${first}`)).data.saved).toBe(false);
});

it('lists only positions that are still visible; a paused one comes back when resumed', async () => {
  const seeker = await injectAs(app, 'seeker');
  const id = await approvedPosition(recruiter, operator, clock);
  await call(seeker, 'POST', `positions/${id}/save`);
  await call(recruiter, 'POST', `positions/${id}/pause`);
  expect(await call(seeker, 'GET', 'positions/saved')).toMatchObject({ rows: [], total: 0 });
  await call(recruiter, 'POST', `positions/${id}/resume`);
  expect((await call(seeker, 'GET', 'positions/saved')).total).toBe(1);
  await call(recruiter, 'DELETE', `positions/${id}`);
  expect((await call(seeker, 'GET', 'positions/saved')).total).toBe(0);
});

it('refuses positions seekers cannot see, and needs a login; lists are per user', async () => {
  const seeker = await injectAs(app, 'seeker');
  const pending = (await call(recruiter, 'POST', 'positions', validPosition(clock))).data.id;
  expect(await call(seeker, 'POST', `positions/${pending}/save`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });
  expect(await call(seeker, 'POST', 'positions/99999999/save')).toEqual({ code: 502, msg: '该职位不存在或已下线' });
  const res = await app.inject({ method: 'POST', url: `/api/positions/${pending}/save` });
  expect(res.json()).toMatchObject({ code: 401 });
  expect((await app.inject({ method: 'GET', url: '/api/positions/saved' })).json()).toMatchObject({ code: 401 });

  const id = await approvedPosition(recruiter, operator, clock);
  await call(seeker, 'POST', `positions/${id}/save`);
  const someoneElse = await injectAs(app, 'seeker');
  expect((await call(someoneElse, 'GET', 'positions/saved')).total).toBe(0);
});
