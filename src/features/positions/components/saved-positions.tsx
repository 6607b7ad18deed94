import { View } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { PagedList } from '@/components/paged-list';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import { listSavedPositions } from '../api/saved-positions';
import { PositionCard } from './position-card';

/**
 * Saved positions, 10 a page; a position that closed or was taken down drops out of the list, and one
 * unsaved on its detail page is gone when the user comes back.
 */
export function SavedPositions() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const list = useScreenList(listSavedPositions);
  return (
    <View style={{ paddingTop: '12px' }}>
      <PagedList
        list={list}
        empty={{
          title: t('job.noneSaved'),
          body: t('job.noneSavedBody'),
          actionText: t('job.browse'),
          onAction: () => openRoute(ROUTES.home),
          testId: 'saved-empty',
        }}
      >
        {(position) => (
          <PositionCard
            key={position.id}
            position={position}
            locale={locale}
            onOpen={(id) => openRoute(ROUTES.jobDetail, { id })}
          />
        )}
      </PagedList>
    </View>
  );
}
