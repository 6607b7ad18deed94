import { View, Text } from '@tarojs/components';
import { CONTRACT_KINDS, CONTRACT_KIND_LABEL } from '@common/constants';
import {
  contractDraftSchema,
  maxProbationMonths,
  minProbationSalary,
  partyBSchema,
  type ContractDetail,
  type ContractDraft,
  type ContractPrefill,
} from '@common/contracts';
import { DateField, SelectField } from '@/components/pickers';
import { SubmitButton, TextAreaField, TextField } from '@/components/form';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import '../strings';

type Draft = Partial<ContractDraft>;
const NUMBER_FIELDS = ['probationSalary', 'formalSalary', 'payDay'] as const;

/** '' -> undefined, digits -> a number, anything else stays text so the shared rule names the problem. */
function asNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The contract form. Party A (the recruiter) fills every field of a draft; Party B (the seeker) completes or
 * corrects only their own details while the contract waits, the rest shown read-only. The shared rules
 * (common/contracts.ts) check it before sending; each problem shows under its field, with the law's limits
 * shown as hints while typing.
 */
export function ContractForm({
  side,
  initial,
  saving,
  onSave,
}: {
  side: 'partyA' | 'partyB';
  initial: ContractPrefill | ContractDetail['fields'];
  saving?: boolean;
  onSave: (values: ContractDraft) => Promise<void>;
}) {
  const t = useT();
  const partyB = side === 'partyB';
  const form = useForm(partyB ? partyBSchema : contractDraftSchema, initial as Draft);
  const v = form.values as Draft;
  const set = (key: keyof ContractDraft, value: unknown) => form.set(key as never, value as never);
  const text = (
    key: keyof ContractDraft,
    options: {
      maxlength?: number;
      placeholder?: string;
      type?: 'text' | 'number' | 'digit' | 'idcard';
      readOnly?: boolean;
    } = {},
  ) =>
    options.readOnly ? (
      <ReadOnly key={key} label={t(`contract.f.${key}`)} value={String(v[key] ?? '')} />
    ) : partyB ? (
      // Party B's own details among read-only lines: boxed like inputs, so what to fill in stands out.
      <View key={key} className="contract-form__fill" data-testid={`fill-${key}`}>
        {field(key, options)}
      </View>
    ) : (
      field(key, options)
    );
  const field = (
    key: keyof ContractDraft,
    options: { maxlength?: number; placeholder?: string; type?: 'text' | 'number' | 'digit' | 'idcard' },
  ) => (
    <TextField
      key={key}
      name={key}
      label={t(`contract.f.${key}`)}
      value={v[key] === undefined ? '' : String(v[key])}
      type={options.type}
      maxlength={options.maxlength}
      placeholder={options.placeholder}
      error={form.errors[key]}
      onChange={(value) => set(key, (NUMBER_FIELDS as readonly string[]).includes(key) ? asNumber(value) : value)}
    />
  );
  const date = (key: 'contractDate' | 'startDate' | 'endDate' | 'probationStart' | 'probationEnd', clear?: boolean) =>
    partyB ? (
      <ReadOnly key={key} label={t(`contract.f.${key}`)} value={v[key] || '—'} />
    ) : (
      <DateField
        key={key}
        name={key}
        label={t(`contract.f.${key}`)}
        value={v[key]}
        start="2000-01-01"
        end="2100-12-31"
        clearText={clear ? t('contract.noProbationOption') : undefined}
        error={form.errors[key]}
        onChange={(value) => set(key, value)}
      />
    );

  const termMax =
    v.startDate && v.endDate && v.endDate > v.startDate ? maxProbationMonths(v.startDate, v.endDate) : null;
  const payMin = typeof v.formalSalary === 'number' ? minProbationSalary(v.formalSalary) : null;
  const own = (key: keyof ContractDraft) => ({
    readOnly: false,
    placeholder: partyB ? t('contract.p.fill', { label: t(`contract.f.${key}`) }) : t('contract.p.optionalB'),
  });
  const theirs = { readOnly: partyB };

  return (
    <View className={`contract-form ${partyB ? 'contract-form--partyB' : ''}`} data-testid="contract-form">
      {partyB ? (
        <View className="contract-form__intro">
          <Text className="contract-form__intro-title">{t('contract.partyBTitle')}</Text>
          <Text className="contract-form__intro-body">{t('contract.partyBBody')}</Text>
        </View>
      ) : (
        <SelectField
          name="kind"
          label={t('contract.f.kind')}
          value={v.kind}
          options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(CONTRACT_KIND_LABEL[kind]) }))}
          onChange={(kind) => set('kind', kind)}
        />
      )}

      <Text className="contract-form__group">{t('contract.partyA')}</Text>
      {text('partyAName', { ...theirs, maxlength: 101 })}
      {text('partyAAddress', { ...theirs, maxlength: 201 })}
      {text('partyAPhone', { ...theirs, maxlength: 20 })}

      <Text className="contract-form__group">{t('contract.partyB')}</Text>
      {text('partyBName', { ...theirs, maxlength: 21 })}
      {text('partyBPosition', { ...theirs, maxlength: 51 })}
      {text('partyBPhone', { ...theirs, maxlength: 12, type: 'number' })}
      {text('partyBIdNumber', { ...own('partyBIdNumber'), maxlength: 18, type: 'idcard' })}
      {text('partyBContactAddress', { ...own('partyBContactAddress'), maxlength: 201 })}
      {text('partyBRegisteredAddress', { ...own('partyBRegisteredAddress'), maxlength: 201 })}

      <Text className="contract-form__group">{t('contract.term')}</Text>
      {date('contractDate')}
      {date('startDate')}
      {date('endDate')}
      {date('probationStart', true)}
      {date('probationEnd', true)}
      {!partyB && termMax !== null ? (
        <Text className="contract-form__hint" data-testid="hint-probation">
          {termMax ? t('contract.hint.probation', { max: termMax }) : t('contract.hint.noProbation')}
        </Text>
      ) : null}

      <Text className="contract-form__group">{t('contract.pay')}</Text>
      {text('formalSalary', { ...theirs, type: 'number', maxlength: 9 })}
      {text('probationSalary', { ...theirs, type: 'number', maxlength: 9 })}
      {!partyB && payMin !== null && v.probationStart ? (
        <Text className="contract-form__hint" data-testid="hint-probation-pay">
          {t('contract.hint.probationPay', { min: payMin })}
        </Text>
      ) : null}
      {text('payDay', { ...theirs, type: 'number', maxlength: 2 })}
      {text('bankName', { ...own('bankName'), maxlength: 101 })}
      {text('bankCard', { ...own('bankCard'), maxlength: 23 })}

      <Text className="contract-form__group">{t('contract.other')}</Text>
      {partyB ? (
        <ReadOnly label={t('contract.f.terms')} value={v.terms || '—'} />
      ) : (
        <TextAreaField
          name="terms"
          label={t('contract.f.terms')}
          value={v.terms}
          maxlength={2000}
          placeholder={t('contract.p.terms')}
          error={form.errors.terms}
          onChange={(value) => set('terms', value)}
        />
      )}

      <SubmitButton
        text={partyB ? t('contract.savePartyB') : t('contract.saveDraft')}
        loading={form.submitting || saving}
        testId="contract-save"
        onClick={() => void form.submit((values) => onSave(values as ContractDraft))}
      />
    </View>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <View className="form-field contract-form__readonly">
      <Text className="form-field__label">{label}</Text>
      <Text className="contract-form__value">{value}</Text>
    </View>
  );
}
