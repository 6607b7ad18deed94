import { useEffect, useMemo, useState } from 'react';
import { View, Text, Input, ScrollView } from '@tarojs/components';
import { SubmitButton, TextAreaField } from '../form';
import { StateBlock } from '../state-block';
import { useT } from '@/lib/i18n';
import { useDebouncedCallback } from '@/lib/throttle';
import { locate } from '@/lib/location';
import { loadRegions, regionLabel, regionPath, type RegionNode } from '@/services/regions';
import type { ChosenPlace } from './location-channel';
import './location-picker.scss';
import './strings';
import { toast } from '@/lib/toast';

/** Search hits: cities and districts whose name contains the words, with their province / city for context. */
function searchRegions(tree: RegionNode[], words: string, limit = 20): { node: RegionNode; path: string }[] {
  const hits: { node: RegionNode; path: string }[] = [];
  for (const province of tree) {
    if (province.text.includes(words)) hits.push({ node: province, path: province.text });
    for (const city of province.children ?? []) {
      if (city.text.includes(words)) hits.push({ node: city, path: `${province.text} ${city.text}` });
      for (const district of city.children ?? []) {
        if (district.text.includes(words))
          hits.push({ node: district, path: `${province.text} ${city.text} ${district.text}` });
      }
    }
    if (hits.length >= limit) break;
  }
  return hits.slice(0, limit);
}

interface Props {
  initial: Partial<ChosenPlace>;
  addressMax: number;
  onConfirm: (place: ChosenPlace) => void;
}

/**
 * Picking a place (the spec's /choose-location): province, city and district in three columns (or found by
 * name), an address line, and optionally the user's current point, which makes "nearby" exact.
 */
export function LocationPicker({ initial, addressMax, onConfirm }: Props) {
  const t = useT();
  const [tree, setTree] = useState<RegionNode[]>();
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState(initial.region ?? '');
  const [address, setAddress] = useState(initial.address ?? '');
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | undefined>(
    initial.latitude !== undefined && initial.longitude !== undefined
      ? { latitude: initial.latitude, longitude: initial.longitude }
      : undefined,
  );
  const [words, setWords] = useState('');
  // What the matches are for: the typed words once typing pauses (spec section 9's 500 ms debounce).
  const [query, setQuery] = useState('');
  const searchLater = useDebouncedCallback(setQuery);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string>();

  const load = () => {
    setFailed(false);
    loadRegions().then(setTree, () => setFailed(true));
  };
  useEffect(load, []);

  const path = useMemo(() => (tree ? regionPath(tree, code) : []), [tree, code]);
  const hits = useMemo(() => (tree && query.trim() ? searchRegions(tree, query.trim()) : []), [tree, query]);

  if (failed) return <StateBlock title={t('common.loadFailed')} actionText={t('common.retry')} onAction={load} />;
  if (!tree) return <StateBlock title={t('common.loading')} />;

  const columns: { list: RegionNode[]; selected?: RegionNode; testId: string }[] = [
    { list: tree, selected: path[0], testId: 'province' },
    { list: path[0]?.children ?? [], selected: path[1], testId: 'city' },
    { list: path[1]?.children ?? [], selected: path[2], testId: 'district' },
  ];

  const locateMe = async () => {
    setLocating(true);
    try {
      setPoint(await locate());
    } catch {
      void toast({ title: t('place.locateFailed'), icon: 'none' });
    } finally {
      setLocating(false);
    }
  };

  const confirm = () => {
    if (path.length < 2) return setError(t('place.needCity'));
    if (address.trim().length > addressMax) return setError(t('place.addressTooLong', { max: addressMax }));
    onConfirm({ region: code, address: address.trim(), ...(point ?? {}) });
  };

  return (
    <View className="place">
      <View className="place__search">
        <Input
          className="place__search-input"
          value={words}
          placeholder={t('place.search')}
          maxlength={20}
          data-testid="place-search"
          onInput={(e) => {
            setWords(e.detail.value);
            searchLater(e.detail.value);
          }}
        />
      </View>
      {query.trim() ? (
        <View className="place__hits" data-testid="place-hits">
          {hits.length ? (
            hits.map((hit) => (
              <View
                key={hit.node.value}
                className="place__hit"
                onClick={() => {
                  setCode(hit.node.value);
                  setWords('');
                  setQuery('');
                  setError(undefined);
                }}
              >
                {hit.path}
              </View>
            ))
          ) : (
            <Text className="place__none">{t('place.noMatch')}</Text>
          )}
        </View>
      ) : (
        <View className="place__columns">
          {columns.map((column) => (
            <ScrollView key={column.testId} scrollY className="place__column">
              <View data-testid={`place-${column.testId}`}>
                {column.list.map((node) => (
                  <View
                    key={node.value}
                    className={`place__item ${column.selected?.value === node.value ? 'place__item--on' : ''}`}
                    onClick={() => {
                      setCode(node.value);
                      setError(undefined);
                    }}
                  >
                    {node.text}
                  </View>
                ))}
              </View>
            </ScrollView>
          ))}
        </View>
      )}
      <View className="place__card">
        <Text className="place__chosen" data-testid="place-chosen">
          {code ? regionLabel(tree, code) || path.map((n) => n.text).join(' ') : t('place.nothingYet')}
        </Text>
        <TextAreaField
          name="address"
          label={t('place.address')}
          value={address}
          maxlength={addressMax}
          placeholder={t('place.addressPlaceholder')}
          onChange={(v) => {
            setAddress(v);
            setError(undefined);
          }}
        />
        <View className="place__point">
          <Text className="place__point-text" data-testid="place-point">
            {point
              ? t('place.pointSet', { lat: point.latitude.toFixed(4), lng: point.longitude.toFixed(4) })
              : t('place.pointHint')}
          </Text>
          <Text className="place__point-action" data-testid="place-locate" onClick={() => void locateMe()}>
            {locating ? t('common.loading') : point ? t('place.pointAgain') : t('place.pointUse')}
          </Text>
          {point ? (
            <Text className="place__point-action" data-testid="place-clear-point" onClick={() => setPoint(undefined)}>
              {t('place.pointClear')}
            </Text>
          ) : null}
        </View>
        {error ? (
          <Text className="place__error" data-testid="place-error">
            {error}
          </Text>
        ) : null}
      </View>
      <View className="place__actions">
        <SubmitButton text={t('place.confirm')} testId="place-confirm" onClick={confirm} />
      </View>
    </View>
  );
}
