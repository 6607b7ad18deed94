import { useEffect } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { StateBlock } from '@/components/state-block';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { usePagedList } from '@/lib/use-paged-list';
import { listSavedPositions } from '../api/saved-positions';
import { PositionCard } from './position-card';

/** Saved positions, 10 a page; a position that closed or was taken down drops out of the list. */
export function SavedPositions() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const list = usePagedList(listSavedPositions);
  useEffect(() => {
    void list.reload();
  }, []);
  useReachBottom(list.loadMore);

  if (list.status === 'loading' && !list.rows.length) return <StateBlock title={t('common.loading')} />;
  if (list.status === 'error' && !list.rows.length)
    return (
      <StateBlock
        title={t('common.loadFailed')}
        body={list.error}
        actionText={t('common.retry')}
        onAction={() => void list.reload()}
      />
    );
  if (list.status === 'done' && !list.rows.length)
    return (
      <StateBlock
        title={t('job.noneSaved')}
        body={t('job.noneSavedBody')}
        actionText={t('job.browse')}
        onAction={() => openRoute(ROUTES.home)}
        testId="saved-empty"
      />
    );
  return (
    <View style={{ paddingTop: '12px' }}>
      {list.rows.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          locale={locale}
          onOpen={(id) => openRoute(ROUTES.jobDetail, { id })}
        />
      ))}
      <Text className="home-list-footer">{list.status === 'done' ? t('common.noMore') : t('common.loading')}</Text>
    </View>
  );
}
