/**
 * Office admin through the API: staff records (rules, company scope, encryption at rest and the blind-index
 * search, the masked list, the full ID number for a reason, ID photos through signed links, the access log,
 * leaving, deleting, retention, the roster out to .xlsx and back) and projects (status by period, members
 * once even when two requests race, ending early).
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { manualClock, type ManualClock } from '../src/core/clock';
import { DAY } from './applications-helpers';
import { multipart } from './contracts-helpers';
import { build, injectAs, refusalKey, withTamperedSignature, type TestCaller } from './helpers';
import { call, recruiterWithCompany } from './positions-helpers';
import { signaturePng } from './contracts-helpers';
import { addStaff, staffBody } from './oa-helpers';

const START = Date.parse('2026-05-01T02:00:00Z');
let app: FastifyInstance;
let clock: ManualClock;
let recruiter: TestCaller & { companyId: number };
let other: TestCaller & { companyId: number };

beforeEach(async () => {
  clock = manualClock(START);
  app = await build({ clock, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90', OA_ID_PHOTO_RETENTION_DAYS: '30' } });
  recruiter = await recruiterWithCompany(app);
  other = await recruiterWithCompany(app, { company: { name: '别家科技有限公司' } });
});
afterEach(async () => {
  await app.close();
});

const ID_A = '11010519491231002X';
const ID_B = '330106199204152315';

const added = (overrides: Record<string, unknown> = {}, who: TestCaller = recruiter) =>
  addStaff(who, { idNumber: ID_A, ...overrides });

const png = () => Buffer.from(signaturePng(40, 30).split(',')[1], 'base64');

describe('staff records', () => {
  test('the rules of spec section 5 on their fields; a seeker, another company and an unverified one are refused', async () => {
    for (const [field, value, key] of [
      ['name', '王', 'validation.name'],
      ['phone', '1391234567', 'validation.phone'],
      ['idNumber', '110105194912310021', 'validation.idNumber'],
      ['qq', '12', 'oa.qq'],
      ['wechat', '1abc', 'oa.wechat'],
      ['graduationDate', '2018-02-30', 'validation.date'],
      ['nationality', '', 'validation.required'],
    ] as const) {
      const answer = await recruiter.inject({
        method: 'POST',
        url: '/api/oa/staff',
        payload: staffBody({ [field]: value }),
      });
      expect([field, refusalKey(answer)]).toEqual([field, key]);
    }
    const seeker = await injectAs(app, 'seeker');
    expect((await seeker.inject({ method: 'GET', url: '/api/oa/staff' })).json().code).toBe(403);
    const id = await added();
    expect(refusalKey(await other.inject({ method: 'GET', url: `/api/oa/staff/${id}` }))).toBe('oa.staffNotFound');
    expect(refusalKey(await other.inject({ method: 'DELETE', url: `/api/oa/staff/${id}` }))).toBe('oa.staffNotFound');
    expect((await call(other, 'GET', 'oa/staff')).total).toBe(0);
    await app.db.updateTable('companies').set({ status: 'under_review' }).where('id', '=', other.companyId).execute();
    expect(
      refusalKey(await other.inject({ method: 'POST', url: '/api/oa/staff', payload: staffBody({ idNumber: ID_B }) })),
    ).toBe('oa.companyNotVerified');
  });

  test('encrypted at rest, masked in the list, found by name, phone or ID number; one record per ID number', async () => {
    const a = await added();
    await added({ name: '李明', phone: '13800138000', idNumber: ID_B, position: '销售', department: '市场部' });
    const stored = await app.db.selectFrom('staff').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(ID_A);
    expect(JSON.stringify(stored)).not.toContain('13912345678');
    const list = await call(recruiter, 'GET', 'oa/staff');
    expect(list.total).toBe(2);
    expect(list.rows.find((row: { id: number }) => row.id === a)).toMatchObject({
      idNumberMasked: '1101**********002X',
      phone: '13912345678',
    });
    expect(JSON.stringify(list)).not.toContain(ID_A);
    for (const [keyword, names] of [
      ['小红', ['王小红']],
      ['13800138000', ['李明']],
      [ID_A, ['王小红']],
      [ID_A.toLowerCase(), ['王小红']],
      ['13900000000', []],
    ] as const) {
      const found = await call(recruiter, 'GET', `oa/staff?keyword=${encodeURIComponent(keyword)}`);
      expect([keyword, found.rows.map((row: { name: string }) => row.name)]).toEqual([keyword, names]);
    }
    expect((await call(recruiter, 'GET', `oa/staff?department=${encodeURIComponent('市场部')}`)).total).toBe(1);
    expect(
      refusalKey(
        await recruiter.inject({ method: 'POST', url: '/api/oa/staff', payload: staffBody({ name: '重复' }) }),
      ),
    ).toBe('oa.duplicateIdNumber');
    // The same person may be on another company's roster.
    expect((await call(other, 'POST', 'oa/staff', staffBody())).code).toBe(200);
  });

  test('the full ID number needs a reason; photos only through signed, short-lived links; both logged', async () => {
    const upload = async (who: TestCaller) =>
      (
        await who.inject({
          method: 'POST',
          url: '/api/oa/staff/photos',
          ...multipart({ name: 'id.png', content: png(), type: 'image/png' }),
        })
      ).json();
    const front = (await upload(recruiter)).data.key as string;
    const foreign = (await upload(other)).data.key as string;
    expect(
      refusalKey(
        await recruiter.inject({ method: 'POST', url: '/api/oa/staff', payload: staffBody({ idFront: foreign }) }),
      ),
    ).toBe('oa.photoKey');
    const id = await added({ idFront: front });
    const detail = await call(recruiter, 'GET', `oa/staff/${id}`);
    expect(detail.data).toMatchObject({ hasIdFront: true, hasIdBack: false, idNumberMasked: '1101**********002X' });
    expect(JSON.stringify(detail)).not.toContain(front);

    expect(
      refusalKey(
        await recruiter.inject({ method: 'POST', url: `/api/oa/staff/${id}/reveal`, payload: { reason: '' } }),
      ),
    ).toBe('validation.required');
    expect((await call(recruiter, 'POST', `oa/staff/${id}/reveal`, { reason: '办理社保' })).data.idNumber).toBe(ID_A);

    const link = (await call(recruiter, 'GET', `oa/staff/${id}/photos/front`)).data;
    const photo = await app.inject({ method: 'GET', url: link.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png())).toBe(true);
    // A changed signature, another key with this signature, and the link after 5 minutes are refused.
    expect((await app.inject({ method: 'GET', url: withTamperedSignature(link.url) })).json().code).toBe(403);
    expect((await app.inject({ method: 'GET', url: link.url.replace(front, foreign) })).json().code).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/oa/photos/${front}` })).json().code).not.toBe(200);
    clock.advance(5 * 60_000 + 1);
    expect((await app.inject({ method: 'GET', url: link.url })).json().code).toBe(403);
    expect(refusalKey(await recruiter.inject({ method: 'GET', url: `/api/oa/staff/${id}/photos/back` }))).toBe(
      'oa.photoNotFound',
    );

    const log = await call(recruiter, 'GET', 'oa/access-log');
    expect(
      log.rows.map((row: { kind: string; reason: string; staffName: string }) => [row.kind, row.reason, row.staffName]),
    ).toEqual([
      ['idFront', '', '王小红'],
      ['idNumber', '办理社保', '王小红'],
    ]);
    expect((await call(other, 'GET', 'oa/access-log')).total).toBe(0);
  });

  test('left is kept; deleting removes the record and its photos, the log keeps its rows; photos go after retention', async () => {
    const upload = async () =>
      (
        await recruiter.inject({
          method: 'POST',
          url: '/api/oa/staff/photos',
          ...multipart({ name: 'id.png', content: png(), type: 'image/png' }),
        })
      ).json().data.key;
    const kept = await added({ idFront: await upload(), idBack: await upload() });
    const gone = await added({ name: '李明', phone: '13800138000', idNumber: ID_B, idFront: await upload() });
    expect((await call(recruiter, 'POST', `oa/staff/${kept}/status`, { status: 'left' })).data.status).toBe('left');
    expect((await call(recruiter, 'GET', 'oa/staff?status=left')).rows.map((r: { id: number }) => r.id)).toEqual([
      kept,
    ]);

    await call(recruiter, 'POST', `oa/staff/${gone}/reveal`, { reason: '核对信息' });
    expect((await call(recruiter, 'DELETE', `oa/staff/${gone}`)).code).toBe(200);
    expect(refusalKey(await recruiter.inject({ method: 'GET', url: `/api/oa/staff/${gone}` }))).toBe(
      'oa.staffNotFound',
    );
    expect((await call(recruiter, 'GET', 'oa/access-log')).rows[0]).toMatchObject({
      staffName: '李明',
      kind: 'idNumber',
    });

    await call(recruiter, 'POST', `oa/staff/${kept}/verify`);
    clock.advance(29 * DAY);
    expect(await app.services.staff.sweepPhotos()).toBe(0);
    clock.advance(2 * DAY);
    expect(await app.services.staff.sweepPhotos()).toBe(1);
    expect((await call(recruiter, 'GET', `oa/staff/${kept}`)).data).toMatchObject({
      hasIdFront: false,
      hasIdBack: false,
    });
  });

  test('the roster goes out as .xlsx and comes back: good rows taken, bad ones refused with reasons', async () => {
    await added();
    const exported = await recruiter.inject({ method: 'GET', url: '/api/oa/staff/export' });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(2).getCell(3).text).toBe(ID_A);
    expect((await call(recruiter, 'GET', 'oa/access-log')).rows[0]).toMatchObject({ kind: 'export' });
    // Change the one row, add a good one, a bad one and a duplicate of the good one.
    sheet.getRow(2).getCell(5).value = '高级前端开发工程师';
    sheet.addRow([
      '李明',
      '13800138000',
      ID_B,
      '男',
      '销售',
      '市场部',
      '',
      '',
      '',
      '杭州市上城区1号',
      '中国',
      '杭州市上城区1号',
      '2019-07-01',
      '',
      '在职',
      '',
    ]);
    sheet.addRow(['赵', '1380013800', '123', '男', '', '', '', '', '', '', '', '', '2019-13-01', '', '', '']);
    sheet.addRow([
      '李明二',
      '13800138001',
      ID_B,
      '男',
      '销售',
      '',
      '',
      '',
      '',
      '杭州',
      '中国',
      '杭州',
      '2019-07-01',
      '',
      '',
      '',
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await recruiter.inject({
      method: 'POST',
      url: '/api/oa/staff/import',
      ...multipart({ name: 'roster.xlsx', content: file, type: 'application/octet-stream' }),
    });
    const report = imported.json().data;
    expect(report).toMatchObject({ created: 1, updated: 1 });
    expect(report.refused.map((r: { row: number }) => r.row)).toEqual([4, 5]);
    expect(report.refused[0].reasons.join(' ')).toMatch(/姓名.*手机号.*身份证号/);
    expect(report.refused[1].reasons).toEqual(['与第3行的身份证号重复']);
    const list = await call(recruiter, 'GET', 'oa/staff');
    expect(list.rows.map((r: { name: string; position: string }) => `${r.name}/${r.position}`).sort()).toEqual([
      '李明/销售',
      '王小红/高级前端开发工程师',
    ]);
    const notXlsx = await recruiter.inject({
      method: 'POST',
      url: '/api/oa/staff/import',
      ...multipart({ name: 'a.xlsx', content: Buffer.from('not a workbook'), type: 'application/octet-stream' }),
    });
    expect(refusalKey(notXlsx)).toBe('oa.importFile');
  });
});

describe('projects', () => {
  const projectBody = (overrides: Record<string, unknown> = {}) => ({
    name: '职达小程序二期',
    startDate: '2026-05-10',
    endDate: '2026-08-31',
    introduction: '消息中心与电子合同',
    content: '完成电子合同签署与员工管理',
    ...overrides,
  });

  test('status follows the period; members once (also racing), only the company’s staff; ended early', async () => {
    const a = await added();
    const b = await added({ name: '李明', phone: '13800138000', idNumber: ID_B });
    const foreign = await added({}, other);
    const created = await call(recruiter, 'POST', 'oa/projects', projectBody());
    const id = created.data.id;
    expect(
      refusalKey(
        await recruiter.inject({
          method: 'POST',
          url: '/api/oa/projects',
          payload: projectBody({ endDate: '2026-05-01' }),
        }),
      ),
    ).toBe('validation.dateRange');
    expect((await call(recruiter, 'GET', `oa/projects/${id}`)).data.status).toBe('to_start');

    const race = await Promise.all(
      [0, 1].map(() =>
        recruiter.inject({
          method: 'POST',
          url: `/api/oa/projects/${id}/members`,
          payload: { staffId: a, post: '前端负责人' },
        }),
      ),
    );
    expect(race.map((r) => r.json().code).sort()).toEqual([200, 502]);
    expect(race.map((r) => refusalKey(r)).filter(Boolean)).toEqual(['validation.duplicateMember']);
    expect((await call(recruiter, 'POST', `oa/projects/${id}/members`, { staffId: b, post: '测试' })).code).toBe(200);
    // An id no stored record can have (was a 500 on PostgreSQL: out of range for type integer).
    expect(
      refusalKey(
        await recruiter.inject({
          method: 'POST',
          url: `/api/oa/projects/${id}/members`,
          payload: { staffId: 3_000_000_000, post: '测试' },
        }),
      ),
    ).toBe('validation.numberMax');
    expect(
      refusalKey(
        await recruiter.inject({
          method: 'POST',
          url: `/api/oa/projects/${id}/members`,
          payload: { staffId: foreign, post: 'x' },
        }),
      ),
    ).toBe('oa.memberNotStaff');
    expect(refusalKey(await other.inject({ method: 'GET', url: `/api/oa/projects/${id}` }))).toBe('oa.projectNotFound');

    clock.advance(10 * DAY);
    const list = await call(recruiter, 'GET', 'oa/projects?status=in_progress');
    expect(list.data).toEqual([expect.objectContaining({ id, status: 'in_progress', memberCount: 2 })]);
    expect((await call(recruiter, 'DELETE', `oa/projects/${id}/members/${b}`)).code).toBe(200);
    const detail = await call(recruiter, 'GET', `oa/projects/${id}`);
    expect(detail.data.members).toEqual([expect.objectContaining({ staffId: a, name: '王小红', post: '前端负责人' })]);

    expect((await call(recruiter, 'POST', `oa/projects/${id}/end`)).data.status).toBe('ended');
    expect((await call(recruiter, 'GET', `oa/projects/${id}`)).data).toMatchObject({
      status: 'ended',
      endedEarly: true,
    });
    expect(
      refusalKey(
        await recruiter.inject({
          method: 'POST',
          url: `/api/oa/projects/${id}/members`,
          payload: { staffId: b, post: 'x' },
        }),
      ),
    ).toBe('oa.projectEnded');
    // A staff member who leaves the company's roster leaves its projects with it.
    await call(recruiter, 'DELETE', `oa/staff/${a}`);
    expect((await call(recruiter, 'GET', `oa/projects/${id}`)).data.memberCount).toBe(0);
  });
});
