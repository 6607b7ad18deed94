/** Demo data: realistic content in an empty database, seeded once. */
import type { FastifyInstance } from 'fastify';
import { STAGES } from '@common/pipeline';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { verifyPassword } from '../src/modules/account/password';
import { build, injectAs } from './helpers';
import { call } from './positions-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

async function counts() {
  const count = async (table: 'users' | 'companies' | 'positions' | 'common_menus' | 'app_versions') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    companies: await count('companies'),
    positions: await count('positions'),
    menus: await count('common_menus'),
    versions: await count('app_versions'),
  };
}

describe('demo seed', () => {
  it('creates approved companies across several cities', async () => {
    const companies = await app.db.selectFrom('companies').selectAll().execute();
    expect(companies.length).toBeGreaterThanOrEqual(10);
    expect(companies.every((c) => c.status === 'approved' && /^\d{6}$/.test(c.region_code ?? ''))).toBe(true);
    expect(new Set(companies.map((c) => c.region_code!.slice(0, 4))).size).toBeGreaterThanOrEqual(8);
    expect(companies.map((c) => c.name)).toContain('杭州云栖科技有限公司');
  });

  it('gives the demo companies external links and their recruiters a name and title (the company page)', async () => {
    const company = await app.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', '杭州云栖科技有限公司')
      .executeTakeFirstOrThrow();
    const page = (await app.inject({ method: 'GET', url: `/api/companies/${company.id}` })).json();
    expect(page.data.links.length).toBeGreaterThanOrEqual(2);
    expect(page.data.links.every((link: { url: string }) => /^https:\/\//.test(link.url))).toBe(true);
    expect(page.data.logo).toBeDefined();
    expect(page.data.positions.length).toBeGreaterThan(0);
    expect(page.data.recruiters[0]).toMatchObject({ name: '李经理', title: '招聘经理' });
    const job = (await app.inject({ method: 'GET', url: `/api/positions/${page.data.positions[0].id}` })).json();
    expect(job).toMatchObject({ data: { recruiterName: '李经理', recruiterTitle: '招聘经理' } });
  });

  it('creates about 60 approved positions with realistic salaries, newest first by id', async () => {
    const approved = await app.db
      .selectFrom('positions')
      .selectAll()
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .execute();
    expect(approved.length).toBeGreaterThanOrEqual(55);
    for (const p of approved) {
      if (p.negotiable) {
        expect([p.salary_min, p.salary_max]).toEqual([null, null]);
      } else if (p.salary_unit === 'month') {
        expect(p.salary_min!).toBeGreaterThanOrEqual(2000);
        expect(p.salary_max!).toBeGreaterThan(p.salary_min!);
      } else {
        // 元/天 and 元/时, part-time only, within their unit's bound.
        expect(p.job_type).toBe('part');
        expect(p.salary_min!).toBeGreaterThan(0);
        expect(p.salary_max!).toBeLessThanOrEqual(p.salary_unit === 'day' ? 10_000 : 2_000);
        expect(p.salary_months).toBe(12);
      }
      expect(p.requirements).toMatch(/^1\. /);
      expect(p.recruit_end! > p.recruit_start!).toBe(true);
    }
    // Newest first by id is also newest first by creation time.
    const times = approved.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Salary as people write it: part-time by the day and the hour, 13薪 / 15薪, one 面议.
    const units = new Set(approved.map((p) => p.salary_unit));
    expect(units).toEqual(new Set(['month', 'day', 'hour']));
    expect(new Set(approved.map((p) => p.salary_months))).toEqual(new Set([12, 13, 15]));
    expect(approved.filter((p) => p.negotiable === 1).length).toBeGreaterThanOrEqual(1);
    const titles = approved.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['前端开发工程师', 'Java后端工程师', '产品经理', '会计', '店长']));
    const others = await app.db.selectFrom('positions').select('status').where('status', '!=', 'approved').execute();
    expect(new Set(others.map((p) => p.status))).toEqual(new Set(['paused', 'under_review', 'audit_failed']));
  });

  it('creates the demo seeker and recruiter with password demo1234, and no operator', async () => {
    const users = await app.db
      .selectFrom('users')
      .selectAll()
      .where('phone', 'in', ['13800000000', '13800000001', '13800000002'])
      .orderBy('phone')
      .execute();
    expect(users.map((u) => [u.phone, u.identity, u.role])).toEqual([
      ['13800000001', 'seeker', 'user'],
      ['13800000002', 'recruiter', 'user'],
    ]);
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    const recruiterCompany = await app.db
      .selectFrom('companies')
      .select('name')
      .where('owner_user_id', '=', users[1].id)
      .executeTakeFirstOrThrow();
    expect(recruiterCompany.name).toBe('杭州云栖科技有限公司');
  });

  it('gives both demo accounts live conversations (unread messages, an exchange to answer, the fraud guard)', async () => {
    const idOf = async (phone: string) =>
      (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    const seeker = await injectAs(app, await idOf('13800000001'));
    const recruiter = await injectAs(app, await idOf('13800000002'));
    const seekerList = await call(seeker, 'GET', 'conversations');
    expect(seekerList.total).toBe(3);
    expect((await call(seeker, 'GET', 'conversations/unreadCount')).data.count).toBe(3);
    const waiting = seekerList.rows.find((row: { unread: number }) => row.unread === 2);
    const messages = (await call(seeker, 'GET', `conversations/${waiting.id}/messages`)).data.messages;
    expect(messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(messages[3]).toMatchObject({ kind: 'exchange', what: 'phone', state: 'pending' });
    // The seeker can answer it as any exchange.
    expect((await call(seeker, 'POST', `conversations/${waiting.id}/exchanges/${messages[3].id}/accept`)).code).toBe(
      200,
    );
    const fee = seekerList.rows.find((row: { lastMessage: { preview: string } }) =>
      row.lastMessage.preview.includes('培训费'),
    );
    const [feeMessage] = (await call(seeker, 'GET', `conversations/${fee.id}/messages`)).data.messages;
    expect(feeMessage.fraudWarning).toBe(true);
    const recruiterList = await call(recruiter, 'GET', 'conversations');
    expect(recruiterList.total).toBe(3);
    expect(recruiterList.rows.some((row: { unread: number }) => row.unread === 1)).toBe(true);
  });

  it('shows the demo seeker several companies that viewed the resume, and the demo recruiter views per position', async () => {
    const idOf = async (phone: string) =>
      (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    const seeker = await injectAs(app, await idOf('13800000001'));
    const recruiter = await injectAs(app, await idOf('13800000002'));
    const viewers = await call(seeker, 'GET', 'resume/viewers');
    expect(viewers.total).toBeGreaterThanOrEqual(4);
    expect(viewers.rows[0]).toMatchObject({ companyName: '杭州云栖科技有限公司', views: 3, recruiterName: '李经理' });
    expect(viewers.rows.some((row: { positionTitle: string | null }) => row.positionTitle)).toBe(true);
    const mine = await call(recruiter, 'GET', 'positions/mine');
    expect(mine.rows.filter((row: { views: number }) => row.views > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo accounts contracts in every state, the signed one a sealed PDF that verifies', async () => {
    const idOf = async (phone: string) =>
      (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    const seeker = await injectAs(app, await idOf('13800000001'));
    const recruiter = await injectAs(app, await idOf('13800000002'));
    const mine = await call(seeker, 'GET', 'contracts');
    // 'expired': the contract the demo notifications tell of (seed/notifications.ts).
    expect(mine.rows.map((row: { status: string }) => row.status).sort()).toEqual(['expired', 'sent', 'void']);
    const company = await call(recruiter, 'GET', 'contracts');
    expect(company.rows.map((row: { status: string }) => row.status).sort()).toEqual([
      'draft',
      'expired',
      'refused',
      'sent',
      'signed',
      'signed',
    ]);
    expect(company.counts).toEqual({ all: 6, waiting: 2, signed: 2, others: 2 });
    expect(
      (await call(recruiter, 'GET', 'contracts/offers')).data.some((o: { contractId: number | null }) => !o.contractId),
    ).toBe(true);
    const signed = company.rows.find(
      (row: { status: string; kind: string }) => row.status === 'signed' && row.kind === 'electronic',
    );
    const pdf = await recruiter.inject({ method: 'GET', url: `/api/contracts/${signed.id}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await app.services.contracts.verify(pdf.rawPayload)).toMatchObject({
      ours: true,
      intact: true,
      status: 'signed',
    });
    // The demo seeker's waiting contract can be signed in the app: it is complete and its text unchanged.
    const waiting = mine.rows.find((row: { status: string }) => row.status === 'sent');
    expect((await call(seeker, 'GET', `contracts/${waiting.id}`)).data).toMatchObject({ partyBComplete: true });
    expect((await call(seeker, 'GET', 'records?type=2')).rows.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo company staff (ID numbers masked) and projects in each state', async () => {
    const recruiter = await injectAs(
      app,
      (await app.db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow()).id,
    );
    const staff = await call(recruiter, 'GET', 'oa/staff');
    // The office's four, and the Party B of the signed contract (已入职).
    expect(staff.total).toBe(5);
    expect(
      staff.rows.every((row: { idNumberMasked: string }) => /^\d{4}\*{10}[\dX]{4}$/.test(row.idNumberMasked)),
    ).toBe(true);
    const projects = await call(recruiter, 'GET', 'oa/projects');
    expect(projects.data.map((p: { status: string }) => p.status).sort()).toEqual(['ended', 'in_progress', 'to_start']);
  });

  it('shows every pipeline stage, each application with its history and since when', async () => {
    const rows = await app.db.selectFrom('applications').select(['id', 'stage', 'stage_at']).execute();
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(STAGES));
    expect(rows.every((row) => row.stage_at)).toBe(true);
    const history = await app.db.selectFrom('application_stages').select('application_id').execute();
    expect(new Set(history.map((row) => row.application_id)).size).toBe(rows.length);
  });

  it('runs only once', async () => {
    const before = await counts();
    expect(before.menus).toBeGreaterThan(0);
    expect(before.versions).toBe(1);
    expect(await seedDemoData(app.db, app.dbDialect)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('SEED_DEMO=false', () => {
  it('leaves the database empty', async () => {
    const empty = await build({ env: { SEED_DEMO: 'false' } });
    try {
      const n = await empty.db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
