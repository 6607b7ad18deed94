import { useState } from 'react';
import Taro from '@tarojs/taro';
import { TabBarView } from '@/components/tab-bar/tab-bar-view';
import { TAB_ITEMS, type TabKey } from '@/components/tab-bar/items';

/**
 * WeChat's custom tab bar (app.config `tabBar.custom`). WeChat creates one instance per tab page when
 * that page is created, so the selected entry is the page on top of the stack at that moment.
 */
function currentTab(): TabKey {
  const pages = Taro.getCurrentPages();
  const route = pages[pages.length - 1]?.route ?? '';
  return TAB_ITEMS.find((item) => route.includes(item.route))?.key ?? 'home';
}

export default function CustomTabBar() {
  const [current] = useState<TabKey>(currentTab);
  return <TabBarView current={current} />;
}
