import { useCallback, useEffect, useState } from 'react';
import Taro, { useReachBottom } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { SearchBar } from '@/components/search-bar';
import { StateBlock } from '@/components/state-block';
import { useLocale, useT } from '@/lib/i18n';
import { dropFirstScreen } from '@/lib/first-data';
import { openRoute } from '@/lib/navigation';
import { usePagedList } from '@/lib/use-paged-list';
import { listPositions } from '@/features/positions/api/list-positions';
import { PositionCard } from '@/features/positions/components/position-card';
import { PositionFilterBar } from '@/features/positions/components/position-filter-bar';
import type { PositionFilterState } from '@/features/positions/components/position-filters';
import { MenuGrid } from '@/features/content/components/menu-grid';
import './index.scss';

/**
 * Status bar height for the custom navigation (weapp draws nothing above the page). H5 has none: inside a
 * branch the H5 build drops, so neither Taro's system-info module nor its user-agent parser (6 KB gzip)
 * reaches the first page.
 */
function statusBarHeight(): number {
  if (process.env.TARO_ENV === 'weapp') {
    try {
      return Taro.getSystemInfoSync().statusBarHeight ?? 0;
    } catch {
      return 0;
    }
  }
  return 0;
}

/** On weapp the capsule (menu button) sits at the top right of a custom navigation: keep clear of it. */
function capsuleInset(): number {
  if (process.env.TARO_ENV === 'weapp') {
    try {
      const rect = Taro.getMenuButtonBoundingClientRect();
      return Taro.getSystemInfoSync().windowWidth - rect.left + 8;
    } catch {
      return 0;
    }
  }
  return 0;
}

export default function Home() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<PositionFilterState>({});
  const fetchPage = useCallback((pageNum: number) => listPositions(query, filters, pageNum), [query, filters]);
  const filtered = !!query || Object.values(filters).some(Boolean);
  const list = usePagedList(fetchPage);

  useEffect(() => {
    void list.reload();
  }, [fetchPage]);
  const drawn = list.rows.length > 0 || list.status === 'done' || list.status === 'error';
  useEffect(() => {
    if (drawn) dropFirstScreen();
  }, [drawn]);
  useReachBottom(list.loadMore);

  return (
    <PageShell route={ROUTES.home} tab="home">
      <View className="home-header" style={{ paddingTop: `${statusBarHeight()}px` }}>
        <View className="home-header__top" style={{ paddingRight: `${capsuleInset()}px` }}>
          <Text className="home-header__brand">{t('app.name')}</Text>
          <Text
            className="home-header__me"
            data-testid="home-me"
            onClick={() => openRoute('pages/recommendjob/recommendjob')}
          >
            {t('home.me')}
          </Text>
        </View>
        <Text className="home-header__slogan">{t('home.slogan')}</Text>
        <SearchBar
          className="home-search"
          placeholder={t('home.searchPlaceholder')}
          // SEARCH_KEYWORD_MAX, written out: common/positions builds zod rules the first page must not load.
          maxlength={30}
          onSearch={setQuery}
          testId="home-search"
        />
      </View>
      <MenuGrid />
      <Text className="home-section-title">{t('home.latest')}</Text>
      <PositionFilterBar value={filters} onChange={setFilters} />
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
    </PageShell>
  );
}
