/**
 * The resume section forms, each described as a list of fields over the shared rule of common/resume
 * (the same rule the server applies). `id` present = edit that record; absent = add one.
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
  educationSchema,
  expectationSchema,
  experienceSchema,
  projectSchema,
  resumeBasicSchema,
  skillsSchema,
} from '@common/resume';
import { useT } from '@/lib/i18n';
import { resumeApi } from '../api/resume-api';
import { RecordForm, type FieldDef } from './record-form';

type T = (key: string, params?: Record<string, string | number>) => string;
const options = (t: T, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/** Empty values so every control starts controlled. */
const blank = (fields: FieldDef[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.kind === 'switch' ? false : f.kind === 'number' ? undefined : '']));

export function BasicForm() {
  const t = useT();
  const fields: FieldDef[] = [
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
  return (
    <RecordForm
      schema={resumeBasicSchema}
      fields={fields}
      initial={blank(fields)}
      load={async () => ((await resumeApi.resume()).basic ?? {}) as Record<string, unknown>}
      save={resumeApi.saveBasic}
    />
  );
}

export function ExpectationForm({ id }: { id?: string }) {
  const t = useT();
  const fields: FieldDef[] = [
    {
      name: 'position',
      label: t('resume.f.position'),
      kind: 'text',
      maxlength: RESUME_NAME_MAX,
      placeholder: t('resume.p.position'),
    },
    { name: 'jobType', label: t('resume.f.jobType'), kind: 'select', options: options(t, JOB_TYPES, 'jobType') },
    { name: 'salaryMin', label: t('resume.f.salaryMin'), kind: 'number', placeholder: t('resume.p.salary') },
    { name: 'salaryMax', label: t('resume.f.salaryMax'), kind: 'number', placeholder: t('resume.p.salary') },
    { name: 'location', label: t('resume.f.location'), kind: 'region' },
    { name: 'joinTime', label: t('resume.f.joinTime'), kind: 'date', clearText: t('resume.anyTime') },
    { name: 'preference', label: t('resume.f.preference'), kind: 'textarea', maxlength: RESUME_SHORT_TEXT_MAX },
  ];
  return (
    <RecordForm
      schema={expectationSchema}
      fields={fields}
      initial={blank(fields)}
      load={id ? () => resumeApi.expectation(id) as unknown as Promise<Record<string, unknown>> : undefined}
      save={(body) => (id ? resumeApi.editExpectation(id, body) : resumeApi.addExpectation(body))}
      remove={id ? () => resumeApi.deleteExpectation(id) : undefined}
    />
  );
}

export function ExperienceForm({ id }: { id?: string }) {
  const t = useT();
  const fields: FieldDef[] = [
    { name: 'jobTitle', label: t('resume.f.jobTitle'), kind: 'text', maxlength: RESUME_NAME_MAX },
    { name: 'industry', label: t('resume.f.industry'), kind: 'text', maxlength: RESUME_NAME_MAX },
    { name: 'city', label: t('resume.f.city'), kind: 'region' },
    { name: 'startDate', label: t('resume.f.startDate'), kind: 'date' },
    { name: 'endDate', label: t('resume.f.endDate'), kind: 'date', clearText: t('resume.upToNow') },
    { name: 'content', label: t('resume.f.content'), kind: 'textarea', maxlength: RESUME_DESCRIPTION_MAX },
  ];
  return (
    <RecordForm
      schema={experienceSchema}
      fields={fields}
      initial={blank(fields)}
      load={id ? () => resumeApi.experience(id) as unknown as Promise<Record<string, unknown>> : undefined}
      save={(body) => (id ? resumeApi.editExperience(id, body) : resumeApi.addExperience(body))}
      remove={id ? () => resumeApi.deleteExperience(id) : undefined}
    />
  );
}

export function EducationForm({ id }: { id?: string }) {
  const t = useT();
  const fields: FieldDef[] = [
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
  return (
    <RecordForm
      schema={educationSchema}
      fields={fields}
      initial={blank(fields)}
      load={id ? () => resumeApi.education(id) as unknown as Promise<Record<string, unknown>> : undefined}
      save={(body) => (id ? resumeApi.editEducation(id, body) : resumeApi.addEducation(body))}
      remove={id ? () => resumeApi.deleteEducation(id) : undefined}
    />
  );
}

export function ProjectForm({ id }: { id?: string }) {
  const t = useT();
  const fields: FieldDef[] = [
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
  return (
    <RecordForm
      schema={projectSchema}
      fields={fields}
      initial={blank(fields)}
      load={id ? () => resumeApi.project(id) as unknown as Promise<Record<string, unknown>> : undefined}
      save={(body) => (id ? resumeApi.editProject(id, body) : resumeApi.addProject(body))}
      remove={id ? () => resumeApi.deleteProject(id) : undefined}
    />
  );
}

export function SkillsForm() {
  const t = useT();
  const fields: FieldDef[] = [
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
  return (
    <RecordForm
      schema={skillsSchema}
      fields={fields}
      initial={blank(fields)}
      load={async () => ((await resumeApi.resume()).skills ?? {}) as Record<string, unknown>}
      save={resumeApi.saveSkills}
    />
  );
}
