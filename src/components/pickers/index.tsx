import { useEffect, useMemo, useState } from 'react';
import { Picker, View, Text } from '@tarojs/components';
import { useLocale, useT } from '@/lib/i18n';
import { loadRegions, regionLabel, regionPath, type RegionNode } from '@/services/regions';
import { Field } from '../form';
import { formatDate } from './date-parts';

interface Common {
  name: string;
  label: string;
  error?: string;
  placeholder?: string;
}

function Shown({ text, placeholder, testId }: { text?: string; placeholder?: string; testId: string }) {
  return (
    <View className={`picker-value ${text ? '' : 'picker-value--empty'}`} data-testid={testId}>
      <Text>{text || placeholder}</Text>
    </View>
  );
}

/**
 * A YYYY-MM-DD date; `clearText` offers an empty value (e.g. 'up to now' for an end date). WeChat's own
 * year/month/day wheels; the chosen date reads as on H5 (2026年11月27日, 27 Nov 2026: date-parts.ts).
 */
export function DateField({
  name,
  label,
  error,
  placeholder,
  value,
  onChange,
  clearText,
  start = '1950-01-01',
  end = '2050-12-31',
}: Common & { value?: string; onChange: (v: string) => void; clearText?: string; start?: string; end?: string }) {
  const locale = useLocale((s) => s.locale);
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
            onClick={() => onChange('')}
          >
            {clearText}
          </Text>
        ) : undefined
      }
    >
      <Picker
        mode="date"
        value={value || ''}
        start={start}
        end={end}
        onChange={(e) => onChange(String(e.detail.value))}
      >
        <Shown
          text={formatDate(value, locale) || clearText || ''}
          placeholder={placeholder}
          testId={`picker-${name}`}
        />
      </Picker>
    </Field>
  );
}

/** One option of a list. */
export function SelectField<V extends string>({
  name,
  label,
  error,
  placeholder,
  value,
  options,
  onChange,
}: Common & { value?: V; options: { value: V; label: string }[]; onChange: (v: V) => void }) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <Field label={label} error={error} name={name}>
      <Picker
        mode="selector"
        range={options.map((o) => o.label)}
        value={Math.max(index, 0)}
        onChange={(e) => onChange(options[Number(e.detail.value)].value)}
      >
        <Shown text={index >= 0 ? options[index].label : ''} placeholder={placeholder} testId={`picker-${name}`} />
      </Picker>
    </Field>
  );
}

/** Province / city / district from the region tree; answers the deepest code chosen. */
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
  const [cursor, setCursor] = useState<number[]>([0, 0, 0]);

  useEffect(() => {
    loadRegions().then(setTree, () => setFailed(true));
  }, []);

  useEffect(() => {
    if (!tree.length || !value) return;
    const path = regionPath(tree, value);
    const p = tree.indexOf(path[0]);
    const c = path[1] ? (path[0].children ?? []).indexOf(path[1]) : 0;
    const d = path[2] ? (path[1]?.children ?? []).indexOf(path[2]) : 0;
    setCursor([Math.max(p, 0), Math.max(c, 0), Math.max(d, 0)]);
  }, [tree, value]);

  const columns = useMemo(() => {
    const province = tree[cursor[0]];
    const city = province?.children?.[cursor[1]];
    return [tree, province?.children ?? [], city?.children ?? []].map((list) => list.map((n) => n.text));
  }, [tree, cursor]);

  const pick = (indexes: number[]) => {
    const province = tree[indexes[0]];
    const city = province?.children?.[indexes[1]];
    const district = city?.children?.[indexes[2]];
    const node = district ?? city ?? province;
    if (node) onChange(node.value);
  };

  return (
    <Field label={label} error={error || (failed ? t('common.loadFailed') : undefined)} name={name}>
      <Picker
        mode="multiSelector"
        range={columns}
        value={cursor}
        onColumnChange={(e) => {
          const { column, value: row } = e.detail as { column: number; value: number };
          setCursor((prev) =>
            column === 0 ? [row, 0, 0] : column === 1 ? [prev[0], row, 0] : [prev[0], prev[1], row],
          );
        }}
        onChange={(e) => pick((e.detail.value as number[]).map(Number))}
      >
        <Shown text={tree.length ? regionLabel(tree, value) : ''} placeholder={placeholder} testId={`picker-${name}`} />
      </Picker>
    </Field>
  );
}

/**
 * A toolbar filter: one choice of a list or `all` (answers ''), shown as a chip saying the choice. WeChat's
 * selector wheel here; on H5 the browser's select (index.h5.tsx), which a keyboard and a screen reader work.
 */
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
  /** What is filtered (the select's name on H5). */
  label: string;
  testId: string;
  className: string;
  onChange: (value: string) => void;
}) {
  return (
    <Picker
      mode="selector"
      range={[all, ...options]}
      headerText={label}
      onChange={(e) => onChange(Number(e.detail.value) ? options[Number(e.detail.value) - 1] : '')}
    >
      <Text className={className} data-testid={testId}>
        {value || all} ▾
      </Text>
    </Picker>
  );
}
