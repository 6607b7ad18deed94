/**
 * The demo office as the seed writes it: every staff record carries the index of its phone's last 4 digits
 * (found at once: 0101 is 陈思远), and the projects' content runs over several lines, as typed.
 */
import type { FastifyInstance } from 'fastify';
import { build, injectAs } from './helpers';
import { call } from './positions-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

it('seeds the phone-tail index and multi-line project content', async () => {
  const staff = await app.db.selectFrom('staff').select('phone_tail_index').execute();
  expect(staff.length).toBeGreaterThan(0);
  expect(staff.every((row) => row.phone_tail_index)).toBe(true);

  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '13800000002')
    .executeTakeFirstOrThrow();
  const recruiter = await injectAs(app, user.id);
  const found = await call(recruiter, 'POST', 'oa/staff/search', { keyword: '0101' });
  expect(found.rows.map((row: { name: string }) => row.name)).toEqual(['陈思远']);

  const projects = await call(recruiter, 'GET', 'oa/projects');
  for (const { id } of projects.data as Array<{ id: number }>) {
    const detail = (await call(recruiter, 'GET', `oa/projects/${id}`)).data;
    expect([detail.name, detail.content.split('\n').length >= 3]).toEqual([detail.name, true]);
  }
});
