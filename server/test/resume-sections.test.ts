/**
 * The seeker's resume calls: every call valid, every rule refused with its message in zh-Hans and en (and
 * nothing changed), another user's id refused like an unknown one without data, and the completeness.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_EDUCATIONS, MAX_EXPERIENCES, MAX_PROJECTS } from '@common/resume';
import { build, injectAs, type TestCaller } from './helpers';
import {
  englishCaller,
  resumeRows,
  send,
  validBasic,
  validEducation,
  validExpectation,
  validExperience,
  validProject,
  validSkills,
} from './resume-helpers';

let app: FastifyInstance;
let zh: TestCaller;
let en: TestCaller;
beforeAll(async () => {
  app = await build({ env: { SEED_DEMO: 'false' } });
  zh = await injectAs(app, 'seeker');
  en = await englishCaller(app);
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = [name: string, payload: object, zh: string, en: string];

/** Sends each invalid payload as a zh and an en caller: refused with the message, nothing changed. */
async function expectRefusals(method: Method, url: string, cases: Case[]) {
  for (const [name, payload, zhText, enText] of cases) {
    for (const [caller, text] of [
      [zh, zhText],
      [en, enText],
    ] as const) {
      const before = await resumeRows(app, caller.userId);
      const json = await send(caller, method, url, payload);
      expect({ name, code: json.code, msg: json.msg, data: json.data }).toEqual({
        name,
        code: 502,
        msg: text,
        data: undefined,
      });
      expect(await resumeRows(app, caller.userId)).toEqual(before);
    }
  }
}

const long = (n: number) => '字'.repeat(n);
const tooLong = (max: number): [string, string] => [`不能超过${max}个字符`, `Cannot exceed ${max} characters`];
const REQUIRED: [string, string] = ['此项为必填项', 'This field is required'];
const OPTION: [string, string] = ['请选择有效的选项', 'Please choose a valid option'];
const DATE: [string, string] = ['请输入正确的日期（YYYY-MM-DD）', 'Please enter a valid date (YYYY-MM-DD)'];
const REGION_CODE: [string, string] = ['地区编码应为6位数字', 'The region code must be 6 digits'];
const REGION: [string, string] = ['请选择正确的地区', 'Please choose a valid region'];
const NOT_FOUND: [string, string] = ['记录不存在', 'The record does not exist'];
const DATE_RANGE: [string, string] = ['开始时间不能大于结束时间', 'The start time cannot be greater than the end time'];
const SALARY_RANGE: [string, string] = [
  '最低薪资不能高于最高薪资',
  'The minimum salary cannot be higher than the maximum salary',
];

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** A birth date `years` years and one day ago: the age is `years` whatever the time zone, also on 29 February. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('login and identity', () => {
  it.each([
    ['GET', 'resume'],
    ['PUT', 'resume/basic'],
    ['POST', 'expectations'],
    ['POST', 'experience/'],
    ['POST', 'app/educationExperience'],
    ['POST', 'resume/projects'],
  ])('%s %s needs a login', async (method, url) => {
    const res = await app.inject({ method: method as Method, url: `/api/${url}`, payload: {} });
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('lets any logged-in user keep a resume, a recruiter identity too', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const json = await send(recruiter, 'POST', 'resume/projects', validProject);
    expect(json.code).toBe(200);
  });
});

describe('GET resume and completeness', () => {
  it('answers an empty resume at 0% with every section missing', async () => {
    const fresh = await injectAs(app, 'seeker');
    const json = await send(fresh, 'GET', 'resume');
    expect(json).toMatchObject({ code: 200 });
    expect(json.data).toEqual({
      userId: fresh.userId,
      basic: null,
      // Nothing typed yet: only the account's phone is known.
      basicDraft: { nickname: '', gender: null, jobStatus: null, phone: expect.any(String), saved: false },
      expectations: [],
      experiences: [],
      projects: [],
      educations: [],
      skills: null,
      hidden: false,
      blockedCount: 0,
      completeness: 0,
      missing: ['basic', 'expectations', 'experiences', 'projects', 'educations', 'skills'],
      updatedAt: null,
    });
  });

  it('adds each section weight as it is filled, up to 100%', async () => {
    const seeker = await injectAs(app, 'seeker');
    const steps: Array<[Method, string, object, number]> = [
      ['PUT', 'resume/basic', validBasic, 30],
      ['POST', 'expectations', validExpectation, 50],
      ['POST', 'experience/', validExperience, 65],
      ['POST', 'resume/projects', validProject, 75],
      ['POST', 'app/educationExperience', validEducation, 90],
      ['PUT', 'resume/skills', validSkills, 100],
    ];
    const sections = ['basic', 'expectations', 'experiences', 'projects', 'educations', 'skills'];
    for (const [index, [method, url, payload, percent]] of steps.entries()) {
      expect((await send(seeker, method, url, payload)).code).toBe(200);
      const { data } = await send(seeker, 'GET', 'resume');
      expect(data.completeness).toBe(percent);
      expect(data.missing).toEqual(sections.slice(index + 1));
    }
    const { data } = await send(seeker, 'GET', 'resume');
    expect(data.basic).toMatchObject({ nickname: validBasic.nickname, gender: 'female', age: expect.any(Number) });
    expect(data.expectations).toHaveLength(1);
    expect(data.experiences[0]).toMatchObject({ jobTitle: '前端开发', cityName: '杭州·西湖区' });
    expect(data.projects[0]).toMatchObject(validProject);
    expect(data.educations[0]).toMatchObject({ school: '浙江大学', degree: 'bachelor' });
    expect(data.skills).toMatchObject(validSkills);
    expect(data.updatedAt).toEqual(expect.any(String));
  });

  it('does not count an empty skills record', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect((await send(seeker, 'PUT', 'resume/skills', {})).code).toBe(200);
    const { data } = await send(seeker, 'GET', 'resume');
    expect(data.skills).toMatchObject({ professionalSkills: '', languages: '' });
    expect(data.missing).toContain('skills');
    expect(data.completeness).toBe(0);
  });
});

describe('PUT resume/basic', () => {
  it("gives the resume's name to an account still named as at sign-up, and leaves a chosen nickname", async () => {
    const seeker = await injectAs(app, 'seeker');
    await app.db.updateTable('users').set({ nickname: '用户2345' }).where('id', '=', seeker.userId).execute();
    await send(seeker, 'PUT', 'resume/basic', { ...validBasic, nickname: '王小明' });
    expect((await send(seeker, 'GET', 'user/userInfos')).data.nickname).toBe('王小明');
    // Now a name of the user's own: another resume name does not replace it.
    await send(seeker, 'PUT', 'resume/basic', { ...validBasic, nickname: '王明' });
    expect((await send(seeker, 'GET', 'user/userInfos')).data.nickname).toBe('王小明');
  });

  it('saves the whole record and derives the age from the birth date', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect((await send(seeker, 'GET', 'resume/basic')).data).toBeNull();
    const json = await send(seeker, 'PUT', 'resume/basic', { ...validBasic, birthDate: yearsAgo(30) });
    expect(json).toMatchObject({ code: 200, msg: '保存成功' });
    expect(json.data).toMatchObject({
      userId: seeker.userId,
      nickname: '测试求职者',
      wechat: 'wx_test01',
      email: 'seeker@example.com',
      phone: expect.stringMatching(/^199\*{4}\d{4}$/),
      age: 30,
      gender: 'female',
      jobStatus: 'left_available',
      acceptOvertime: true,
      acceptTravel: false,
    });
    // Optional fields may be left out: they are stored empty.
    const minimal = await send(seeker, 'PUT', 'resume/basic', {
      nickname: '小王',
      birthDate: '2000-01-01',
      gender: 'male',
      jobStatus: 'working_considering',
    });
    expect(minimal.data).toMatchObject({ nickname: '小王', wechat: '', email: '', hobbies: '', acceptOvertime: false });
    expect((await send(seeker, 'GET', 'resume/basic')).data).toEqual(minimal.data);
  });

  it('caps the list sections, so a resume (and every answer carrying it) stays small', async () => {
    const seeker = await injectAs(app, 'seeker');
    for (const [url, payload, max, text] of [
      ['experience/', validExperience, MAX_EXPERIENCES, `最多只能添加${MAX_EXPERIENCES}段工作经历`],
      ['resume/projects', validProject, MAX_PROJECTS, `最多只能添加${MAX_PROJECTS}个项目经历`],
      ['app/educationExperience', validEducation, MAX_EDUCATIONS, `最多只能添加${MAX_EDUCATIONS}段教育经历`],
    ] as const) {
      for (let i = 0; i < max; i += 1) expect((await send(seeker, 'POST', url, payload)).code).toBe(200);
      const before = await resumeRows(app, seeker.userId);
      expect(await send(seeker, 'POST', url, payload)).toEqual({ code: 502, msg: text });
      expect(await resumeRows(app, seeker.userId)).toEqual(before);
    }
  });

  it('refuses every broken rule with its message and changes nothing', async () => {
    await expectRefusals('PUT', 'resume/basic', [
      ['nickname missing', without(validBasic, 'nickname'), ...REQUIRED],
      ['nickname empty', { ...validBasic, nickname: '  ' }, '昵称不能为空', 'The nickname cannot be empty'],
      ['nickname too long', { ...validBasic, nickname: long(21) }, ...tooLong(20)],
      ['wechat too long', { ...validBasic, wechat: 'w'.repeat(51) }, ...tooLong(50)],
      ['email', { ...validBasic, email: 'not-an-email' }, '请输入正确的邮箱', 'Please enter a valid email address'],
      ['birth date missing', without(validBasic, 'birthDate'), ...REQUIRED],
      ['birth date format', { ...validBasic, birthDate: '1995-02-30' }, ...DATE],
      [
        'birth date too young',
        { ...validBasic, birthDate: yearsAgo(10) },
        '请选择正确的出生日期（须年满16周岁）',
        'Please choose a valid birth date (at least 16 years old)',
      ],
      ['gender missing', without(validBasic, 'gender'), ...REQUIRED],
      ['gender unknown', { ...validBasic, gender: 'other' }, ...OPTION],
      ['job status unknown', { ...validBasic, jobStatus: 'busy' }, ...OPTION],
      ['hobbies too long', { ...validBasic, hobbies: long(201) }, ...tooLong(200)],
      ['self evaluation too long', { ...validBasic, selfEvaluation: long(501) }, ...tooLong(500)],
      ['other skills too long', { ...validBasic, otherSkills: long(501) }, ...tooLong(500)],
      ['overtime not a boolean', { ...validBasic, acceptOvertime: 'yes' }, '格式不正确', 'Invalid value'],
    ]);
  });
});

describe('job expectations', () => {
  it('adds, reads, edits and deletes (spec paths)', async () => {
    const seeker = await injectAs(app, 'seeker');
    const created = await send(seeker, 'POST', 'expectations', validExpectation);
    expect(created).toMatchObject({ code: 200, msg: '保存成功' });
    expect(created.data).toMatchObject({
      id: expect.any(Number),
      ...validExpectation,
      locationName: '杭州市',
    });
    const id = created.data.id;
    expect((await send(seeker, 'GET', `expectations/${id}`)).data).toEqual(created.data);

    const edited = await send(seeker, 'POST', 'expectations/edit', {
      id,
      ...validExpectation,
      jobType: 'part',
      salaryMin: 3000,
      salaryMax: 3000,
      location: '330106',
      joinTime: '',
    });
    expect(edited.data).toMatchObject({ id, jobType: 'part', salaryMin: 3000, salaryMax: 3000, joinTime: null });
    expect(edited.data.locationName).toBe('杭州·西湖区');

    const removed = await send(seeker, 'GET', `expectations/del?id=${id}`);
    expect(removed).toMatchObject({ code: 200, msg: '删除成功', data: { id } });
    expect(await send(seeker, 'GET', `expectations/${id}`)).toMatchObject({ code: 502, msg: '记录不存在' });
  });

  it('allows at most 3 expectations', async () => {
    const seeker = await injectAs(app, 'seeker');
    for (let i = 0; i < 3; i += 1)
      expect((await send(seeker, 'POST', 'expectations', validExpectation)).code).toBe(200);
    const before = await resumeRows(app, seeker.userId);
    expect(await send(seeker, 'POST', 'expectations', validExpectation)).toEqual({
      code: 502,
      msg: '最多只能添加3个求职期望',
    });
    expect(await resumeRows(app, seeker.userId)).toEqual(before);
    const english = await englishCaller(app);
    for (let i = 0; i < 3; i += 1) await send(english, 'POST', 'expectations', validExpectation);
    expect((await send(english, 'POST', 'expectations', validExpectation)).msg).toBe(
      'You can add at most 3 job expectations',
    );
  });

  it('refuses every broken rule with its message and changes nothing', async () => {
    const cases: Case[] = [
      ['position missing', without(validExpectation, 'position'), ...REQUIRED],
      ['position too long', { ...validExpectation, position: long(51) }, ...tooLong(50)],
      ['job type', { ...validExpectation, jobType: 'intern' }, ...OPTION],
      ['salary text', { ...validExpectation, salaryMin: 'abc' }, '请输入数字', 'Please enter a number'],
      ['salary negative', { ...validExpectation, salaryMin: -1 }, '不能小于0', 'Cannot be less than 0'],
      ['salary fraction', { ...validExpectation, salaryMin: 1.5 }, '请输入整数', 'Please enter a whole number'],
      [
        'salary huge',
        { ...validExpectation, salaryMax: 1_000_001 },
        '不能大于1000000',
        'Cannot be greater than 1000000',
      ],
      ['salary range', { ...validExpectation, salaryMin: 20000, salaryMax: 10000 }, ...SALARY_RANGE],
      ['preference too long', { ...validExpectation, preference: long(201) }, ...tooLong(200)],
      ['location missing', without(validExpectation, 'location'), ...REQUIRED],
      ['location format', { ...validExpectation, location: '33010' }, ...REGION_CODE],
      ['location unknown', { ...validExpectation, location: '339999' }, ...REGION],
      ['join time', { ...validExpectation, joinTime: 'tomorrow' }, ...DATE],
    ];
    await expectRefusals('POST', 'expectations', cases);
    const { data } = await send(zh, 'POST', 'expectations', validExpectation);
    await expectRefusals(
      'POST',
      'expectations/edit',
      cases.map(([name, payload, z, e]) => [name, { id: data.id, ...payload }, z, e] as Case),
    );
    await expectRefusals('POST', 'expectations/edit', [['id missing', validExpectation, ...REQUIRED]]);
    await send(zh, 'GET', `expectations/del?id=${data.id}`);
  });
});

describe('work experience', () => {
  it('adds (with or without the trailing slash), reads, edits and deletes', async () => {
    const seeker = await injectAs(app, 'seeker');
    const created = await send(seeker, 'POST', 'experience/', validExperience);
    expect(created.data).toMatchObject({ id: expect.any(Number), ...validExperience, cityName: '杭州·西湖区' });
    const id = created.data.id;
    const noSlash = await send(seeker, 'POST', 'experience', { ...validExperience, endDate: '' });
    expect(noSlash.data).toMatchObject({ endDate: null }); // up to now
    expect((await send(seeker, 'GET', `experience/getInfo?id=${id}`)).data).toEqual(created.data);

    // Same start and end day is fine.
    const edited = await send(seeker, 'PUT', 'experience/edit', {
      id,
      ...validExperience,
      startDate: '2021-01-01',
      endDate: '2021-01-01',
    });
    expect(edited.data).toMatchObject({ id, startDate: '2021-01-01', endDate: '2021-01-01' });

    const { data } = await send(seeker, 'GET', 'resume');
    // Newest start first: the edited one (2021) before the one up to now that started in 2020.
    expect(data.experiences.map((e: { id: number }) => e.id)).toEqual([id, noSlash.data.id]);

    expect(await send(seeker, 'DELETE', `experience/del/${id}`)).toMatchObject({ code: 200, data: { id } });
    expect(await send(seeker, 'GET', `experience/getInfo?id=${id}`)).toMatchObject({ code: 502 });
  });

  it('refuses every broken rule with its message and changes nothing', async () => {
    const cases: Case[] = [
      ['job title missing', without(validExperience, 'jobTitle'), ...REQUIRED],
      ['job title too long', { ...validExperience, jobTitle: long(51) }, ...tooLong(50)],
      ['industry empty', { ...validExperience, industry: ' ' }, ...REQUIRED],
      ['industry too long', { ...validExperience, industry: long(51) }, ...tooLong(50)],
      ['start missing', without(validExperience, 'startDate'), ...REQUIRED],
      ['start format', { ...validExperience, startDate: '2020/07/01' }, ...DATE],
      ['end format', { ...validExperience, endDate: '2023-13-01' }, ...DATE],
      ['start after end', { ...validExperience, startDate: '2024-01-02', endDate: '2024-01-01' }, ...DATE_RANGE],
      ['content missing', without(validExperience, 'content'), ...REQUIRED],
      ['content too long', { ...validExperience, content: long(1001) }, ...tooLong(1000)],
      ['city format', { ...validExperience, city: 'hz' }, ...REGION_CODE],
      ['city unknown', { ...validExperience, city: '990000' }, ...REGION],
    ];
    await expectRefusals('POST', 'experience/', cases);
    const { data } = await send(zh, 'POST', 'experience/', validExperience);
    await expectRefusals(
      'PUT',
      'experience/edit',
      cases.map(([name, payload, z, e]) => [name, { id: data.id, ...payload }, z, e] as Case),
    );
    await send(zh, 'DELETE', `experience/del/${data.id}`);
  });
});

describe('education', () => {
  it('adds, reads, edits and deletes (spec paths)', async () => {
    const seeker = await injectAs(app, 'seeker');
    const created = await send(seeker, 'POST', 'app/educationExperience', validEducation);
    expect(created.data).toMatchObject({ id: expect.any(Number), ...validEducation });
    const id = created.data.id;
    expect((await send(seeker, 'GET', `app/educationExperience/${id}`)).data).toEqual(created.data);
    const edited = await send(seeker, 'PUT', 'app/educationExperience/edit', {
      id,
      ...validEducation,
      degree: 'master',
      socialPractice: '',
      graduationDate: '2030-06-30', // a student may graduate later
    });
    expect(edited.data).toMatchObject({ id, degree: 'master', socialPractice: '', graduationDate: '2030-06-30' });
    expect(await send(seeker, 'GET', `app/educationExperience/del/${id}`)).toMatchObject({ code: 200, data: { id } });
    expect(await send(seeker, 'GET', `app/educationExperience/${id}`)).toMatchObject({ code: 502 });
  });

  it('refuses every broken rule with its message and changes nothing', async () => {
    const cases: Case[] = [
      ['school missing', without(validEducation, 'school'), ...REQUIRED],
      ['school too long', { ...validEducation, school: long(51) }, ...tooLong(50)],
      ['degree missing', without(validEducation, 'degree'), ...REQUIRED],
      ['degree unknown', { ...validEducation, degree: 'phd' }, ...OPTION],
      ['major missing', without(validEducation, 'major'), ...REQUIRED],
      ['major too long', { ...validEducation, major: long(51) }, ...tooLong(50)],
      ['social practice too long', { ...validEducation, socialPractice: long(1001) }, ...tooLong(1000)],
      ['description too long', { ...validEducation, description: long(1001) }, ...tooLong(1000)],
      ['graduation missing', without(validEducation, 'graduationDate'), ...REQUIRED],
      ['graduation format', { ...validEducation, graduationDate: '2020-6-30' }, ...DATE],
    ];
    await expectRefusals('POST', 'app/educationExperience', cases);
    const { data } = await send(zh, 'POST', 'app/educationExperience', validEducation);
    await expectRefusals(
      'PUT',
      'app/educationExperience/edit',
      cases.map(([name, payload, z, e]) => [name, { id: data.id, ...payload }, z, e] as Case),
    );
    await send(zh, 'GET', `app/educationExperience/del/${data.id}`);
  });
});

describe('project experience', () => {
  it('adds, reads, edits and deletes', async () => {
    const seeker = await injectAs(app, 'seeker');
    const created = await send(seeker, 'POST', 'resume/projects', validProject);
    expect(created.data).toMatchObject({ id: expect.any(Number), ...validProject });
    const id = created.data.id;
    expect((await send(seeker, 'GET', `resume/projects/${id}`)).data).toEqual(created.data);
    const edited = await send(seeker, 'PUT', `resume/projects/${id}`, { ...validProject, performance: '' });
    expect(edited.data).toMatchObject({ id, performance: '' });
    expect(await send(seeker, 'DELETE', `resume/projects/${id}`)).toMatchObject({ code: 200, data: { id } });
    expect(await send(seeker, 'GET', `resume/projects/${id}`)).toMatchObject({ code: 502 });
  });

  it('refuses every broken rule with its message and changes nothing', async () => {
    const cases: Case[] = [
      ['name missing', without(validProject, 'name'), ...REQUIRED],
      ['name too long', { ...validProject, name: long(51) }, ...tooLong(50)],
      ['role missing', without(validProject, 'role'), ...REQUIRED],
      ['role too long', { ...validProject, role: long(51) }, ...tooLong(50)],
      ['description missing', without(validProject, 'description'), ...REQUIRED],
      ['description too long', { ...validProject, description: long(1001) }, ...tooLong(1000)],
      ['performance too long', { ...validProject, performance: long(1001) }, ...tooLong(1000)],
    ];
    await expectRefusals('POST', 'resume/projects', cases);
    const { data } = await send(zh, 'POST', 'resume/projects', validProject);
    await expectRefusals('PUT', `resume/projects/${data.id}`, cases);
    await send(zh, 'DELETE', `resume/projects/${data.id}`);
  });
});

describe('skills', () => {
  it('keeps one record per seeker', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect((await send(seeker, 'GET', 'resume/skills')).data).toBeNull();
    const first = await send(seeker, 'PUT', 'resume/skills', validSkills);
    expect(first.data).toMatchObject({ userId: seeker.userId, ...validSkills });
    const second = await send(seeker, 'PUT', 'resume/skills', { languages: '日语' });
    expect(second.data).toMatchObject({ professionalSkills: '', languages: '日语', remark: '' });
    expect((await send(seeker, 'GET', 'resume/skills')).data).toEqual(second.data);
    const rows = await app.db.selectFrom('resume_skills').selectAll().where('user_id', '=', seeker.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses over-long fields', async () => {
    await expectRefusals('PUT', 'resume/skills', [
      ['professional skills', { professionalSkills: long(1001) }, ...tooLong(1000)],
      ['languages', { languages: long(201) }, ...tooLong(200)],
      ['certificates', { certificates: long(501) }, ...tooLong(500)],
      ['training', { training: long(1001) }, ...tooLong(1000)],
      ['remark', { remark: long(501) }, ...tooLong(500)],
    ]);
  });
});

describe('visibility and blocked companies', () => {
  it('hides and shows the resume without marking it changed', async () => {
    const seeker = await injectAs(app, 'seeker');
    await send(seeker, 'PUT', 'resume/basic', validBasic);
    const before = (await send(seeker, 'GET', 'resume')).data.updatedAt;
    expect(await send(seeker, 'PUT', 'resume/visibility', { hidden: true })).toEqual({
      code: 200,
      msg: '简历已隐藏，招聘者将无法搜索到您',
      data: { hidden: true },
    });
    const after = (await send(seeker, 'GET', 'resume')).data;
    expect(after).toMatchObject({ hidden: true, updatedAt: before });
    expect((await send(seeker, 'PUT', 'resume/visibility', { hidden: false })).data).toEqual({ hidden: false });
    await expectRefusals('PUT', 'resume/visibility', [
      ['hidden missing', {}, ...REQUIRED],
      ['hidden not a boolean', { hidden: 'yes' }, '格式不正确', 'Invalid value'],
    ]);
  });

  it('blocks names, refuses another spelling of a blocked name, and unblocks', async () => {
    const seeker = await injectAs(app, 'seeker');
    const added = await send(seeker, 'POST', 'resume/blocked', { companyName: '杭州云栖科技有限公司' });
    expect(added.data).toEqual({
      id: expect.any(Number),
      companyName: '杭州云栖科技有限公司',
      createdAt: expect.any(String),
    });
    expect(await send(seeker, 'POST', 'resume/blocked', { companyName: '云栖科技（杭州）' })).toEqual({
      code: 502,
      msg: '该公司已在屏蔽列表中',
    });
    await send(seeker, 'POST', 'resume/blocked', { companyName: '上海云栖网络' });
    const list = await send(seeker, 'GET', 'resume/blocked');
    expect(list.data.map((b: { companyName: string }) => b.companyName)).toEqual([
      '上海云栖网络',
      '杭州云栖科技有限公司',
    ]);
    expect((await send(seeker, 'GET', 'resume')).data.blockedCount).toBe(2);
    expect(await send(seeker, 'DELETE', `resume/blocked/${added.data.id}`)).toMatchObject({
      code: 200,
      data: { id: added.data.id },
    });
    expect((await send(seeker, 'GET', 'resume/blocked')).data).toHaveLength(1);
  });

  it('refuses empty, over-long and meaningless names, and more than 50', async () => {
    await expectRefusals('POST', 'resume/blocked', [
      ['missing', {}, ...REQUIRED],
      ['too long', { companyName: long(51) }, ...tooLong(50)],
      ['punctuation only', { companyName: '（）!!' }, '格式不正确', 'Invalid value'],
    ]);
    const seeker = await englishCaller(app);
    for (let i = 0; i < 50; i += 1) {
      expect((await send(seeker, 'POST', 'resume/blocked', { companyName: `测试公司${i}号` })).code).toBe(200);
    }
    expect(await send(seeker, 'POST', 'resume/blocked', { companyName: '第五十一家' })).toEqual({
      code: 502,
      msg: 'You can block at most 50 companies',
    });
  });
});

describe("another user's records", () => {
  it('are refused like unknown ids, without data, and stay unchanged', async () => {
    const owner = await injectAs(app, 'seeker');
    const ids = {
      expectation: (await send(owner, 'POST', 'expectations', validExpectation)).data.id,
      experience: (await send(owner, 'POST', 'experience/', validExperience)).data.id,
      education: (await send(owner, 'POST', 'app/educationExperience', validEducation)).data.id,
      project: (await send(owner, 'POST', 'resume/projects', validProject)).data.id,
      blocked: (await send(owner, 'POST', 'resume/blocked', { companyName: '某某公司' })).data.id,
    };
    const before = await resumeRows(app, owner.userId);
    const calls: Array<[Method, string, object?]> = [
      ['GET', `expectations/${ids.expectation}`],
      ['POST', 'expectations/edit', { id: ids.expectation, ...validExpectation, position: '改掉' }],
      ['GET', `expectations/del?id=${ids.expectation}`],
      ['GET', `expectations/pos/${ids.expectation}`],
      ['GET', `experience/getInfo?id=${ids.experience}`],
      ['PUT', 'experience/edit', { id: ids.experience, ...validExperience, jobTitle: '改掉' }],
      ['DELETE', `experience/del/${ids.experience}`],
      ['GET', `app/educationExperience/${ids.education}`],
      ['PUT', 'app/educationExperience/edit', { id: ids.education, ...validEducation, school: '改掉' }],
      ['GET', `app/educationExperience/del/${ids.education}`],
      ['GET', `resume/projects/${ids.project}`],
      ['PUT', `resume/projects/${ids.project}`, { ...validProject, name: '改掉' }],
      ['DELETE', `resume/projects/${ids.project}`],
      ['DELETE', `resume/blocked/${ids.blocked}`],
    ];
    for (const [caller, [notFoundText]] of [
      [zh, NOT_FOUND],
      [en, [NOT_FOUND[1]]],
    ] as const) {
      for (const [method, url, payload] of calls) {
        const json = await send(caller, method, url, payload);
        expect({ url, ...json }).toEqual({ url, code: 502, msg: notFoundText });
      }
    }
    expect(await resumeRows(app, owner.userId)).toEqual(before);
    // The owner still reads them.
    expect((await send(owner, 'GET', `expectations/${ids.expectation}`)).data.position).toBe(validExpectation.position);
  });

  it('answers unknown ids the same way, and refuses ids that are not ids', async () => {
    expect(await send(zh, 'GET', 'resume/projects/99999999')).toEqual({ code: 502, msg: '记录不存在' });
    expect(await send(zh, 'GET', 'resume/projects/abc')).toEqual({ code: 502, msg: '请输入整数' });
    expect(await send(zh, 'GET', 'resume/projects/3000000000')).toEqual({ code: 502, msg: '不能大于2147483647' });
    expect(await send(en, 'GET', 'experience/getInfo')).toEqual({ code: 502, msg: 'Please enter a whole number' });
  });
});
