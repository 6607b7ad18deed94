/** Helpers of the positions, company, review and search tests: valid bodies, set-up callers, approved positions. */
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../src/core/clock';
import { chinaDate } from '@common/china-time';
import { body, injectAs, type TestCaller } from './helpers';

const DAY = 86_400_000;

export const validCompany = {
  name: '杭州测试科技有限公司',
  website: 'https://www.example.com',
  contact: '05718888888',
  region: '330106',
  addressDetail: '文三路90号',
  size: '100-499',
  type: 'private',
  slogan: '让招聘更简单',
  introduction: '一家测试公司',
  logo: '/api/uploads/logo.png',
  businessLicense: '/api/uploads/license.png',
  sealLetter: '/api/uploads/letter.png',
  links: [{ title: '官网', url: 'https://www.example.com' }],
  acceptTerms: true,
  acceptAuthorization: true,
};

/** A valid `POST positions` body whose recruitment runs from today to 30 days on (China dates of the clock). */
export function validPosition(clock: ManualClock, overrides: Record<string, unknown> = {}) {
  return {
    title: '前端开发工程师',
    jobType: 'full',
    industry: '互联网/IT',
    education: 'bachelor',
    gender: 'unlimited',
    experience: '3-5',
    requirements: '熟悉React',
    workingHours: '周一至周五 9:00-18:00',
    form: 'offline',
    region: '330106',
    addressDetail: '文三路90号',
    recruitStart: chinaDate(clock.now()),
    recruitEnd: chinaDate(clock.now() + 30 * DAY),
    headcount: 2,
    responsibilities: '负责H5页面开发',
    conditions: '五险一金',
    salaryMin: 12000,
    salaryMax: 20000,
    showOnCompanyPage: true,
    ...overrides,
  };
}

/** Calls `/api/<url>` as `caller` and answers the parsed body. */
export async function call(
  caller: TestCaller | FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const options = { method, url: `/api/${url}`, ...(payload ? { payload } : {}) };
  return body('userId' in caller ? await caller.inject(options) : await caller.inject(options));
}

/** GET as an anonymous caller. */
export async function anonymous(app: FastifyInstance, url: string) {
  return body(await app.inject({ method: 'GET', url: `/api/${url}` }));
}

/**
 * A recruiter whose company was saved through the API (`company` overrides the body) and then set to
 * `status` directly (approved unless said).
 */
export async function recruiterWithCompany(
  app: FastifyInstance,
  options: { company?: Record<string, unknown>; status?: 'draft' | 'under_review' | 'approved' | 'audit_failed' } = {},
): Promise<TestCaller & { companyId: number }> {
  const caller = await injectAs(app, 'recruiter');
  const saved = await call(caller, 'PUT', 'company', { ...validCompany, ...options.company });
  if (saved.code !== 200) throw new Error(`PUT company refused: ${saved.msg}`);
  await app.db
    .updateTable('companies')
    .set({ status: options.status ?? 'approved' })
    .where('id', '=', saved.data.id)
    .execute();
  return Object.assign(caller, { companyId: saved.data.id as number });
}

/** Posts a position as `recruiter` and has `operator` approve it; answers its id. */
export async function approvedPosition(
  recruiter: TestCaller,
  operator: TestCaller,
  clock: ManualClock,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const posted = await call(recruiter, 'POST', 'positions', validPosition(clock, overrides));
  if (posted.code !== 200) throw new Error(`POST positions refused: ${posted.msg}`);
  const approved = await call(operator, 'POST', `review/positions/${posted.data.id}/approve`);
  if (approved.code !== 200) throw new Error(`approve refused: ${approved.msg}`);
  return posted.data.id;
}
