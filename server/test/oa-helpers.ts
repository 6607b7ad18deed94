/** Staff records for the office-admin tests: one valid body, and adding it through the API. */
import { call } from './positions-helpers';
import type { TestCaller } from './helpers';

/** A complete, valid staff body (the form's every field); `overrides` replaces fields. */
export function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '王小红',
    phone: '13912345678',
    idNumber: '11010519491231002X',
    gender: 'female',
    position: '前端开发工程师',
    department: '技术部',
    qq: '123456789',
    email: 'xiaohong@example.com',
    wechat: 'wxh_2026',
    contactAddress: '杭州市西湖区古墩路1号',
    nationality: '中国',
    householdAddress: '北京市朝阳区建国路1号',
    graduationDate: '2018-06-30',
    entryDate: '2026-05-06',
    note: '',
    ...overrides,
  };
}

/** Adds a staff record as `who` and answers its id (a refusal fails the test at once, with its message). */
export async function addStaff(who: TestCaller, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(who, 'POST', 'oa/staff', staffBody(overrides));
  if (answer.code !== 200) throw new Error(`POST oa/staff refused: ${answer.msg}`);
  return answer.data.id;
}
