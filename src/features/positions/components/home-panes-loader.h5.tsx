import { lazy, Suspense } from 'react';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import type { NearbyHomeProps } from './nearby-home';
import type { RecommendedPositionsProps } from './recommended-positions';

/**
 * H5 twin of home-panes-loader: 推荐 and 附近 (their lists, reasons and strings) are chunks of their own,
 * fetched when the tab shows, so the first page a logged-out visitor opens on 最新 stays within its budget.
 */
const Recommended = lazy(() => import(/* webpackChunkName: "home-picks" */ './recommended-positions'));
const Nearby = lazy(() => import(/* webpackChunkName: "home-nearby" */ './nearby-home'));

function Loading() {
  const t = useT();
  return <StateBlock title={t('common.loading')} testId="home-pane-loading" />;
}

export function RecommendedPositions(props: RecommendedPositionsProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Recommended {...props} />
    </Suspense>
  );
}

export function NearbyHome(props: NearbyHomeProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Nearby {...props} />
    </Suspense>
  );
}
