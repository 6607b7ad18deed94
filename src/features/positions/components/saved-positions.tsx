import { View } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { PagedList } from '@/components/paged-list';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';
import { PositionCard } from './position-card';

/** A page of the saved positions (one function for the screen's whole life, as `useScreenList` wants). */
const savedPage = (pageNum: number) => call(positions.saved, { pageNum, pageSize: 10 });

/**
 * Saved positions, 10 a page; a position that closed or was taken down drops out of the list, and one
 * unsaved on its detail page is gone when the user comes back.
 */
export function SavedPositions() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const list = useScreenList(savedPage);
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
