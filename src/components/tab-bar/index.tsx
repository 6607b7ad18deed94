import type { TabKey } from './items';
import { TabBarView } from './tab-bar-view';

/**
 * The tab pages draw the bar themselves on both targets. On weapp WeChat's native bar is hidden (spec
 * sections 2 and 9: 200 ms after launch, at the end of launch and on every show; lib/platform/launch.ts).
 */
export function TabBar(props: { current: TabKey; badge?: number }) {
  return <TabBarView {...props} />;
}
