import type { TabKey } from './items';
import { TabBarView } from './tab-bar-view';

/** H5 twin of the weapp custom tab bar (see index.tsx). */
export function TabBar(props: { current: TabKey; badge?: number }) {
  return <TabBarView {...props} />;
}
