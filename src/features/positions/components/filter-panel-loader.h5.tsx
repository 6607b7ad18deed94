import { lazy, Suspense } from 'react';
import type { FilterPanelProps } from './position-filter-panel';

/**
 * H5 twin of filter-panel-loader: the panel (with the region pickers and the form controls they use) is
 * its own chunk, fetched on the first tap of a chip, so the first page stays within its 160 KB budget.
 */
const Panel = lazy(() => import(/* webpackChunkName: "filter-panel" */ './position-filter-panel'));

export function FilterPanel(props: FilterPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
