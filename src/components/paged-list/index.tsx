import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useT } from '@/lib/i18n';
import type { ListStatus } from '@/lib/use-paged-list';
import { StateBlock } from '../state-block';

interface ListLike<T> {
  rows: T[];
  status: ListStatus;
  error?: string;
  reload: () => Promise<void> | void;
  loadMore?: () => void;
}

interface EmptyState {
  title: string;
  body?: string;
  actionText?: string;
  onAction?: () => void;
  testId?: string;
}

/**
 * A list from `usePagedList` with its states: loading, error with retry, empty (with an optional call to
 * action), the rows, and the footer (loading more / no more / the error of the last page).
 */
export function PagedList<T>({
  list,
  empty,
  children,
}: {
  list: ListLike<T>;
  empty: EmptyState;
  children: (row: T) => ReactNode;
}) {
  const t = useT();
  if (!list.rows.length) {
    if (list.status === 'error')
      return (
        <StateBlock
          title={t('common.loadFailed')}
          body={list.error}
          actionText={t('common.retry')}
          onAction={() => void list.reload()}
          testId="list-error"
        />
      );
    if (list.status === 'done') return <StateBlock {...empty} />;
    return <StateBlock title={t('common.loading')} testId="list-loading" />;
  }
  return (
    <View>
      {list.rows.map(children)}
      {list.status === 'error' ? (
        <Text className="home-list-footer" data-testid="list-more-retry" onClick={() => list.loadMore?.()}>
          {`${list.error ?? t('common.loadFailed')} · ${t('common.retry')}`}
        </Text>
      ) : (
        <Text className="home-list-footer">{list.status === 'done' ? t('common.noMore') : t('common.loading')}</Text>
      )}
    </View>
  );
}
