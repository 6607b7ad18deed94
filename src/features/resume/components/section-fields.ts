/**
 * The fields of each resume section form, described once (labels through the catalogue, limits from
 * common/resume). The forms render them; the tests check them against the shared rules.
 */
import { DEGREES, GENDERS, JOB_STATUSES, JOB_TYPES } from '@common/constants';
import {
  RESUME_CERTIFICATES_MAX,
  RESUME_DESCRIPTION_MAX,
  RESUME_EMAIL_MAX,
  RESUME_HOBBIES_MAX,
  RESUME_NAME_MAX,
  RESUME_NICKNAME_MAX,
  RESUME_OTHER_SKILLS_MAX,
  RESUME_REMARK_MAX,
  RESUME_SELF_EVALUATION_MAX,
  RESUME_SHORT_TEXT_MAX,
  RESUME_WECHAT_MAX,
} from '@common/resume';
import { createElement } from 'react';
import { EXPECTATION_CATEGORIES_MAX } from '@common/taxonomy';
import type { FieldDef } from '@/components/record-form';
import { TaxonomyField } from '@/components/taxonomy-picker';

export type T = (key: string, params?: Record<string, string | number>) => string;
const options = (t: T, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

export const basicFields = (t: T): FieldDef[] => [
  { name: 'nickname', label: t('resume.f.nickname'), kind: 'text', maxlength: RESUME_NICKNAME_MAX },
  { name: 'gender', label: t('resume.f.gender'), kind: 'select', options: options(t, GENDERS, 'gender') },
  { name: 'birthDate', label: t('resume.f.birthDate'), kind: 'date' },
  {
    name: 'jobStatus',
    label: t('resume.f.jobStatus'),
    kind: 'select',
    options: options(t, JOB_STATUSES, 'jobStatus'),
  },
  { name: 'wechat', label: t('resume.f.wechat'), kind: 'text', maxlength: RESUME_WECHAT_MAX },
  { name: 'email', label: t('resume.f.email'), kind: 'text', maxlength: RESUME_EMAIL_MAX },
  { name: 'hobbies', label: t('resume.f.hobbies'), kind: 'text', maxlength: RESUME_HOBBIES_MAX },
  {
    name: 'selfEvaluation',
    label: t('resume.f.selfEvaluation'),
    kind: 'textarea',
    maxlength: RESUME_SELF_EVALUATION_MAX,
  },
  { name: 'otherSkills', label: t('resume.f.otherSkills'), kind: 'textarea', maxlength: RESUME_OTHER_SKILLS_MAX },
  { name: 'acceptOvertime', label: t('resume.f.acceptOvertime'), kind: 'switch' },
  { name: 'acceptTravel', label: t('resume.f.acceptTravel'), kind: 'switch' },
];

export const expectationFields = (t: T): FieldDef[] => [
  {
    // One to three job categories of any level (the server writes their names as the position text).
    name: 'categoryCodes',
    label: t('resume.f.position'),
    kind: 'custom',
    render: ({ value, errors, onChange }) =>
      createElement(TaxonomyField, {
        kind: 'categories',
        name: 'categoryCodes',
        label: t('resume.f.position'),
        placeholder: t('txp.expectationPlaceholder', { max: EXPECTATION_CATEGORIES_MAX }),
        max: EXPECTATION_CATEGORIES_MAX,
        value: Array.isArray(value) ? (value as string[]) : [],
        error: errors.categoryCodes ?? errors.position,
        onChange,
      }),
  },
  { name: 'jobType', label: t('resume.f.jobType'), kind: 'select', options: options(t, JOB_TYPES, 'jobType') },
  { name: 'salaryMin', label: t('resume.f.salaryMin'), kind: 'number', placeholder: t('resume.p.salary') },
  { name: 'salaryMax', label: t('resume.f.salaryMax'), kind: 'number', placeholder: t('resume.p.salary') },
  { name: 'location', label: t('resume.f.location'), kind: 'region' },
  { name: 'joinTime', label: t('resume.f.joinTime'), kind: 'date', clearText: t('resume.anyTime') },
  { name: 'preference', label: t('resume.f.preference'), kind: 'textarea', maxlength: RESUME_SHORT_TEXT_MAX },
];

export const experienceFields = (t: T): FieldDef[] => [
  { name: 'jobTitle', label: t('resume.f.jobTitle'), kind: 'text', maxlength: RESUME_NAME_MAX },
  { name: 'industry', label: t('resume.f.industry'), kind: 'text', maxlength: RESUME_NAME_MAX },
  { name: 'city', label: t('resume.f.city'), kind: 'region' },
  { name: 'startDate', label: t('resume.f.startDate'), kind: 'date' },
  { name: 'endDate', label: t('resume.f.endDate'), kind: 'date', clearText: t('resume.upToNow') },
  { name: 'content', label: t('resume.f.content'), kind: 'textarea', maxlength: RESUME_DESCRIPTION_MAX },
];

export const educationFields = (t: T): FieldDef[] => [
  { name: 'school', label: t('resume.f.school'), kind: 'text', maxlength: RESUME_NAME_MAX },
  { name: 'degree', label: t('resume.f.degree'), kind: 'select', options: options(t, DEGREES, 'degree') },
  { name: 'major', label: t('resume.f.major'), kind: 'text', maxlength: RESUME_NAME_MAX },
  { name: 'graduationDate', label: t('resume.f.graduationDate'), kind: 'date' },
  {
    name: 'socialPractice',
    label: t('resume.f.socialPractice'),
    kind: 'textarea',
    maxlength: RESUME_DESCRIPTION_MAX,
  },
  { name: 'description', label: t('resume.f.description'), kind: 'textarea', maxlength: RESUME_DESCRIPTION_MAX },
];

export const projectFields = (t: T): FieldDef[] => [
  { name: 'name', label: t('resume.f.projectName'), kind: 'text', maxlength: RESUME_NAME_MAX },
  { name: 'role', label: t('resume.f.role'), kind: 'text', maxlength: RESUME_NAME_MAX },
  {
    name: 'description',
    label: t('resume.f.projectDescription'),
    kind: 'textarea',
    maxlength: RESUME_DESCRIPTION_MAX,
  },
  { name: 'performance', label: t('resume.f.performance'), kind: 'textarea', maxlength: RESUME_DESCRIPTION_MAX },
];

export const skillsFields = (t: T): FieldDef[] => [
  {
    name: 'professionalSkills',
    label: t('resume.f.professionalSkills'),
    kind: 'textarea',
    maxlength: RESUME_DESCRIPTION_MAX,
  },
  { name: 'languages', label: t('resume.f.languages'), kind: 'text', maxlength: RESUME_SHORT_TEXT_MAX },
  { name: 'certificates', label: t('resume.f.certificates'), kind: 'textarea', maxlength: RESUME_CERTIFICATES_MAX },
  { name: 'training', label: t('resume.f.training'), kind: 'textarea', maxlength: RESUME_DESCRIPTION_MAX },
  { name: 'remark', label: t('resume.f.remark'), kind: 'textarea', maxlength: RESUME_REMARK_MAX },
];
