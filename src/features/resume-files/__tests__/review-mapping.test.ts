/**
 * The review's mapping from a proposal to the resume's save bodies: basic merged without blanking, an
 * education's degree and graduation date, an experience's company line and its missing industry and city, a
 * project, skills merged; every body checked against the shared schema of common/resume.
 */
import { educationSchema, projectSchema, resumeBasicSchema, skillsSchema } from '@common/resume';
import type { ResumeBasicRow, SkillsRow } from '@common/resume';
import type { ResumeProposal } from '@common/resume-files';
import { mapBasic, mapEducation, mapExperience, mapProject, mapSkills, reviewParts } from '../review-mapping';

const emptyBasic: ResumeProposal['basic'] = {
  name: '',
  gender: '',
  birthDate: '',
  phone: '',
  email: '',
  wechat: '',
  city: '',
  selfEvaluation: '',
};

const proposal: ResumeProposal = {
  kind: 'docx',
  basic: {
    ...emptyBasic,
    name: '张小明',
    gender: 'male',
    birthDate: '1995-03-12',
    phone: '13800000001',
    email: 'xm@example.com',
    city: '上海',
  },
  educations: [
    {
      school: '复旦大学',
      degree: 'bachelor',
      major: '计算机科学',
      startDate: '2013-09-01',
      graduationDate: '2017-06-30',
    },
    { school: '某某学院', degree: '', major: '', startDate: '', graduationDate: '' },
  ],
  experiences: [
    {
      company: '上海某某科技有限公司',
      jobTitle: '前端工程师',
      startDate: '2017-07-01',
      endDate: '',
      content: '负责小程序开发',
    },
  ],
  projects: [{ name: '招聘小程序', role: '前端负责人', description: '从零搭建', performance: '上线三个月用户十万' }],
  skills: { professionalSkills: 'React, TypeScript', languages: '英语 CET-6', certificates: '' },
};

const existingBasic: ResumeBasicRow = {
  userId: 1,
  nickname: '小明',
  age: 31,
  gender: 'male',
  jobStatus: 'left_available',
  hobbies: '跑步',
  selfEvaluation: '踏实',
  otherSkills: '摄影',
  acceptOvertime: true,
  acceptTravel: false,
  birthDate: '1995-03-12',
  wechat: 'xm_wx',
  email: '',
  phone: '138****0001',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as ResumeBasicRow;

test('basic merges into the existing record: found fields replace, missing ones keep their value', () => {
  const part = mapBasic(proposal.basic, existingBasic);
  expect(part.missing).toEqual([]);
  expect(part.body).toEqual({
    nickname: '张小明',
    wechat: 'xm_wx', // not in the file: kept
    email: 'xm@example.com',
    birthDate: '1995-03-12',
    gender: 'male',
    jobStatus: 'left_available',
    hobbies: '跑步',
    selfEvaluation: '踏实', // the file had none: not blanked
    otherSkills: '摄影',
    acceptOvertime: true,
    acceptTravel: false,
  });
  expect(resumeBasicSchema.safeParse(part.body).success).toBe(true);
  expect(part.found.map(([name]) => name)).toEqual(['nickname', 'gender', 'birthDate', 'phone', 'email', 'city']);
});

test('basic without an existing record reports the required fields it lacks', () => {
  expect(mapBasic(proposal.basic, null).missing).toEqual(['jobStatus']);
  expect(mapBasic({ ...emptyBasic, name: '李雷' }, null).missing).toEqual(['birthDate', 'gender', 'jobStatus']);
  // An invalid email from the file is reported too.
  expect(mapBasic({ ...emptyBasic, email: 'not-an-email' }, existingBasic).missing).toEqual(['email']);
});

test('an education maps to createEducation; degree and graduation date are required', () => {
  const ok = mapEducation(proposal.educations[0], 0);
  expect(ok.key).toBe('education-0');
  expect(ok.body).toEqual({
    school: '复旦大学',
    degree: 'bachelor',
    major: '计算机科学',
    graduationDate: '2017-06-30',
    socialPractice: '',
    description: '',
  });
  expect(ok.missing).toEqual([]);
  expect(educationSchema.safeParse(ok.body).success).toBe(true);
  const partial = mapEducation(proposal.educations[1], 1);
  expect(partial.missing).toEqual(['degree', 'major', 'graduationDate']);
  expect(partial.body).not.toHaveProperty('degree');
});

test('an experience puts the company on the first line and always needs industry and city', () => {
  const part = mapExperience(proposal.experiences[0], 0);
  expect(part.body).toEqual({
    jobTitle: '前端工程师',
    industry: '',
    city: '',
    startDate: '2017-07-01',
    endDate: '',
    content: '公司：上海某某科技有限公司\n负责小程序开发',
  });
  expect(part.missing).toEqual(['industry', 'city']);
  expect(part.found[0]).toEqual(['company', '上海某某科技有限公司']);
  // Without a company the content stays as it is; a missing start date is reported.
  const bare = mapExperience({ company: '', jobTitle: 'PM', startDate: '', endDate: '', content: '写需求' }, 1);
  expect(bare.body.content).toBe('写需求');
  expect(bare.missing).toEqual(['industry', 'startDate', 'city']);
});

test('a project maps to createProject', () => {
  const part = mapProject(proposal.projects[0], 0);
  expect(part.body).toEqual(proposal.projects[0]);
  expect(part.missing).toEqual([]);
  expect(projectSchema.safeParse(part.body).success).toBe(true);
  expect(mapProject({ name: 'X', role: '', description: '', performance: '' }, 1).missing).toEqual([
    'role',
    'description',
  ]);
});

test('skills merge into the existing record without losing what it holds', () => {
  const existing = {
    userId: 1,
    professionalSkills: 'Vue',
    languages: '英语 CET-6',
    certificates: '驾照',
    training: '某培训',
    remark: '',
    updatedAt: '2026-11-01T00:00:00.000Z',
  } as SkillsRow;
  const part = mapSkills(proposal.skills, existing);
  expect(part.body).toEqual({
    professionalSkills: 'Vue\nReact, TypeScript',
    languages: '英语 CET-6', // already there: not repeated
    certificates: '驾照',
    training: '某培训',
    remark: '',
  });
  expect(skillsSchema.safeParse(part.body).success).toBe(true);
  expect(mapSkills(proposal.skills, null).body).toEqual({
    professionalSkills: 'React, TypeScript',
    languages: '英语 CET-6',
    certificates: '',
    training: '',
    remark: '',
  });
});

test('the cards in resume order; parts with nothing found have none', () => {
  expect(reviewParts(proposal, { basic: existingBasic }).map((p) => p.key)).toEqual([
    'basic',
    'education-0',
    'education-1',
    'experience-0',
    'project-0',
    'skills',
  ]);
  const nothing: ResumeProposal = {
    kind: 'pdf',
    basic: emptyBasic,
    educations: [],
    experiences: [],
    projects: [],
    skills: { professionalSkills: '', languages: '', certificates: '' },
  };
  expect(reviewParts(nothing)).toEqual([]);
});
