/** Helpers of the resume tests: valid bodies, callers in both languages, recruiters with a company, table snapshots. */
import type { FastifyInstance } from 'fastify';
import { body, injectAs, type TestCaller } from './helpers';

export const validBasic = {
  nickname: '测试求职者',
  wechat: 'wx_test01',
  email: 'seeker@example.com',
  birthDate: '1995-06-15',
  gender: 'female',
  jobStatus: 'left_available',
  hobbies: '阅读',
  selfEvaluation: '认真负责',
  otherSkills: '驾照C1',
  acceptOvertime: true,
  acceptTravel: false,
};

export const validExpectation = {
  position: '前端开发工程师',
  jobType: 'full',
  salaryMin: 12000,
  salaryMax: 18000,
  preference: '双休',
  location: '330100',
  joinTime: '2026-09-01',
};

export const validExperience = {
  jobTitle: '前端开发',
  industry: '互联网/IT',
  startDate: '2020-07-01',
  endDate: '2023-06-30',
  content: '负责H5页面开发',
  city: '330106',
};

export const validEducation = {
  school: '浙江大学',
  degree: 'bachelor',
  major: '软件工程',
  socialPractice: '支教',
  description: '专业前10%',
  graduationDate: '2020-06-30',
};

export const validProject = {
  name: '招聘小程序',
  role: '前端负责人',
  description: '跨端招聘小程序',
  performance: '服务1000家企业',
};

export const validSkills = {
  professionalSkills: 'React、TypeScript',
  languages: '英语',
  certificates: '软件设计师',
  training: '前端训练营',
  remark: '无',
};

/** Calls `/api/<url>` as `caller` and answers the parsed body. */
export async function send(
  caller: TestCaller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return body(await caller.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) }));
}

/** A caller whose account language is English (messages follow the account's language). */
export async function englishCaller(app: FastifyInstance, who: 'seeker' | 'recruiter' = 'seeker'): Promise<TestCaller> {
  const caller = await injectAs(app, who);
  await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', caller.userId).execute();
  return caller;
}

/** A recruiter owning a company (approved unless said). */
export async function recruiterWithCompany(
  app: FastifyInstance,
  name: string,
  status: 'approved' | 'under_review' | 'audit_failed' = 'approved',
): Promise<TestCaller & { companyId: number }> {
  const caller = await injectAs(app, 'recruiter');
  const t = new Date().toISOString();
  const company = await app.db
    .insertInto('companies')
    .values({
      owner_user_id: caller.userId,
      name,
      links: '[]',
      status,
      region_code: '330106',
      created_at: t,
      updated_at: t,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Object.assign(caller, { companyId: company.id });
}

const TABLES = [
  'resume_basics',
  'resume_expectations',
  'resume_experiences',
  'resume_projects',
  'resume_educations',
  'resume_skills',
  'resume_blocked_companies',
] as const;

/** Every resume row of a user, to show that a refusal changed nothing. */
export async function resumeRows(app: FastifyInstance, userId: number) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    snapshot[table] = await app.db
      .selectFrom(table)
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('user_id')
      .execute();
  }
  return snapshot;
}
