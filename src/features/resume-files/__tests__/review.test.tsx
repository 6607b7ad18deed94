/**
 * 从文件填写简历 mounted with Taro's test utilities, its calls answered by a fake `call`: a proposal read from one
 * of the seeker's files becomes one card per part; 采用 on two cards calls the resume's own save calls with the
 * mapped bodies, 忽略 drops a card without any call, 修改 opens the form with `?draft=1` and the draft stored;
 * an experience (no industry or city in a file) offers 补充后保存 instead of saving.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ResumeBasicRow } from '@common/resume';
import type { ResumeProposal } from '@common/resume-files';
import * as resumeApi from '@/api/resume';
import * as resumeFiles from '@/api/resume-files';
import { FillFromFile } from '../components/review';
import { peekDraft } from '../draft-store';

const proposal: ResumeProposal = {
  kind: 'docx',
  basic: {
    name: '张小明',
    gender: 'male',
    birthDate: '1995-03-12',
    phone: '13800000001',
    email: 'xm@example.com',
    wechat: '',
    city: '上海',
    selfEvaluation: '',
  },
  educations: [
    {
      school: '复旦大学',
      degree: 'bachelor',
      major: '计算机科学',
      startDate: '2013-09-01',
      graduationDate: '2017-06-30',
    },
  ],
  experiences: [
    {
      company: '上海某某科技有限公司',
      jobTitle: '前端工程师',
      startDate: '2017-07-01',
      endDate: '',
      content: '负责小程序',
    },
  ],
  projects: [{ name: '招聘小程序', role: '前端负责人', description: '从零搭建', performance: '' }],
  skills: { professionalSkills: 'React', languages: '', certificates: '' },
};

const empty: ResumeProposal = {
  kind: 'pdf',
  basic: { name: '', gender: '', birthDate: '', phone: '', email: '', wechat: '', city: '', selfEvaluation: '' },
  educations: [],
  experiences: [],
  projects: [],
  skills: { professionalSkills: '', languages: '', certificates: '' },
};

const existingBasic = {
  userId: 1,
  nickname: '小明',
  age: 31,
  gender: 'male',
  jobStatus: 'left_available',
  hobbies: '',
  selfEvaluation: '踏实',
  otherSkills: '',
  acceptOvertime: false,
  acceptTravel: false,
  birthDate: '1995-03-12',
  wechat: 'xm_wx',
  email: '',
  phone: '138****0001',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as ResumeBasicRow;

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const files = jest.requireActual('@/api/resume-files') as typeof resumeFiles;
    const resume = jest.requireActual('@/api/resume') as typeof resumeApi;
    mockCalls.push({ endpoint, input });
    if (endpoint === files.parseFile) {
      const id = (input as { id: number }).id;
      if (id === 8) throw new Error('没能从这个文件中读出文字，请换一个 PDF 或 DOCX 文件');
      if (id === 9) return { ...empty, kind: 'pdf' };
      return proposal;
    }
    if (endpoint === resume.basic) return existingBasic;
    if (endpoint === resume.skills) return null;
    if (endpoint === resume.saveBasic) return { ...existingBasic, ...(input as object) };
    if (endpoint === resume.createEducation || endpoint === resume.createProject)
      return { id: 9, ...(input as object) };
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
const mockNavigations: string[] = [];
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const navigateTo = async (options: { url: string }) => {
    mockNavigations.push(options.url);
    return { errMsg: 'ok' };
  };
  return new Proxy(actual, { get: (target, key) => (key === 'navigateTo' ? navigateTo : Reflect.get(target, key)) });
});

const utils = new TestUtils();
const all = (id: string) => Array.from(utils.queries.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const card = (key: string) =>
  utils.queries.querySelector(`[data-testid="fill-card"][data-key="${key}"]`) as HTMLElement | null;
const button = (key: string, id: string) => card(key)!.querySelector(`[data-testid="${id}"]`) as HTMLElement;
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
const called = (endpoint: unknown) => mockCalls.filter((c) => c.endpoint === endpoint).map((c) => c.input);
const saves = () =>
  mockCalls.filter((c) =>
    [
      resumeApi.saveBasic,
      resumeApi.createEducation,
      resumeApi.createExperience,
      resumeApi.createProject,
      resumeApi.saveSkills,
    ].includes(c.endpoint as never),
  );

afterEach(() => utils.unmout());

test('采用 saves two parts through their calls, 忽略 calls nothing, 修改 opens the form with the draft', async () => {
  await utils.mount(FillFromFile, { props: { fileId: '7' } });
  await until(() => expect(all('fill-card')).toHaveLength(5));
  expect(called(resumeFiles.parseFile)).toEqual([{ id: 7 }]);
  expect(all('fill-card').map((c) => c.getAttribute('data-key'))).toEqual([
    'basic',
    'education-0',
    'experience-0',
    'project-0',
    'skills',
  ]);
  expect(card('basic')!.textContent).toContain('基本信息');
  expect(card('basic')!.textContent).toContain('张小明');
  expect(card('education-0')!.textContent).toContain('本科');
  // Nothing saved by reading.
  expect(saves()).toEqual([]);

  // The experience lacks industry and city: 补充后保存, no 采用.
  expect(card('experience-0')!.querySelector('[data-testid="fill-accept"]')).toBeNull();
  expect(button('experience-0', 'fill-card-missing').textContent).toBe('还需填写：所属行业、工作城市');

  // 采用 基本信息: merged into the existing record.
  utils.fireEvent.click(button('basic', 'fill-accept'));
  await until(() => expect(called(resumeApi.saveBasic)).toHaveLength(1));
  expect(called(resumeApi.saveBasic)[0]).toEqual({
    nickname: '张小明',
    wechat: 'xm_wx',
    email: 'xm@example.com',
    birthDate: '1995-03-12',
    gender: 'male',
    jobStatus: 'left_available',
    hobbies: '',
    selfEvaluation: '踏实',
    otherSkills: '',
    acceptOvertime: false,
    acceptTravel: false,
  });
  await until(() => expect(button('basic', 'fill-card-saved').textContent).toBe('已保存'));

  // 采用 教育经历.
  utils.fireEvent.click(button('education-0', 'fill-accept'));
  await until(() =>
    expect(called(resumeApi.createEducation)).toEqual([
      {
        school: '复旦大学',
        degree: 'bachelor',
        major: '计算机科学',
        graduationDate: '2017-06-30',
        socialPractice: '',
        description: '',
      },
    ]),
  );
  await until(() => expect(card('education-0')!.querySelector('[data-testid="fill-card-saved"]')).not.toBeNull());

  // 忽略 专业技能: the card goes, no call.
  utils.fireEvent.click(button('skills', 'fill-ignore'));
  await until(() => expect(card('skills')).toBeNull());
  expect(called(resumeApi.saveSkills)).toEqual([]);

  // 修改 项目经历: the form opens with ?draft=1 and the draft stored; nothing saved.
  utils.fireEvent.click(button('project-0', 'fill-edit'));
  await until(() => expect(mockNavigations).toEqual(['/pages/resume/project?draft=1']));
  expect(peekDraft()).toEqual({
    section: 'project',
    values: { name: '招聘小程序', role: '前端负责人', description: '从零搭建', performance: '' },
  });

  // 补充后保存 on the experience: its form, prefilled with the company line.
  utils.fireEvent.click(button('experience-0', 'fill-complete'));
  await until(() => expect(mockNavigations).toHaveLength(2));
  expect(mockNavigations[1]).toBe('/pages/resume/expectations?draft=1');
  expect(peekDraft()?.values.content).toBe('公司：上海某某科技有限公司\n负责小程序');

  expect(saves().map((c) => c.endpoint)).toEqual([resumeApi.saveBasic, resumeApi.createEducation]);
});

test("a file that cannot be read shows the server's message; nothing found shows the empty state", async () => {
  await utils.mount(FillFromFile, { props: { fileId: '8' } });
  await until(() => expect(all('fill-error')).toHaveLength(1));
  expect(all('fill-error')[0].textContent).toContain('没能从这个文件中读出文字，请换一个 PDF 或 DOCX 文件');
  expect(all('fill-choose')).toHaveLength(1);
  utils.unmout();

  await utils.mount(FillFromFile, { props: { fileId: '9' } });
  await until(() => expect(all('fill-empty')).toHaveLength(1));
  expect(all('fill-card')).toHaveLength(0);
  expect(all('fill-empty')[0].textContent).toContain('没有从文件中读出简历内容');
});
