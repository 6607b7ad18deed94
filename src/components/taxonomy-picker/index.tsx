/**
 * Pickers of the shared taxonomies (services/taxonomy.ts): job categories (职能, three levels) and industries
 * (GB/T 4754-2017, sections and divisions), with the levels side by side as on BOSS直聘 and a search by name
 * (either language, and everyday aliases) above them. Taro components only, so the same code runs on weapp
 * and H5. The tree loads when the picker first opens (and is kept in storage), never with the page.
 *
 * - `TaxonomyPicker`: the panel (a full-screen layer). `pickLevel` 3 (a position's category) or 2 (an
 *   industry division) allows only nodes of that level; without it any level may be chosen ("全部 后端开发"
 *   rows: an expectation may be broad). `max` > 1 keeps a list with a 确定 button, 1 confirms on the pick.
 * - `TaxonomyField`: a form field showing the choice ('Java', or '前端开发工程师、产品经理') that opens it.
 *
 * Accessible: every tap target is a button with a label (role, aria-label, tabIndex: keyboard-focusable
 * on H5; the weapp reads aria-label), the chosen ones say aria-pressed, the search field has its label.
 */
import { useEffect, useMemo, useState } from 'react';
import { Input, ScrollView, Text, View } from '@tarojs/components';
import { useLocale, useT } from '@/lib/i18n';
import {
  loadTaxonomy,
  nodeName,
  searchTaxonomy,
  taxonomyPath,
  type TaxonomyIndex,
  type TaxonomyKind,
  type TaxonomyNode,
} from '@/services/taxonomy';
import { Field } from '../form';
import './strings';
import './taxonomy-picker.scss';

export interface TaxonomyPickerProps {
  kind: TaxonomyKind;
  title: string;
  /** The codes chosen so far. */
  value: readonly string[];
  /** How many may be chosen (1: the pick confirms at once). */
  max?: number;
  /** The only level that may be chosen (3: a position's category, 2: an industry division); none: any. */
  pickLevel?: number;
  onConfirm: (codes: string[]) => void;
  onClose: () => void;
}

/** Props that make a View a labelled, keyboard-reachable button on H5 (weapp reads aria-label). */
function buttonProps(label: string, pressed?: boolean) {
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': label,
    ...(pressed === undefined ? {} : { 'aria-pressed': pressed }),
  } as Record<string, unknown>;
}

function useTaxonomy(kind: TaxonomyKind) {
  const [index, setIndex] = useState<TaxonomyIndex>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadTaxonomy(kind).then(
      (loaded) => live && setIndex(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [kind, attempt]);
  return { index, failed, retry: () => setAttempt((n) => n + 1) };
}

export function TaxonomyPicker({ kind, title, value, max = 1, pickLevel, onConfirm, onClose }: TaxonomyPickerProps) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const { index, failed, retry } = useTaxonomy(kind);
  const [chosen, setChosen] = useState<string[]>([...value]);
  const [query, setQuery] = useState('');
  // The open node of each level above the last (level 1 at [0], level 2 at [1]).
  const [open, setOpen] = useState<string[]>([]);

  // Start where the first chosen code is.
  useEffect(() => {
    if (!index || !value[0]) return;
    setOpen(
      taxonomyPath(index, value[0])
        .filter((node) => node.children?.length)
        .map((node) => node.code),
    );
  }, [index, value]);

  const name = (node: TaxonomyNode) => nodeName(node, locale);
  const levelOf = (node: TaxonomyNode) => (index ? taxonomyPath(index, node.code).length : 0);
  const choosable = (node: TaxonomyNode) => (pickLevel ? levelOf(node) === pickLevel : true);

  const choose = (node: TaxonomyNode) => {
    if (!choosable(node)) return;
    if (max === 1) {
      onConfirm([node.code]);
      return;
    }
    setChosen((list) =>
      list.includes(node.code)
        ? list.filter((code) => code !== node.code)
        : list.length >= max
          ? list
          : [...list, node.code],
    );
  };

  const hits = useMemo(
    () =>
      index && query.trim()
        ? searchTaxonomy(index, query, { leavesOnly: pickLevel !== undefined }).filter((hit) => choosable(hit.node))
        : [],
    [index, query, pickLevel],
  );

  // The columns: the roots, then the children of each open node.
  const columns: Array<{ parent?: TaxonomyNode; nodes: TaxonomyNode[] }> = [];
  if (index) {
    columns.push({ nodes: index.roots });
    for (const code of open) {
      const parent = index.byCode.get(code);
      if (parent?.children?.length) columns.push({ parent, nodes: parent.children });
    }
  }

  const row = (node: TaxonomyNode, column: number, label = name(node)) => {
    const isOpen = open[column] === node.code;
    const isChosen = chosen.includes(node.code);
    const branch = !!node.children?.length && label === name(node);
    return (
      <View
        key={`${column}-${node.code}-${label}`}
        className={`txp-row ${isOpen ? 'txp-row--open' : ''} ${isChosen ? 'txp-row--chosen' : ''}`}
        data-testid={`txp-node-${node.code}${branch ? '' : '-pick'}`}
        {...buttonProps(branch ? t('txp.levels', { name: label }) : label, branch ? undefined : isChosen)}
        onClick={() => (branch ? setOpen([...open.slice(0, column), node.code]) : choose(node))}
      >
        <Text className="txp-row__text">{label}</Text>
      </View>
    );
  };

  return (
    <View className="txp" data-testid={`txp-${kind}`} role="dialog" aria-label={title}>
      <View className="txp-head">
        <Text className="txp-title">{title}</Text>
        <View className="txp-close" data-testid="txp-close" {...buttonProps(t('txp.close'))} onClick={onClose}>
          <Text>{t('txp.close')}</Text>
        </View>
      </View>
      <View className="txp-search">
        <Input
          className="txp-search__input"
          data-testid="txp-search"
          value={query}
          placeholder={t('txp.search')}
          aria-label={t('txp.searchLabel')}
          onInput={(e) => setQuery(String(e.detail.value))}
        />
      </View>
      {failed ? (
        <View className="txp-state" data-testid="txp-failed" {...buttonProps(t('txp.loadFailed'))} onClick={retry}>
          <Text>{t('txp.loadFailed')}</Text>
        </View>
      ) : !index ? (
        <View className="txp-state">
          <Text>{t('txp.loading')}</Text>
        </View>
      ) : query.trim() ? (
        <ScrollView scrollY className="txp-hits" data-testid="txp-hits">
          {hits.length ? (
            hits.map(({ node, path }) => {
              const label = path.map(name).join(' > ');
              return (
                <View
                  key={node.code}
                  className={`txp-hit ${chosen.includes(node.code) ? 'txp-row--chosen' : ''}`}
                  data-testid={`txp-hit-${node.code}`}
                  {...buttonProps(label, chosen.includes(node.code))}
                  onClick={() => choose(node)}
                >
                  <Text className="txp-hit__name">{name(node)}</Text>
                  <Text className="txp-hit__path">{path.slice(0, -1).map(name).join(' > ')}</Text>
                </View>
              );
            })
          ) : (
            <View className="txp-state" data-testid="txp-no-match">
              <Text>{t('txp.noMatch')}</Text>
            </View>
          )}
        </ScrollView>
      ) : (
        <View className="txp-columns">
          {columns.map((col, column) => (
            <ScrollView
              scrollY
              key={col.parent?.code ?? 'roots'}
              className="txp-column"
              data-testid={`txp-col-${column}`}
            >
              {/* Any level may be chosen: the open node itself, as 全部 <name>. */}
              {col.parent && pickLevel === undefined
                ? row(col.parent, column, t('txp.all', { name: name(col.parent) }))
                : null}
              {col.nodes.map((node) => row(node, column))}
            </ScrollView>
          ))}
        </View>
      )}
      {max > 1 ? (
        <View className="txp-foot">
          <View className="txp-chips">
            <Text className="txp-count">{t('txp.chosen', { n: chosen.length, max })}</Text>
            {index
              ? chosen.map((code) => {
                  const node = index.byCode.get(code);
                  const label = node ? name(node) : code;
                  return (
                    <View
                      key={code}
                      className="txp-chip"
                      data-testid={`txp-chip-${code}`}
                      {...buttonProps(t('txp.remove', { name: label }))}
                      onClick={() => setChosen((list) => list.filter((c) => c !== code))}
                    >
                      <Text>{label} ×</Text>
                    </View>
                  );
                })
              : null}
          </View>
          <View
            className={`txp-confirm ${chosen.length ? '' : 'txp-confirm--off'}`}
            data-testid="txp-confirm"
            {...buttonProps(t('txp.confirm'))}
            aria-disabled={!chosen.length}
            onClick={() => chosen.length && onConfirm(chosen)}
          >
            <Text>{t('txp.confirm')}</Text>
          </View>
        </View>
      ) : null}
    </View>
  );
}

/** The names of chosen codes, for a field or a card ('前端开发工程师、产品经理'). */
export function useTaxonomyNames(kind: TaxonomyKind, codes: readonly string[]): string {
  const locale = useLocale((s) => s.locale);
  const [index, setIndex] = useState<TaxonomyIndex>();
  const wanted = codes.filter(Boolean).length > 0;
  useEffect(() => {
    if (wanted) loadTaxonomy(kind).then(setIndex, () => undefined);
  }, [kind, wanted]);
  if (!index) return '';
  return codes
    .map((code) => index.byCode.get(code))
    .filter((node): node is TaxonomyNode => !!node)
    .map((node) => nodeName(node, locale))
    .join(locale === 'en' ? ', ' : '、');
}

export interface TaxonomyFieldProps extends Omit<TaxonomyPickerProps, 'onConfirm' | 'onClose' | 'title'> {
  name: string;
  label: string;
  error?: string;
  placeholder?: string;
  onChange: (codes: string[]) => void;
}

/** A form field showing the chosen names; a tap opens the picker. */
export function TaxonomyField({ name, label, error, placeholder, onChange, ...picker }: TaxonomyFieldProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const shown = useTaxonomyNames(picker.kind, picker.value);
  return (
    <Field label={label} error={error} name={name}>
      <View
        className={`picker-value ${shown ? '' : 'picker-value--empty'}`}
        data-testid={`picker-${name}`}
        {...buttonProps(shown ? `${label} ${shown}` : `${label} ${placeholder ?? t('txp.choose')}`)}
        onClick={() => setOpened(true)}
      >
        <Text>{shown || placeholder || t('txp.choose')}</Text>
      </View>
      {opened ? (
        <TaxonomyPicker
          {...picker}
          title={label}
          onConfirm={(codes) => {
            setOpened(false);
            onChange(codes);
          }}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </Field>
  );
}
