import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { StateBlock } from '@/components/state-block';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { listPositions } from '../api/list-positions';
import { PositionCard } from './position-card';
import { PositionFilterBar } from './position-filter-bar';
import type { PositionFilterState } from './position-filters';
import { useHomeList } from './use-home-list';

/**
 * 最新 on home: the public list, newest first, under the keyword of the home's search and the filter bar (whose
 * state the home keeps: a seeker's list starts in the city of the chosen expectation).
 */
export function LatestPositions({
  query,
  filters,
  onFilters,
}: {
  query: string;
  filters: PositionFilterState;
  onFilters: (next: PositionFilterState) => void;
}) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const fetchPage = useCallback((pageNum: number) => listPositions(query, filters, pageNum), [query, filters]);
  const filtered = !!query || Object.values(filters).some(Boolean);
  const list = useHomeList(fetchPage);

  return (
    <View className="home-latest" data-testid="home-latest">
      <PositionFilterBar value={filters} onChange={onFilters} />
      {list.status === 'loading' && list.rows.length === 0 ? (
        <StateBlock title={t('common.loading')} testId="home-loading" />
      ) : null}
      {list.status === 'error' && list.rows.length === 0 ? (
        <StateBlock
          title={t('common.loadFailed')}
          body={list.error}
          actionText={t('common.retry')}
          onAction={() => void list.reload()}
          testId="home-error"
        />
      ) : null}
      {list.status === 'done' && list.rows.length === 0 ? (
        <StateBlock
          title={filtered ? t('filters.noMatch') : t('common.empty')}
          body={filtered ? t('filters.noMatchBody') : undefined}
          testId="home-empty"
        />
      ) : null}
      {list.rows.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          locale={locale}
          onOpen={(id) => openRoute(ROUTES.jobDetail, { id })}
          onCompany={(id) => openRoute(ROUTES.company, { id })}
        />
      ))}
      {list.rows.length > 0 ? (
        <Text className="home-list-footer">
          {list.status === 'done' ? t('common.noMore') : list.status === 'error' ? list.error : t('common.loading')}
        </Text>
      ) : null}
    </View>
  );
}
