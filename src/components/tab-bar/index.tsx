import type { TabKey } from './items';

/**
 * On weapp the tab bar is WeChat's custom-tab-bar (src/custom-tab-bar), so tab pages render nothing
 * here. H5 never renders custom-tab-bar: `index.h5.tsx` is picked there and draws the same bar.
 */
export function TabBar(_props: { current: TabKey; badge?: number }) {
  return null;
}
