/**
 * The resume section forms, each described as a list of fields over the shared rule of common/resume
 * (the same rule the server applies). `id` present = edit that record; absent = add one.
 */
import {
  educationSchema,
  expectationSchema,
  experienceSchema,
  projectSchema,
  resumeBasicSchema,
  skillsSchema,
  type ResumeSection,
} from '@common/resume';
import Taro from '@tarojs/taro';
import { routeUrl, type RoutePath } from '@common/routes';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import '../strings';
import * as resumeApi from '@/api/resume';
import { call } from '@/lib/call';
import { RecordForm, type FieldDef } from '@/components/record-form';
import {
  basicFields,
  educationFields,
  expectationFields,
  experienceFields,
  projectFields,
  skillsFields,
} from './section-fields';

/** The page of each resume section (spec section 2). */
const SECTION_ROUTES: Record<Exclude<ResumeSection, 'basic'>, RoutePath> = {
  expectations: 'pages/resume/jobexpectations',
  experiences: 'pages/resume/expectations',
  projects: 'pages/resume/project',
  educations: 'pages/resume/education',
  skills: 'pages/resume/skillsqualifications',
};

/**
 * After the basic information is saved: on to the next empty section (education first, since applying needs
 * it; then page order), or back to the resume when nothing is missing.
 */
async function continueResume(t: (key: string, params?: Record<string, string | number>) => string) {
  const resume = await call(resumeApi.resume).catch(() => undefined);
  const missing = (resume?.missing ?? []).filter((s): s is Exclude<ResumeSection, 'basic'> => s !== 'basic');
  const next = missing.includes('educations') ? 'educations' : missing[0];
  if (!next) {
    void toast({ title: t('resume.saved'), icon: 'success' });
    setTimeout(() => void Taro.redirectTo({ url: routeUrl('pages/resume/index') }), 800);
    return;
  }
  void toast({ title: t('resume.savedNext', { section: t(`resume.section.${next}`) }), icon: 'none' });
  setTimeout(() => void Taro.redirectTo({ url: routeUrl(SECTION_ROUTES[next]) }), 1000);
}

/** Empty values so every control starts controlled. */
const blank = (fields: FieldDef[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.kind === 'switch' ? false : f.kind === 'number' ? undefined : '']));

/**
 * `draft`: values handed from 从文件填写简历 (a page opened with `?draft=1`): a new record's form starts with
 * them; basic and skills open with them instead of the saved record (they are already merged into it), and
 * going back replaces moving on to the next section.
 */
type Draft = Record<string, unknown> | undefined;

export function BasicForm({ draft }: { draft?: Draft } = {}) {
  const t = useT();
  const fields = basicFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={resumeBasicSchema}
      fields={fields}
      initial={blank(fields)}
      load={async () => {
        if (draft) return draft;
        const resume = await call(resumeApi.resume);
        // Not saved yet: what onboarding asked (name, gender, status) fills the form; the rest stays empty.
        const known = resume.basicDraft ?? {};
        return resume.basic ?? Object.fromEntries(Object.entries(known).filter(([, value]) => value !== null));
      }}
      save={(body) => call(resumeApi.saveBasic, body)}
      afterSave={draft ? undefined : () => void continueResume(t)}
    />
  );
}

/**
 * `short`: onboarding's step (category, job type, salary and city only, full-time to start with);
 * `afterSave` replaces going back.
 */
export function ExpectationForm({ id, short, afterSave }: { id?: string; short?: boolean; afterSave?: () => void }) {
  const t = useT();
  const all = expectationFields(t);
  const fields = short ? all.filter((f) => SHORT_EXPECTATION.includes(f.name)) : all;
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={expectationSchema}
      fields={fields}
      initial={{ ...blank(fields), categoryCodes: [], ...(short ? { jobType: 'full' } : {}) }}
      afterSave={afterSave}
      load={id ? () => call(resumeApi.expectation, { id: Number(id) }) : undefined}
      save={(body) =>
        id ? call(resumeApi.editExpectation, { id: Number(id), ...body }) : call(resumeApi.createExpectation, body)
      }
      remove={id ? () => call(resumeApi.deleteExpectation, { id: Number(id) }) : undefined}
    />
  );
}

const SHORT_EXPECTATION = ['categoryCodes', 'jobType', 'salaryMin', 'salaryMax', 'location'];

export function ExperienceForm({ id, draft }: { id?: string; draft?: Draft }) {
  const t = useT();
  const fields = experienceFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={experienceSchema}
      fields={fields}
      initial={{ ...blank(fields), ...(id ? {} : draft) }}
      load={id ? () => call(resumeApi.experience, { id: Number(id) }) : undefined}
      save={(body) =>
        id ? call(resumeApi.editExperience, { id: Number(id), ...body }) : call(resumeApi.createExperience, body)
      }
      remove={id ? () => call(resumeApi.deleteExperience, { id: Number(id) }) : undefined}
    />
  );
}

export function EducationForm({ id, draft }: { id?: string; draft?: Draft }) {
  const t = useT();
  const fields = educationFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={educationSchema}
      fields={fields}
      initial={{ ...blank(fields), ...(id ? {} : draft) }}
      load={id ? () => call(resumeApi.education, { id: Number(id) }) : undefined}
      save={(body) =>
        id ? call(resumeApi.editEducation, { id: Number(id), ...body }) : call(resumeApi.createEducation, body)
      }
      remove={id ? () => call(resumeApi.deleteEducation, { id: Number(id) }) : undefined}
    />
  );
}

export function ProjectForm({ id, draft }: { id?: string; draft?: Draft }) {
  const t = useT();
  const fields = projectFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={projectSchema}
      fields={fields}
      initial={{ ...blank(fields), ...(id ? {} : draft) }}
      load={id ? () => call(resumeApi.project, { id: Number(id) }) : undefined}
      save={(body) =>
        id ? call(resumeApi.editProject, { id: Number(id), ...body }) : call(resumeApi.createProject, body)
      }
      remove={id ? () => call(resumeApi.deleteProject, { id: Number(id) }) : undefined}
    />
  );
}

export function SkillsForm({ draft }: { draft?: Draft } = {}) {
  const t = useT();
  const fields = skillsFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={skillsSchema}
      fields={fields}
      initial={blank(fields)}
      load={async () => draft ?? (await call(resumeApi.resume)).skills ?? {}}
      save={(body) => call(resumeApi.saveSkills, body)}
    />
  );
}
