/**
 * The resume forms opened with a draft (从文件填写简历's 修改, `?draft=1`): a new project starts with the values
 * read from a file; the basic form opens with the merged draft instead of loading the resume; without a draft
 * they behave as before.
 */
import TestUtils from '@tarojs/test-utils-react';
import { BasicForm, ProjectForm } from '../components/section-forms';

const mockCalls: unknown[] = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown) => {
    mockCalls.push(endpoint);
    return { basic: null, basicDraft: null, skills: null };
  }),
}));

const utils = new TestUtils();
const inputOf = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"], [data-testid="input-${name}"] textarea, textarea[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const valueOf = (name: string) => {
  const element =
    inputOf(name) ?? (utils.queries.querySelector(`[data-testid="input-${name}"]`) as HTMLInputElement | null);
  return element ? (element.value ?? element.getAttribute('value')) : undefined;
};
async function until(check: () => void): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      return check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  check();
}

beforeEach(() => {
  mockCalls.length = 0;
});
afterEach(() => utils.unmout());

test('a new project starts with the draft', async () => {
  const draft = { name: '招聘小程序', role: '前端负责人', description: '从零搭建', performance: '' };
  await utils.mount(() => <ProjectForm draft={draft} />, {});
  await until(() => expect(valueOf('name')).toBe('招聘小程序'));
  expect(valueOf('role')).toBe('前端负责人');
  expect(mockCalls).toEqual([]);
});

test('the basic form opens with the draft instead of loading the resume', async () => {
  const draft = { nickname: '张小明', gender: 'male', birthDate: '1995-03-12', email: 'xm@example.com' };
  await utils.mount(() => <BasicForm draft={draft} />, {});
  await until(() => expect(valueOf('nickname')).toBe('张小明'));
  expect(valueOf('email')).toBe('xm@example.com');
  expect(mockCalls).toEqual([]);
});
