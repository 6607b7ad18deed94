import { useEffect, type ReactNode } from 'react';
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { ROUTES, routeUrl, type RoutePath } from '@common/routes';
import { useLocale, useT } from '@/lib/i18n';
import { setItem, STORAGE_KEYS } from '@/lib/storage';
import { FIRST_SCREEN_FALLBACK_MS } from '@common/first-data';
import { dropFirstScreen } from '@/lib/first-data';
import { NavBar } from '../nav-bar';
import { TabBar } from '../tab-bar';
import type { TabKey } from '../tab-bar/items';
import { sharedPageUrl } from './shared-page';
import { installKeyboardPress } from './keyboard';

interface Props {
  route: RoutePath;
  /** A title that depends on what the page shows (编辑项目 against the route's 新增项目); else the route's. */
  title?: string;
  children: ReactNode;
  /** Tab pages draw the tab bar (on weapp too: WeChat's native bar is hidden). */
  tab?: TabKey;
  tabBadge?: number;
  className?: string;
}

/**
 * Every page renders inside this shell: the title in the user's language, the default share (product
 * name and home path), remembering a shared page opened with flag=1, and the H5 tab bar for tab pages.
 */
export function PageShell({ route, title: shownTitle, children, tab, tabBadge, className }: Props) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const catalogueVersion = useLocale((s) => s.version);
  const { params } = useRouter();

  // H5: Enter and Space press the elements the build announced as buttons (config/babel-h5-tap-roles.js).
  useEffect(installKeyboardPress, []);
  // The server's first screen (home, a job) is taken away by that page once its data is drawn, by any other
  // page at once, and by these two after a few seconds if their data never comes.
  useEffect(() => {
    if (route !== ROUTES.home && route !== ROUTES.jobDetail) {
      dropFirstScreen();
      return undefined;
    }
    const timer = setTimeout(dropFirstScreen, FIRST_SCREEN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [route]);
  const title = shownTitle ?? t(`page.${route}`);
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined);
    if (process.env.TARO_ENV === 'h5') {
      document.title = `${title} - ${t('app.name')}`;
      // What a screen reader reads the page in (index.html starts in Chinese).
      document.documentElement.lang = locale === 'en' ? 'en' : 'zh-Hans';
    }
  }, [title, locale, catalogueVersion]);

  useEffect(() => {
    // Spec section 9: sharing stores the page when its flag parameter equals 1.
    if (params?.flag === '1') {
      setItem(STORAGE_KEYS.sharedPage, sharedPageUrl(route, params as Record<string, string>));
    }
  }, []);

  useShareAppMessage(() => ({ title: t('app.name'), path: routeUrl(ROUTES.home) }));

  return (
    <View className={`page-shell ${tab ? 'page-shell--tab' : ''} ${className ?? ''}`}>
      {/* Home draws its own header; the other tab page gets a title bar without a back button. */}
      {tab === 'home' ? null : <NavBar title={title} back={!tab} />}
      {children}
      {tab ? <TabBar current={tab} badge={tabBadge} /> : null}
    </View>
  );
}
