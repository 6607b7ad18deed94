/** The demo resumes: the demo seeker's complete resume and what the demo recruiters see of the others. */
import type { FastifyInstance } from 'fastify';
import { DEMO_RECRUITER_PHONE, DEMO_SEEKER_PHONE } from '../src/seed';
import { build, injectAs, type TestCaller } from './helpers';
import { send } from './resume-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

async function callerByPhone(phone: string): Promise<TestCaller> {
  const user = await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return injectAs(app, user.id);
}

const names = (rows: Array<{ nickname: string }>) => rows.map((r) => r.nickname);

it('gives the demo seeker a complete resume with matching positions', async () => {
  const seeker = await callerByPhone(DEMO_SEEKER_PHONE);
  const { data } = await send(seeker, 'GET', 'resume');
  expect(data).toMatchObject({ completeness: 100, missing: [], hidden: false });
  expect(data.basic).toMatchObject({ nickname: '张小明', phone: '138****0001', jobStatus: 'working_considering' });
  expect(data.expectations).toHaveLength(2);
  expect(data.experiences[0]).toMatchObject({ endDate: null }); // the current job comes first
  expect(data.educations[0]).toMatchObject({ school: '浙江大学', degree: 'bachelor' });
  const matches = await send(seeker, 'GET', `expectations/pos/${data.expectations[0].id}`);
  expect(matches.total).toBeGreaterThan(0);
  expect(matches.rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ title: '前端开发工程师', companyName: '杭州云栖科技有限公司' })]),
  );
  for (const row of matches.rows) expect(row.regionCode.startsWith('3301')).toBe(true);
});

it('shows the demo recruiter the open resumes, without the hidden ones and the seeker blocking 云栖科技(杭州)', async () => {
  expect(
    Number(
      (
        await app.db
          .selectFrom('resume_basics')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(26);
  const recruiter = await callerByPhone(DEMO_RECRUITER_PHONE);
  const json = await send(recruiter, 'GET', 'resumes?pageSize=50');
  expect(json.total).toBe(23);
  expect(names(json.rows)).not.toEqual(expect.arrayContaining(['陈思远']));
  expect(names(json.rows)).not.toContain('唐文博');
  expect(names(json.rows)).not.toContain('苏婷');
  expect(names(json.rows)[0]).toBe('张小明'); // the newest change
  const page1 = await send(recruiter, 'GET', 'resumes');
  expect(page1.rows).toHaveLength(10);
  const doctors = await send(recruiter, 'GET', 'resumes?degree=doctor');
  expect(names(doctors.rows)).toEqual(['高欣怡']);
  const hangzhouFrontend = await send(recruiter, 'GET', `resumes?position=${encodeURIComponent('前端')}&region=330100`);
  expect(names(hangzhouFrontend.rows)).toEqual(['张小明']); // 陈思远 also wants 前端 in 杭州 but blocks this company
});

it('shows 陈思远 to other companies, and hides 周雨桐 from 深圳前海星辰网络科技 (blocked as 星辰网络)', async () => {
  const zhilian = await callerByPhone('13800000101'); // 北京智联未来信息技术有限公司
  const json = await send(zhilian, 'GET', 'resumes?pageSize=50');
  expect(json.total).toBe(24);
  expect(names(json.rows)).toContain('陈思远');
  expect(names(json.rows)).toContain('周雨桐');
  const xingchen = await callerByPhone('13800000102'); // 深圳前海星辰网络科技有限公司
  const other = await send(xingchen, 'GET', 'resumes?pageSize=50');
  expect(names(other.rows)).toContain('陈思远');
  expect(names(other.rows)).not.toContain('周雨桐');
});

it('gives the demo seeker two resume files (the PDF of the online resume the default), the PDF attached to an application the demo recruiter opens', async () => {
  const seeker = await callerByPhone(DEMO_SEEKER_PHONE);
  const files = (await send(seeker, 'GET', 'resume/files')).data;
  expect(files).toEqual([
    expect.objectContaining({ name: '张小明-前端开发.pdf', kind: 'pdf', isDefault: true, source: 'upload' }),
    expect.objectContaining({ name: '张小明-产品经理.docx', kind: 'docx', isDefault: false }),
  ]);
  for (const file of files) {
    const link = (await send(seeker, 'GET', `resume/files/${file.id}/link`)).data;
    const got = await app.inject({ method: 'GET', url: link.url });
    expect([got.statusCode, got.rawPayload.length]).toEqual([200, file.size]);
  }

  const recruiter = await callerByPhone(DEMO_RECRUITER_PHONE);
  const grant = await app.db
    .selectFrom('resume_file_grants')
    .selectAll()
    .where('recruiter_user_id', '=', recruiter.userId)
    .executeTakeFirstOrThrow();
  const detail = (await send(recruiter, 'GET', `applications/${grant.application_id}`)).data;
  expect(detail.resumeFile).toEqual({
    id: files[0].id,
    name: files[0].name,
    kind: 'pdf',
    size: files[0].size,
    deleted: false,
  });
  expect((await send(recruiter, 'GET', `resume/files/${files[0].id}/link`)).code).toBe(200);
  // The other file did not go to the recruiter.
  expect((await send(recruiter, 'GET', `resume/files/${files[1].id}/link`)).code).toBe(502);
});
