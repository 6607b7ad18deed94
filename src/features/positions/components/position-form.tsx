import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { GENDER_REQUIREMENTS, JOB_TYPES, WORK_FORMS } from '@common/constants';
import {
  EDUCATION_REQUIREMENTS,
  EXPERIENCES,
  POSITION_ADDRESS_MAX,
  POSITION_CONDITIONS_MAX,
  POSITION_REQUIREMENTS_MAX,
  POSITION_RESPONSIBILITIES_MAX,
  POSITION_TITLE_MAX,
  POSITION_WORKING_HOURS_MAX,
  SALARY_MONTHS_MAX,
  SALARY_MONTHS_MIN,
  SALARY_UNITS,
  positionSchema,
  salaryUnitsFor,
  type SalaryUnit,
} from '@common/positions';
import { SelectField } from '@/components/pickers';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';
import { RecordForm, type FieldDef } from '@/components/record-form';
import { TaxonomyField } from '@/components/taxonomy-picker';
import { MSG } from '@common/messages';
import { SCREENING_MSG } from '@common/messages.screening';
import { SCREENED_FIELDS } from '@common/screening/findings';
import { refusalOf, screenPosition } from '@common/screening/screen';
import { BODY_CODE } from '@common/errors';
import { useT } from '@/lib/i18n';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import '@/locales/recruiting';
import '../strings';
import '../screening-strings';
import './position-form.scss';

type T = (key: string, params?: Record<string, string | number>) => string;
const options = (t: T, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/**
 * The pay fields for the values being edited: the unit (日薪 / 时薪 offered for part-time), 面议, the
 * range labelled in its unit (最低日薪（元）) unless negotiable, and 薪资月数 for monthly pay.
 */
function salaryFields(t: T, values: Record<string, unknown>): FieldDef[] {
  const unit = (SALARY_UNITS as readonly unknown[]).includes(values.salaryUnit)
    ? (values.salaryUnit as SalaryUnit)
    : 'month';
  // The current unit stays offered after a switch to full-time, so its refusal shows on the picker.
  const units = [...new Set([...salaryUnitsFor(values.jobType as string), unit])];
  const suffix = unit === 'month' ? '' : `.${unit}`;
  const placeholder = unit === 'month' ? t('resume.p.salary') : t(`pos.p.salary.${unit}`);
  return [
    {
      name: 'salaryUnit',
      label: t('pos.f.salaryUnit'),
      kind: 'select',
      options: units.map((value) => ({ value, label: t(`pos.unit.${value}`) })),
    },
    { name: 'negotiable', label: t('pos.f.negotiable'), kind: 'switch' },
    ...(values.negotiable
      ? []
      : ([
          { name: 'salaryMin', label: t(`pos.f.salaryMin${suffix}`), kind: 'number', placeholder },
          { name: 'salaryMax', label: t(`pos.f.salaryMax${suffix}`), kind: 'number', placeholder },
        ] satisfies FieldDef[])),
    ...(unit === 'month'
      ? [
          {
            name: 'salaryMonths',
            label: t('pos.f.salaryMonths'),
            kind: 'custom',
            render: ({ value, errors, onChange }) => (
              <SelectField
                name="salaryMonths"
                label={t('pos.f.salaryMonths')}
                error={errors.salaryMonths}
                value={String(typeof value === 'number' ? value : SALARY_MONTHS_MIN)}
                options={SALARY_MONTH_CHOICES.map((n) => ({ value: String(n), label: t('pos.months', { n }) }))}
                onChange={(v) => onChange(Number(v))}
              />
            ),
          } satisfies FieldDef,
        ]
      : []),
  ];
}

const SALARY_MONTH_CHOICES = Array.from(
  { length: SALARY_MONTHS_MAX - SALARY_MONTHS_MIN + 1 },
  (_, i) => SALARY_MONTHS_MIN + i,
);

export const positionFields = (t: T, values: Record<string, unknown> = {}): FieldDef[] => [
  {
    name: 'title',
    label: t('pos.f.title'),
    kind: 'text',
    maxlength: POSITION_TITLE_MAX,
    placeholder: t('pos.p.title'),
  },
  {
    name: 'categoryCode',
    label: t('pos.f.category'),
    kind: 'custom',
    render: ({ value, errors, onChange }) => (
      <TaxonomyField
        kind="categories"
        name="categoryCode"
        label={t('pos.f.category')}
        placeholder={t('pos.p.category')}
        pickLevel={3}
        value={typeof value === 'string' && value ? [value] : []}
        error={errors.categoryCode}
        onChange={(codes) => onChange(codes[0])}
      />
    ),
  },
  { name: 'jobType', label: t('pos.f.jobType'), kind: 'select', options: options(t, JOB_TYPES, 'jobType') },
  {
    // A GB/T 4754-2017 division; the server writes its name as the industry text.
    name: 'industryCode',
    label: t('pos.f.industry'),
    kind: 'custom',
    render: ({ value, errors, onChange }) => (
      <TaxonomyField
        kind="industries"
        name="industryCode"
        label={t('pos.f.industry')}
        placeholder={t('pos.p.industryCode')}
        pickLevel={2}
        value={typeof value === 'string' && value ? [value] : []}
        error={errors.industryCode ?? errors.industry}
        onChange={(codes) => onChange(codes[0])}
      />
    ),
  },
  ...salaryFields(t, values),
  {
    name: 'education',
    label: t('pos.f.education'),
    kind: 'select',
    options: EDUCATION_REQUIREMENTS.map((value) => ({
      value,
      label: value === 'unlimited' ? t('education.unlimited') : t(`degree.${value}`),
    })),
  },
  { name: 'experience', label: t('pos.f.experience'), kind: 'select', options: options(t, EXPERIENCES, 'experience') },
  { name: 'gender', label: t('pos.f.gender'), kind: 'select', options: options(t, GENDER_REQUIREMENTS, 'gender') },
  { name: 'form', label: t('pos.f.form'), kind: 'select', options: options(t, WORK_FORMS, 'workForm') },
  {
    name: 'region',
    label: t('pos.f.region'),
    kind: 'location',
    address: 'addressDetail',
    maxlength: POSITION_ADDRESS_MAX,
    point: ['latitude', 'longitude'],
  },
  { name: 'recruitStart', label: t('pos.f.recruitStart'), kind: 'date' },
  { name: 'recruitEnd', label: t('pos.f.recruitEnd'), kind: 'date' },
  { name: 'headcount', label: t('pos.f.headcount'), kind: 'number' },
  {
    name: 'workingHours',
    label: t('pos.f.workingHours'),
    kind: 'text',
    maxlength: POSITION_WORKING_HOURS_MAX,
    placeholder: t('pos.p.workingHours'),
  },
  {
    name: 'responsibilities',
    label: t('pos.f.responsibilities'),
    kind: 'textarea',
    maxlength: POSITION_RESPONSIBILITIES_MAX,
  },
  { name: 'requirements', label: t('pos.f.requirements'), kind: 'textarea', maxlength: POSITION_REQUIREMENTS_MAX },
  { name: 'conditions', label: t('pos.f.conditions'), kind: 'textarea', maxlength: POSITION_CONDITIONS_MAX },
  { name: 'showOnCompanyPage', label: t('pos.f.showOnCompanyPage'), kind: 'switch' },
];

/**
 * The form's rule: positionSchema, and a category and an industry picked (the server still takes a
 * position without them from older clients, mapping its title and industry text).
 */
const positionFormSchema = positionSchema.superRefine((value, ctx) => {
  for (const name of ['categoryCode', 'industryCode'] as const) {
    if (!value[name]) ctx.addIssue({ code: 'custom', message: MSG.validation.required, path: [name] });
  }
});

/** The field a screening refusal names (`screening.refused.<field>.<category>`), to show it there. */
function screenedField(key: string): string | undefined {
  const [group, kind, field] = key.split('.');
  return group === 'screening' && kind === 'refused' && (SCREENED_FIELDS as readonly string[]).includes(field)
    ? field
    : undefined;
}

/**
 * The screening's refusal of the texts before they are sent (the server screens again with the same rules,
 * common/screening): shown on the field it names, without a round trip.
 */
function screeningRefusal(t: T, body: Parameters<typeof screenPosition>[0]): RequestError | undefined {
  const refused = refusalOf(screenPosition(body));
  if (!refused) return undefined;
  const key = SCREENING_MSG.refused[refused.field][refused.category];
  return new RequestError(t(key, { words: refused.words.join('、') }), 'refused', BODY_CODE.refused, undefined, key);
}

/** Post a job, or edit one (`id`): every save goes (back) to review. */
export function PositionForm({ id, afterSave }: { id?: string; afterSave?: () => void }) {
  const t = useT();
  const initial = {
    ...Object.fromEntries(
      positionFields(t).map((f) => [f.name, f.kind === 'switch' ? true : f.kind === 'number' ? undefined : '']),
    ),
    // A full-time monthly position of 12 months with a range, as the form always posted.
    salaryUnit: 'month',
    salaryMonths: SALARY_MONTHS_MIN,
    negotiable: false,
  };
  return (
    <View>
      {/*
       * A gender requirement is kept for the recruiter but never published (docs/decisions.md, "Gender
       * requirements"): the law allows one only for jobs the State lists as unsuitable for women, and a
       * position states no such reason. The recruiter is told so before choosing.
       */}
      <View className="pos-form__notice" data-testid="pos-gender-notice">
        <Text>{t('pos.genderNotice')}</Text>
      </View>
      <RecordForm
        schema={positionFormSchema}
        fields={(values) => positionFields(t, values)}
        initial={initial}
        fallbackUrl="/pages/ManagementPosition/ManagementPosition"
        saveText={t('pos.submit')}
        load={id ? () => call(positions.detail, { id: Number(id) }) : undefined}
        refusalField={screenedField}
        save={(body) => {
          const refused = screeningRefusal(t, body);
          if (refused) {
            void toast({ title: refused.message, icon: 'none' });
            return Promise.reject(refused);
          }
          return id ? call(positions.update, { ...body, id: Number(id) }) : call(positions.create, body);
        }}
        afterSave={() => {
          void toast({ title: t('pos.submitted'), icon: 'none' });
          if (afterSave) {
            afterSave();
            return;
          }
          setTimeout(
            () => void Taro.redirectTo({ url: '/pages/ManagementPosition/ManagementPosition?status=under_review' }),
            1000,
          );
        }}
      />
    </View>
  );
}
