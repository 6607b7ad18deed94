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
} from '@common/resume';
import { useT } from '@/lib/i18n';
import { resumeApi } from '../api/resume-api';
import { RecordForm, type FieldDef } from '@/components/record-form';
import {
  basicFields,
  educationFields,
  expectationFields,
  experienceFields,
  projectFields,
  skillsFields,
} from './section-fields';

/** Empty values so every control starts controlled. */
const blank = (fields: FieldDef[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.kind === 'switch' ? false : f.kind === 'number' ? undefined : '']));

export function BasicForm() {
  const t = useT();
  const fields = basicFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
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
  const fields = expectationFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
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
  const fields = experienceFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
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
  const fields = educationFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
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
  const fields = projectFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
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
  const fields = skillsFields(t);
  return (
    <RecordForm
      fallbackUrl="/pages/resume/index"
      schema={skillsSchema}
      fields={fields}
      initial={blank(fields)}
      load={async () => ((await resumeApi.resume()).skills ?? {}) as Record<string, unknown>}
      save={resumeApi.saveSkills}
    />
  );
}
