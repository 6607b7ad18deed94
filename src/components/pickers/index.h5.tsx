/**
 * H5 twin of the pickers: the browser's own selects (the native wheels on phones, a list on desktops)
 * instead of Taro's emulated picker popup. Same props as index.tsx. A date is three selects (year, month,
 * day) labelled in the user's language, never the browser's date input, which writes mm/dd/yyyy in the
 * browser's locale whatever the app's language.
 */
import { useEffect, useState } from 'react';
import { Text } from '@tarojs/components';
import { useLocale, useT } from '@/lib/i18n';
import { loadRegions, regionPath, type RegionNode } from '@/services/regions';
import { Field } from '../form';
import {
  composeDate,
  dateOptions,
  dateOrder,
  DATE_PART_NAMES,
  formatDate,
  parseDate,
  type DateParts,
} from './date-parts';
import './pickers.h5.scss';

interface Common {
  name: string;
  label: string;
  error?: string;
  placeholder?: string;
}

export function DateField({
  name,
  label,
  error,
  value,
  onChange,
  clearText,
  start = '1950-01-01',
  end = '2050-12-31',
}: Common & { value?: string; onChange: (v: string) => void; clearText?: string; start?: string; end?: string }) {
  const locale = useLocale((s) => s.locale);
  // What is picked so far: a date needs all three, and a half-picked one is kept here until it is whole.
  const [parts, setParts] = useState<DateParts>(() => parseDate(value));
  useEffect(() => {
    if (value || composeDate(parts, start, end)) setParts(parseDate(value));
  }, [value]);
  const options = dateOptions(parts, start, end, locale);
  const pick = (key: keyof DateParts, text: string) => {
    const next = { ...parts, [key]: text ? Number(text) : undefined };
    const date = composeDate(next, start, end);
    setParts(date ? parseDate(date) : next);
    if (date || value) onChange(date);
  };
  const shown = formatDate(value, locale);
  return (
    <Field
      label={label}
      error={error}
      name={name}
      extra={
        clearText ? (
          <Text
            className={`picker-clear ${value ? '' : 'picker-clear--on'}`}
            data-testid={`clear-${name}`}
            onClick={() => {
              setParts({});
              onChange('');
            }}
          >
            {clearText}
          </Text>
        ) : undefined
      }
    >
      <div
        className="native-region native-date"
        role="group"
        aria-label={shown ? `${label} ${shown}` : label}
        data-testid={`picker-${name}`}
        data-value={value || ''}
      >
        {dateOrder(locale).map((key) => (
          <select
            key={key}
            className={`native-picker native-picker--region native-picker--${key} ${parts[key] ? '' : 'native-picker--empty'}`}
            value={parts[key] ?? ''}
            aria-label={DATE_PART_NAMES[locale][key]}
            data-testid={`picker-${name}-${key}`}
            onChange={(e) => pick(key, e.target.value)}
          >
            <option value="">{DATE_PART_NAMES[locale][key]}</option>
            {options[key].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ))}
      </div>
    </Field>
  );
}

export function SelectField<V extends string>({
  name,
  label,
  error,
  placeholder,
  value,
  options,
  onChange,
}: Common & { value?: V; options: { value: V; label: string }[]; onChange: (v: V) => void }) {
  const known = options.some((o) => o.value === value);
  return (
    <Field label={label} error={error} name={name}>
      <select
        className={`native-picker ${known ? '' : 'native-picker--empty'}`}
        value={known ? value : '__none'}
        aria-label={label}
        data-testid={`picker-${name}`}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {known ? null : (
          <option value="__none" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value || '__any'} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Province, city, district as three selects; answers the deepest code chosen. */
export function RegionField({
  name,
  label,
  error,
  placeholder,
  value,
  onChange,
}: Common & { value?: string; onChange: (code: string) => void }) {
  const t = useT();
  const [tree, setTree] = useState<RegionNode[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadRegions().then(setTree, () => setFailed(true));
  }, []);
  const [province, city, district] = regionPath(tree, value);
  const level = (
    testId: string,
    nodes: RegionNode[] | undefined,
    current: RegionNode | undefined,
    text: string,
    parent?: RegionNode,
  ) => (
    <select
      className={`native-picker native-picker--region ${current ? '' : 'native-picker--empty'}`}
      value={current?.value ?? ''}
      disabled={!nodes?.length}
      aria-label={`${label} ${text}`}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value || parent?.value || '')}
    >
      <option value="">{text}</option>
      {(nodes ?? []).map((n) => (
        <option key={n.value} value={n.value}>
          {n.text}
        </option>
      ))}
    </select>
  );
  return (
    <Field label={label} error={error || (failed ? t('common.loadFailed') : undefined)} name={name}>
      <div className="native-region" role="group" aria-label={label || placeholder}>
        {level(`picker-${name}-province`, tree, province, t('region.province'))}
        {level(`picker-${name}-city`, province?.children, city, t('region.city'), province)}
        {level(`picker-${name}-district`, city?.children, district, t('region.district'), city)}
      </div>
    </Field>
  );
}

/** A toolbar filter as the browser's select (see index.tsx): named by `label`, '' for `all`. */
export function FilterChoice({
  options,
  all,
  value,
  label,
  testId,
  className,
  onChange,
}: {
  options: string[];
  all: string;
  value: string;
  label: string;
  testId: string;
  className: string;
  onChange: (value: string) => void;
}) {
  return (
    <select
      className={`${className} native-filter`}
      value={value}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
