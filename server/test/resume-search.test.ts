/**
 * The recruiters' resume list and detail (filters, hiding, blocking under other spellings, contact masking,
 * who may call them) and `expectations/pos` (positions matching an expectation).
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { nextSortKey } from '../src/db/search';
import { build, injectAs, type TestCaller } from './helpers';
import {
  englishCaller,
  recruiterWithCompany,
  send,
  validBasic,
  validEducation,
  validExpectation,
} from './resume-helpers';

const clock = manualClock(Date.parse('2026-03-01T02:00:00.000Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ env: { SEED_DEMO: 'false' }, clock });
});
afterAll(async () => {
  await app.close();
});

interface SeekerPlan {
  nickname: string;
  jobStatus?: string;
  expectations?: Array<Partial<typeof validExpectation>>;
  degrees?: string[];
  experienceStart?: string;
  basic?: boolean;
  hidden?: boolean;
  blocked?: string[];
}

/** A seeker with a resume built through the API; each one changes a minute after the previous one. */
async function seeker(plan: SeekerPlan): Promise<TestCaller> {
  clock.advance(60_000);
  const caller = await injectAs(app, 'seeker');
  if (plan.basic !== false) {
    const basic = await send(caller, 'PUT', 'resume/basic', {
      ...validBasic,
      nickname: plan.nickname,
      jobStatus: plan.jobStatus ?? 'left_available',
      wechat: 'wxid_secret',
      email: 'alice@example.com',
      birthDate: '1996-03-01',
    });
    expect(basic.code).toBe(200);
  }
  for (const expectation of plan.expectations ?? []) {
    expect((await send(caller, 'POST', 'expectations', { ...validExpectation, ...expectation })).code).toBe(200);
  }
  for (const degree of plan.degrees ?? []) {
    expect((await send(caller, 'POST', 'app/educationExperience', { ...validEducation, degree })).code).toBe(200);
  }
  if (plan.experienceStart) {
    const experience = {
      jobTitle: '工程师',
      industry: 'IT',
      startDate: plan.experienceStart,
      endDate: '',
      content: '工作',
      city: '330106',
    };
    expect((await send(caller, 'POST', 'experience/', experience)).code).toBe(200);
  }
  for (const companyName of plan.blocked ?? []) {
    expect((await send(caller, 'POST', 'resume/blocked', { companyName })).code).toBe(200);
  }
  if (plan.hidden) await send(caller, 'PUT', 'resume/visibility', { hidden: true });
  return caller;
}

describe('GET resumes', () => {
  let yunqi: TestCaller;
  let pujiang: TestCaller;
  let yunqiNetwork: TestCaller;
  const s: Record<string, TestCaller> = {};
  const nicknames = (json: { rows: Array<{ nickname: string }> }) => json.rows.map((r) => r.nickname);
  const list = (caller: TestCaller, query = '') => send(caller, 'GET', `resumes${query}`);

  beforeAll(async () => {
    yunqi = await recruiterWithCompany(app, '杭州云栖科技有限公司');
    pujiang = await recruiterWithCompany(app, '上海浦江数据服务有限公司');
    yunqiNetwork = await recruiterWithCompany(app, '云栖网络科技（上海）有限公司');
    s.frontend = await seeker({
      nickname: '前端甲',
      expectations: [{ position: '前端开发工程师', location: '330106', salaryMin: 15000, salaryMax: 25000 }],
      degrees: ['high_school', 'bachelor'],
      experienceStart: '2020-02-01',
    });
    s.java = await seeker({
      nickname: 'Java乙',
      jobStatus: 'working_considering',
      expectations: [{ position: 'Java开发', location: '110108', salaryMin: 20000, salaryMax: 30000 }],
      degrees: ['master'],
    });
    s.accountant = await seeker({
      nickname: '会计丙',
      jobStatus: 'working_within_month',
      expectations: [{ position: '会计', location: '440106', salaryMin: 8000, salaryMax: 12000 }],
      degrees: ['junior_college'],
    });
    s.product = await seeker({
      nickname: '产品丁',
      expectations: [{ position: '产品经理', location: '330100', salaryMin: 12000, salaryMax: 18000 }],
      blocked: ['上海云栖网络'], // not the same company as 杭州云栖科技
    });
    s.provinceWide = await seeker({
      nickname: '全省戊',
      expectations: [{ position: 'Web前端', location: '330000', salaryMin: 10000, salaryMax: 16000 }],
      degrees: ['doctor'],
    });
    s.hidden = await seeker({ nickname: '隐藏己', expectations: [{ location: '330106' }], hidden: true });
    s.noBasic = await seeker({ nickname: '无基本庚', basic: false, expectations: [{ location: '330106' }] });
    s.blockerParens = await seeker({
      nickname: '屏蔽辛',
      expectations: [{ location: '330106' }],
      blocked: ['云栖科技(杭州)'],
    });
    s.blockerSpaces = await seeker({
      nickname: '屏蔽壬',
      expectations: [{ location: '330106' }],
      blocked: ['云栖 科技'],
    });
  });

  it('lists open resumes, newest change first, never hidden, incomplete or blocking ones', async () => {
    const json = await list(yunqi);
    expect(json.code).toBe(200);
    expect(nicknames(json)).toEqual(['全省戊', '产品丁', '会计丙', 'Java乙', '前端甲']);
    expect(json.total).toBe(5);
  });

  it('answers the summary shape', async () => {
    const json = await list(yunqi, '?position=前端开发');
    const row = json.rows.find((r: { nickname: string }) => r.nickname === '前端甲');
    expect(row).toEqual({
      seekerId: s.frontend.userId,
      nickname: '前端甲',
      avatar: null,
      gender: 'female',
      age: 30,
      jobStatus: 'left_available',
      highestDegree: 'bachelor',
      school: '浙江大学',
      major: '软件工程',
      workYears: 6,
      lastJob: { jobTitle: '工程师', industry: 'IT' },
      expectations: [
        {
          id: expect.any(Number),
          position: '前端开发工程师',
          jobType: 'full',
          salaryMin: 15000,
          salaryMax: 25000,
          location: '330106',
          locationName: '杭州·西湖区',
        },
      ],
      updatedAt: expect.any(String),
    });
  });

  it('shows the blocking seekers to other companies, and hides a seeker blocking a close spelling', async () => {
    const other = await list(pujiang);
    expect(nicknames(other)).toEqual(expect.arrayContaining(['屏蔽辛', '屏蔽壬', '产品丁']));
    expect(other.total).toBe(7);
    // 产品丁 blocked '上海云栖网络': the core 云栖网络 is found in 云栖网络科技（上海）.
    const network = await list(yunqiNetwork);
    expect(nicknames(network)).not.toContain('产品丁');
    expect(nicknames(network)).toEqual(expect.arrayContaining(['屏蔽辛', '屏蔽壬']));
  });

  it.each<[string, string[]]>([
    ['?position=前端', ['全省戊', '前端甲']],
    ['?position=Java开发工程师', ['Java乙']], // the expectation 'Java开发' is inside the words searched
    ['?region=330106', ['全省戊', '产品丁', '前端甲']], // district; a city-wide and a province-wide expectation
    ['?region=330100', ['全省戊', '产品丁', '前端甲']],
    ['?region=110000', ['Java乙']],
    ['?salaryMin=26000', ['Java乙']],
    ['?salaryMax=10000', ['全省戊', '会计丙']],
    ['?salaryMin=16000&salaryMax=19000', ['全省戊', '产品丁', '前端甲']], // 10000-16000 touches 16000
    ['?degree=master', ['全省戊', 'Java乙']],
    ['?degree=bachelor', ['全省戊', 'Java乙', '前端甲']],
    ['?degree=junior_college', ['全省戊', '会计丙', 'Java乙', '前端甲']],
    ['?jobStatus=working_within_month', ['会计丙']],
    ['?position=Java&region=330100', []], // one and the same expectation must match both
    ['?position=&region=&salaryMin=&salaryMax=&degree=&jobStatus=', ['全省戊', '产品丁', '会计丙', 'Java乙', '前端甲']],
  ])('filters %s', async (query, expected) => {
    const json = await list(yunqi, encodeURI(query));
    expect({ query, code: json.code, names: nicknames(json), total: json.total }).toEqual({
      query,
      code: 200,
      names: expected,
      total: expected.length,
    });
  });

  it('pages 10 at a time', async () => {
    for (let i = 0; i < 8; i += 1) await seeker({ nickname: `分页${i}`, expectations: [{ location: '320106' }] });
    const first = await list(pujiang);
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBe(15);
    const second = await list(pujiang, '?pageNum=2');
    expect(second.rows).toHaveLength(5);
    const ids = new Set([...first.rows, ...second.rows].map((r: { seekerId: number }) => r.seekerId));
    expect(ids.size).toBe(15);
  });

  it('refuses bad filters with their message', async () => {
    expect(await list(yunqi, '?salaryMin=20000&salaryMax=10000')).toEqual({
      code: 502,
      msg: '最低薪资不能高于最高薪资',
    });
    expect(await list(yunqi, '?region=339999')).toEqual({ code: 502, msg: '请选择正确的地区' });
    expect(await list(yunqi, '?region=abc')).toEqual({ code: 502, msg: '地区编码应为6位数字' });
    expect(await list(yunqi, '?degree=phd')).toEqual({ code: 502, msg: '请选择有效的选项' });
    expect(await list(yunqi, '?salaryMin=abc')).toEqual({ code: 502, msg: '请输入整数' });
    expect(await list(yunqi, `?position=${encodeURIComponent('长'.repeat(51))}`)).toEqual({
      code: 502,
      msg: '不能超过50个字符',
    });
  });

  it('answers a resume with masked contact details, and refuses hidden, blocking or incomplete ones alike', async () => {
    const json = await send(yunqi, 'GET', `resumes/${s.frontend.userId}`);
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({
      seekerId: s.frontend.userId,
      basic: { nickname: '前端甲', age: 30, gender: 'female', jobStatus: 'left_available' },
      contact: {
        visible: false,
        phone: expect.stringMatching(/^199\*{4}\d{4}$/),
        wechat: 'wx****',
        email: 'a***@example.com',
      },
      highestDegree: 'bachelor',
      workYears: 6,
      expectations: [expect.objectContaining({ position: '前端开发工程师' })],
      educations: expect.any(Array),
      experiences: expect.any(Array),
      projects: [],
      skills: null,
    });
    expect(json.data.basic.birthDate).toBeUndefined();
    expect(JSON.stringify(json.data)).not.toContain('wxid_secret');
    expect(JSON.stringify(json.data)).not.toContain('alice@');

    for (const who of [s.hidden, s.noBasic, s.blockerParens, s.blockerSpaces]) {
      expect(await send(yunqi, 'GET', `resumes/${who.userId}`)).toEqual({ code: 502, msg: '该简历不存在或未公开' });
    }
    expect(await send(yunqi, 'GET', 'resumes/99999999')).toEqual({ code: 502, msg: '该简历不存在或未公开' });
    // Another company sees the blocking seeker.
    expect((await send(pujiang, 'GET', `resumes/${s.blockerParens.userId}`)).code).toBe(200);
  });

  it('drops a resume as soon as it is hidden, and shows it again', async () => {
    await send(s.accountant, 'PUT', 'resume/visibility', { hidden: true });
    expect(nicknames(await list(yunqi, '?pageSize=50'))).not.toContain('会计丙');
    expect((await send(yunqi, 'GET', `resumes/${s.accountant.userId}`)).code).toBe(502);
    await send(s.accountant, 'PUT', 'resume/visibility', { hidden: false });
    expect(nicknames(await list(yunqi, '?pageSize=50'))).toContain('会计丙');
  });

  it('applies a block added later, also under another spelling', async () => {
    const newcomer = await seeker({ nickname: '后屏蔽癸', expectations: [{ location: '330106' }] });
    expect(nicknames(await list(yunqi, '?pageSize=50'))).toContain('后屏蔽癸');
    const added = await send(newcomer, 'POST', 'resume/blocked', { companyName: '杭州云栖科技集团有限公司' });
    expect(added.code).toBe(200);
    expect(nicknames(await list(yunqi, '?pageSize=50'))).not.toContain('后屏蔽癸');
    expect(nicknames(await list(pujiang, '?pageSize=50'))).toContain('后屏蔽癸');
  });

  it('keeps contact details masked until the Applications issue opens them', async () => {
    const service = app.services.resumeSearch;
    expect(
      await service.canSeeContact((yunqi as TestCaller & { companyId: number }).companyId, s.frontend.userId),
    ).toBe(false);
  });

  it('refuses callers who are not recruiters with an approved company', async () => {
    const seekerCaller = await injectAs(app, 'seeker');
    expect(await send(seekerCaller, 'GET', 'resumes')).toEqual({ code: 403, msg: '此功能需要招聘者身份' });
    expect(await send(seekerCaller, 'GET', `resumes/${s.frontend.userId}`)).toMatchObject({ code: 403 });
    const noCompany = await injectAs(app, 'recruiter');
    expect(await send(noCompany, 'GET', 'resumes')).toEqual({ code: 502, msg: '请先完善公司信息' });
    expect(await send(noCompany, 'GET', `resumes/${s.frontend.userId}`)).toEqual({
      code: 502,
      msg: '请先完善公司信息',
    });
    const english = await englishCaller(app, 'recruiter');
    expect(await send(english, 'GET', 'resumes')).toEqual({
      code: 502,
      msg: 'Please complete your company information first',
    });
    const reviewing = await recruiterWithCompany(app, '审核中公司', 'under_review');
    expect(await send(reviewing, 'GET', 'resumes')).toEqual({ code: 502, msg: '公司信息审核通过后才能查看简历' });
    expect((await app.inject({ method: 'GET', url: '/api/resumes' })).json()).toMatchObject({ code: 401 });
  });
});

describe('GET expectations/pos/{id}', () => {
  let positions: Record<string, number>;
  let owner: TestCaller;

  beforeAll(async () => {
    const recruiter = await recruiterWithCompany(app, '匹配测试公司');
    const t = new Date().toISOString();
    const add = async (
      title: string,
      region: string,
      salary: [number, number] | null,
      jobType: 'full' | 'part' = 'full',
      status: 'approved' | 'paused' = 'approved',
    ) => {
      const row = await app.db
        .insertInto('positions')
        .values({
          company_id: recruiter.companyId,
          recruiter_user_id: recruiter.userId,
          title,
          job_type: jobType,
          form: 'offline',
          region_code: region,
          salary_min: salary?.[0] ?? null,
          salary_max: salary?.[1] ?? null,
          show_on_company_page: 1,
          status,
          // As an approval gives it: a listed position always has its place in the list order.
          sort_key: nextSortKey(app.dbDialect),
          created_at: t,
          updated_at: t,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    positions = {
      same: await add('前端开发工程师', '330106', [12000, 20000]),
      word: await add('高级前端工程师', '330108', [20000, 30000]),
      partTime: await add('前端开发工程师', '330106', [12000, 20000], 'part'),
      otherCity: await add('前端开发工程师', '110108', [12000, 20000]),
      lowPay: await add('前端开发工程师', '330106', [5000, 8000]),
      paused: await add('前端开发工程师', '330106', [12000, 20000], 'full', 'paused'),
      otherJob: await add('Java后端工程师', '330106', [12000, 20000]),
      negotiable: await add('前端', '330106', null),
      cityLevel: await add('前端开发工程师', '330100', [15000, 15000]),
      ningbo: await add('前端开发工程师', '330203', [15000, 20000]),
      ended: await add('前端开发工程师', '330106', [12000, 20000]),
    };
    // Recruitment ended yesterday: seekers no longer see it anywhere.
    await app.db
      .updateTable('positions')
      .set({ recruit_end: '2000-01-01' })
      .where('id', '=', positions.ended)
      .execute();
    // A matching position of a company that is not verified (yet): not shown either.
    const unverified = await recruiterWithCompany(app, '未认证匹配公司', 'under_review');
    const hiddenCompanyRow = await app.db
      .insertInto('positions')
      .values({
        company_id: unverified.companyId,
        recruiter_user_id: unverified.userId,
        title: '前端开发工程师',
        job_type: 'full',
        form: 'offline',
        region_code: '330106',
        salary_min: 12000,
        salary_max: 20000,
        show_on_company_page: 1,
        status: 'approved',
        sort_key: nextSortKey(app.dbDialect),
        created_at: t,
        updated_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    positions.unverifiedCompany = hiddenCompanyRow.id;
    owner = await injectAs(app, 'seeker');
  });

  it('answers visible positions (approved, company verified, not ended) of the same type, city, overlapping salary and matching title, newest first', async () => {
    const { data } = await send(owner, 'POST', 'expectations', {
      ...validExpectation,
      position: '前端开发工程师',
      location: '330100',
      salaryMin: 15000,
      salaryMax: 25000,
    });
    const json = await send(owner, 'GET', `expectations/pos/${data.id}`);
    expect(json.code).toBe(200);
    expect(json.rows.map((r: { id: number }) => r.id)).toEqual([
      positions.cityLevel,
      positions.negotiable,
      positions.word,
      positions.same,
    ]);
    expect(json.total).toBe(4);
    // The same row shape as GET positions.
    const publicRows = (await app.inject({ method: 'GET', url: '/api/positions?pageSize=50' })).json().rows;
    const publicRow = publicRows.find((r: { id: number }) => r.id === positions.same);
    expect(json.rows.find((r: { id: number }) => r.id === positions.same)).toEqual(publicRow);

    const paged = await send(owner, 'GET', `expectations/pos/${data.id}?pageSize=2&pageNum=2`);
    expect(paged.rows.map((r: { id: number }) => r.id)).toEqual([positions.word, positions.same]);
    expect(paged.total).toBe(4);
  });

  it('takes the whole province for a province-wide expectation, and the part-time list for part time', async () => {
    const province = await send(owner, 'POST', 'expectations', {
      ...validExpectation,
      position: '前端',
      location: '330000',
      salaryMin: 15000,
      salaryMax: 25000,
    });
    const wide = await send(owner, 'GET', `expectations/pos/${province.data.id}`);
    expect(wide.rows.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([positions.ningbo, positions.same, positions.cityLevel]),
    );
    expect(wide.rows.map((r: { id: number }) => r.id)).not.toContain(positions.otherCity);

    const part = await send(owner, 'POST', 'expectations/edit', {
      id: province.data.id,
      ...validExpectation,
      jobType: 'part',
      location: '330106',
      salaryMin: 10000,
      salaryMax: 20000,
    });
    expect(part.code).toBe(200);
    const parts = await send(owner, 'GET', `expectations/pos/${province.data.id}`);
    expect(parts.rows.map((r: { id: number }) => r.id)).toEqual([positions.partTime]);
  });

  it("refuses another user's expectation without data", async () => {
    const { data } = await send(owner, 'GET', 'resume');
    const other = await injectAs(app, 'seeker');
    expect(await send(other, 'GET', `expectations/pos/${data.expectations[0].id}`)).toEqual({
      code: 502,
      msg: '记录不存在',
    });
  });
});
