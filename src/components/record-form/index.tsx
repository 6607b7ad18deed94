import { useEffect, useState, type ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import type { z } from 'zod';
import { CheckRow, SubmitButton, SwitchField, TextAreaField, TextField } from '../form';
import { ImageField } from '../image-field';
import { LocationField } from '../location-picker/location-field';
import { DateField, RegionField, SelectField } from '../pickers';
import { StateBlock } from '../state-block';
import { useT } from '@/lib/i18n';
import { RequestError, shownRefusal } from '@/lib/request';
import { useForm } from '@/lib/use-form';
import './record-form.scss';
import { toast } from '@/lib/toast';

/** One field of a resume form, described once; the form renders the right control for its kind. */
export type FieldDef =
  | { name: string; label: string; kind: 'text'; maxlength: number; placeholder?: string }
  | { name: string; label: string; kind: 'number'; placeholder?: string }
  | { name: string; label: string; kind: 'textarea'; maxlength: number; placeholder?: string }
  | { name: string; label: string; kind: 'date'; clearText?: string; placeholder?: string }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[]; placeholder?: string }
  | { name: string; label: string; kind: 'region'; placeholder?: string }
  /**
   * a place picked on /choose-location: `name` holds the region code, `address` names the address field and
   * `point` the latitude / longitude fields, when the record keeps a point
   */
  | {
      name: string;
      label: string;
      kind: 'location';
      address: string;
      maxlength: number;
      point?: [latitude: string, longitude: string];
      placeholder?: string;
    }
  | { name: string; label: string; kind: 'switch' }
  /** an agreement-style tick box; `label` is the sentence */
  | { name: string; label: string; kind: 'check' }
  /** an image uploaded with progress; the value is the URL the server answered (`document`: kept private) */
  | { name: string; label: string; kind: 'image'; hint?: string; document?: boolean }
  /**
   * a control of the feature's own (a list of rows: the company's external links); `errors` holds every
   * field error, so nested ones (`links.0.url`) show under their inputs
   */
  | { name: string; label: string; kind: 'custom'; render: (control: CustomControl) => ReactNode };

/** What a `custom` field's control gets. */
export interface CustomControl {
  value: unknown;
  errors: Record<string, string | undefined>;
  onChange: (value: unknown) => void;
}

type Values = Record<string, unknown>;

interface Props<S extends z.ZodType> {
  schema: S;
  /** The fields, or the fields for the values being edited (a field that shows or labels by another's value). */
  fields: FieldDef[] | ((values: Values) => FieldDef[]);
  initial: Values;
  /** Loads the record to edit (when editing). */
  load?: () => Promise<Values>;
  save: (data: z.output<S>) => Promise<unknown>;
  remove?: () => Promise<unknown>;
  /** Where to go after saving when there is no page to go back to. */
  fallbackUrl: string;
  /** Text of the save button (default: Save). */
  saveText?: string;
  /** Runs after a successful save instead of going back (e.g. to submit for review). */
  afterSave?: (saved: unknown) => void;
  /** The field a refusal's key names, whose message then shows under that field (a screened position). */
  refusalField?: (key: string) => string | undefined;
}

/**
 * A record form (resume sections, positions, company): validates with the shared rule before sending, keeps what was typed when a save
 * is refused (the request layer toasts the reason), and goes back to the resume after saving.
 */
export function RecordForm<S extends z.ZodType>({
  schema,
  fields: fieldsOf,
  initial,
  load,
  save,
  remove,
  fallbackUrl,
  saveText,
  afterSave,
  refusalField,
}: Props<S>) {
  const t = useT();
  const form = useForm(schema, initial as Partial<z.input<S>>);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(load ? 'loading' : 'ready');
  const [error, setError] = useState<string>();

  const fetchRecord = () => {
    if (!load) return;
    setStatus('loading');
    load().then(
      (record) => {
        for (const field of typeof fieldsOf === 'function' ? fieldsOf({ ...initial, ...record }) : fieldsOf) {
          // A place field also carries its address and point fields.
          const names = field.kind === 'location' ? [field.name, field.address, ...(field.point ?? [])] : [field.name];
          for (const name of names) {
            const value = record[name];
            if (value !== undefined) form.set(name as never, (value ?? (field.kind === 'date' ? '' : value)) as never);
          }
        }
        setStatus('ready');
      },
      (e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      },
    );
  };
  useEffect(fetchRecord, []);

  if (status === 'loading') return <StateBlock title={t('common.loading')} />;
  if (status === 'error')
    return (
      <StateBlock title={t('common.loadFailed')} body={error} actionText={t('common.retry')} onAction={fetchRecord} />
    );

  const values = form.values as Values;
  const fields = typeof fieldsOf === 'function' ? fieldsOf(values) : fieldsOf;
  const set = (name: string, value: unknown) => form.set(name as never, value as never);

  const done = (message: string) => {
    void toast({ title: message, icon: 'success' });
    setTimeout(() => void Taro.navigateBack().catch(() => Taro.redirectTo({ url: fallbackUrl })), 800);
  };

  return (
    <View className="record-form">
      <View className="record-form__card">
        {fields.map((field) => {
          const common = { key: field.name, name: field.name, label: field.label, error: form.errors[field.name] };
          switch (field.kind) {
            case 'text':
              return (
                <TextField
                  {...common}
                  value={values[field.name] as string}
                  maxlength={field.maxlength + 1}
                  placeholder={field.placeholder}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'number':
              return (
                <TextField
                  {...common}
                  type="number"
                  maxlength={8}
                  value={
                    values[field.name] === undefined || values[field.name] === null ? '' : String(values[field.name])
                  }
                  placeholder={field.placeholder}
                  onChange={(v) => set(field.name, v.trim() === '' ? undefined : Number(v))}
                />
              );
            case 'textarea':
              return (
                <TextAreaField
                  {...common}
                  value={values[field.name] as string}
                  maxlength={field.maxlength}
                  placeholder={field.placeholder}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'date':
              return (
                <DateField
                  {...common}
                  value={values[field.name] as string}
                  clearText={field.clearText}
                  placeholder={field.placeholder ?? t('resume.pick')}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'select':
              return (
                <SelectField
                  {...common}
                  value={values[field.name] as string}
                  options={field.options}
                  placeholder={field.placeholder ?? t('resume.pick')}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'region':
              return (
                <RegionField
                  {...common}
                  value={values[field.name] as string}
                  placeholder={field.placeholder ?? t('resume.pickRegion')}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'location':
              return (
                <LocationField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  placeholder={field.placeholder ?? t('resume.pickRegion')}
                  error={form.errors[field.name] ?? form.errors[field.address]}
                  maxlength={field.maxlength}
                  value={{
                    region: values[field.name] as string | undefined,
                    address: values[field.address] as string | undefined,
                    latitude: field.point ? ((values[field.point[0]] as number | undefined) ?? undefined) : undefined,
                    longitude: field.point ? ((values[field.point[1]] as number | undefined) ?? undefined) : undefined,
                  }}
                  onChange={(place) => {
                    set(field.name, place.region);
                    set(field.address, place.address);
                    if (field.point) {
                      set(field.point[0], place.latitude ?? null);
                      set(field.point[1], place.longitude ?? null);
                    }
                  }}
                />
              );
            case 'check':
              return (
                <CheckRow
                  key={field.name}
                  checked={Boolean(values[field.name])}
                  error={form.errors[field.name]}
                  testId={`check-${field.name}`}
                  onChange={(v) => set(field.name, v)}
                >
                  {field.label}
                </CheckRow>
              );
            case 'image':
              return (
                <ImageField
                  {...common}
                  value={values[field.name] as string}
                  hint={field.hint}
                  privateDocument={field.document}
                  onChange={(v) => set(field.name, v)}
                />
              );
            case 'custom':
              return (
                <View key={field.name}>
                  {field.render({
                    value: values[field.name],
                    errors: form.errors,
                    onChange: (v) => set(field.name, v),
                  })}
                </View>
              );
            case 'switch':
              return (
                <SwitchField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  checked={values[field.name] as boolean}
                  onChange={(v) => set(field.name, v)}
                />
              );
          }
        })}
      </View>
      <View className="record-form__actions">
        <SubmitButton
          text={saveText ?? t('resume.save')}
          loading={form.submitting}
          testId="save"
          onClick={() =>
            void form.submit(async (data) => {
              let saved: unknown;
              try {
                saved = await save(data);
              } catch (error) {
                const field = error instanceof RequestError && error.key ? refusalField?.(error.key) : undefined;
                if (field) form.setErrors({ [field]: (error as RequestError).message });
                throw error;
              }
              if (afterSave) afterSave(saved);
              else done(t('resume.saved'));
            })
          }
        />
        {remove ? (
          <SubmitButton
            plain
            text={t('resume.delete')}
            testId="delete"
            onClick={() =>
              void Taro.showModal({ title: t('resume.deleteTitle'), content: t('resume.deleteConfirm') }).then(
                async (res) => {
                  if (!res.confirm) return;
                  try {
                    await remove();
                    done(t('resume.deleted'));
                  } catch (e) {
                    shownRefusal(e);
                  }
                },
              )
            }
          />
        ) : null}
      </View>
    </View>
  );
}
