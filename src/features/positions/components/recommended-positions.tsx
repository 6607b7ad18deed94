import { useCallback } from 'react';
import { View } from '@tarojs/components';
import { PAGE_SIZE } from '@common/constants';
import { ROUTES } from '@common/routes';
import * as recommend from '@/api/recommend';
import { PagedList } from '@/components/paged-list';
import { call } from '@/lib/call';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { reasonWords } from '@/locales/recommend';
import { PositionCard } from './position-card';
import { useHomeList } from './use-home-list';
import '../home-strings';

export interface RecommendedPositionsProps {
  expectationId: number;
  /** The empty state's way on: the 最新 tab. */
  onLatest: () => void;
}

/** 推荐 on home: positions ranked for one of the seeker's expectations, each saying why in a few words. */
export default function RecommendedPositions({ expectationId, onLatest }: RecommendedPositionsProps) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const fetchPage = useCallback(
    (pageNum: number) => call(recommend.positions, { expectationId, pageNum, pageSize: PAGE_SIZE }),
    [expectationId],
  );
  const list = useHomeList(fetchPage);

  return (
    <View className="home-picks" data-testid="home-picks">
      <PagedList
        list={list}
        empty={{
          title: t('home.picksNone'),
          body: t('home.picksNoneBody'),
          actionText: t('home.seeLatest'),
          onAction: onLatest,
          testId: 'home-picks-empty',
        }}
      >
        {(position) => (
          <PositionCard
            key={position.id}
            position={position}
            locale={locale}
            reasons={reasonWords(position.reasons, t)}
            onOpen={(id) => openRoute(ROUTES.jobDetail, { id })}
            onCompany={(id) => openRoute(ROUTES.company, { id })}
          />
        )}
      </PagedList>
    </View>
  );
}
