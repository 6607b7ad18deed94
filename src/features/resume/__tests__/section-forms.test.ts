/**
 * Each resume page form: its fields cover the shared rule, a filled form passes, and bad input shows
 * the exact message under the right field (what the page renders from `issuesToFieldErrors`).
 */
import type { z } from 'zod';
import { format } from '@common/i18n';
import { messages, registerMessages } from '@common/messages';
// the app project runs as H5, where English rule messages load lazily: take them directly
import { en as enRules } from '@common/messages.en';

registerMessages('en', enRules);
import {
  educationSchema,
  expectationSchema,
  experienceSchema,
  projectSchema,
  resumeBasicSchema,
  skillsSchema,
} from '@common/resume';
import { issuesToFieldErrors } from '@common/validation';
import {
  basicFields,
  educationFields,
  expectationFields,
  experienceFields,
  projectFields,
  skillsFields,
  type T,
} from '../components/section-fields';

import { zhHans } from '../../../locales/zh-Hans';
import { en } from '../../../locales/en';

// The app's catalogue: shared messages plus the app's own strings (as src/lib/i18n merges them).
const catalogues = { 'zh-Hans': { ...messages['zh-Hans'], ...zhHans }, en: { ...enRules, ...en } };
const t: T = (key, params) => format(catalogues, 'zh-Hans', key, params);

function errorsOf(schema: z.ZodType, values: Record<string, unknown>, locale: 'zh-Hans' | 'en' = 'zh-Hans') {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error, locale);
}

const forms = [
  {
    name: 'basic',
    schema: resumeBasicSchema,
    fields: basicFields(t),
    valid: {
      nickname: '王小明',
      gender: 'male',
      birthDate: '1996-05-20',
      jobStatus: 'left_available',
      wechat: '',
      email: 'ming@example.com',
      hobbies: '',
      selfEvaluation: '',
      otherSkills: '',
      acceptOvertime: true,
      acceptTravel: false,
    },
  },
  {
    name: 'job expectations',
    schema: expectationSchema,
    fields: expectationFields(t),
    // The position is picked as categories; the text is older clients' (the server writes the names).
    textOnlyForOlderClients: ['position'],
    valid: {
      categoryCodes: ['100201'],
      jobType: 'full',
      salaryMin: 12000,
      salaryMax: 20000,
      location: '330106',
      joinTime: '',
      preference: '',
    },
  },
  {
    name: 'work experience',
    schema: experienceSchema,
    fields: experienceFields(t),
    valid: {
      jobTitle: '前端工程师',
      industry: '互联网',
      city: '330106',
      startDate: '2020-07-01',
      endDate: '',
      content: '负责招聘小程序的开发',
    },
  },
  {
    name: 'education',
    schema: educationSchema,
    fields: educationFields(t),
    valid: {
      school: '浙江大学',
      degree: 'bachelor',
      major: '计算机科学与技术',
      graduationDate: '2020-06-30',
      socialPractice: '',
      description: '',
    },
  },
  {
    name: 'project',
    schema: projectSchema,
    fields: projectFields(t),
    valid: { name: '职达小程序', role: '前端负责人', description: '求职招聘小程序', performance: '' },
  },
  {
    name: 'skills',
    schema: skillsSchema,
    fields: skillsFields(t),
    valid: {
      professionalSkills: 'TypeScript, React',
      languages: '英语 CET-6',
      certificates: '',
      training: '',
      remark: '',
    },
  },
];

describe.each(forms)('the $name form', ({ schema, fields, valid, ...form }) => {
  test('has a control for every field of the rule, each with a label', () => {
    const shape = Object.keys(
      (schema as unknown as { shape?: object }).shape ??
        (schema as unknown as { _zod: { def: { in?: { shape: object }; shape?: object } } })._zod.def.shape ??
        {},
    );
    const names = fields.map((f) => f.name);
    const leftOut: string[] = ('textOnlyForOlderClients' in form && form.textOnlyForOlderClients) || [];
    for (const key of shape) if (!leftOut.includes(key)) expect(names).toContain(key);
    for (const f of fields) expect(f.label).not.toMatch(/^resume\./);
  });

  test('a filled form passes', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  test('every text field refuses over-long input with the limit message', () => {
    for (const field of fields) {
      if (field.kind !== 'text' && field.kind !== 'textarea') continue;
      const tooLong =
        field.name === 'email' ? `${'a'.repeat(field.maxlength - 11)}@example.com` : '字'.repeat(field.maxlength + 1);
      const errors = errorsOf(schema, { ...valid, [field.name]: tooLong });
      expect({ field: field.name, message: errors[field.name] }).toEqual({
        field: field.name,
        message: expect.stringContaining(String(field.maxlength)),
      });
    }
  });
});

test('basic: nickname, birth date and gender are required', () => {
  const errors = errorsOf(resumeBasicSchema, { ...forms[0].valid, nickname: '', birthDate: '', gender: undefined });
  expect(Object.keys(errors)).toEqual(expect.arrayContaining(['nickname', 'birthDate', 'gender']));
});

test('basic: a bad email is refused under the email field', () => {
  expect(errorsOf(resumeBasicSchema, { ...forms[0].valid, email: 'not-an-email' }).email).toBeTruthy();
});

test('job expectations: the minimum salary may not be above the maximum', () => {
  const errors = errorsOf(expectationSchema, { ...forms[1].valid, salaryMin: 30000, salaryMax: 20000 });
  expect(errors.salaryMax).toBe(t('validation.salaryRange'));
});

test('work experience: the start may not be after the end, with the exact message in both languages', () => {
  const bad = { ...forms[2].valid, startDate: '2021-01-01', endDate: '2020-01-01' };
  expect(errorsOf(experienceSchema, bad).endDate).toBe('开始时间不能大于结束时间');
  expect(errorsOf(experienceSchema, bad, 'en').endDate).toBe('The start time cannot be greater than the end time');
  // An empty end means "up to now".
  expect(errorsOf(experienceSchema, { ...bad, endDate: '' })).toEqual({});
});

test('education: the degree must be one of the scale, the school is required', () => {
  const errors = errorsOf(educationSchema, { ...forms[3].valid, degree: 'phd', school: '' });
  expect(errors.degree).toBeTruthy();
  expect(errors.school).toBeTruthy();
});
