import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { SearchBar } from '@/components/search-bar';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { SeekerHome } from '@/features/positions/components/seeker-home';
import { MenuGrid } from '@/features/content/components/menu-grid';
import { RecruiterHomeLoader } from './recruiter-home-loader';
import './index.scss';

/**
 * Status bar height for the custom navigation (weapp draws nothing above the page). H5 has none: inside a
 * branch the H5 build drops, so neither Taro's system-info module nor its user-agent parser (6 KB gzip)
 * reaches the first page.
 */
function statusBarHeight(): number {
  if (process.env.TARO_ENV === 'weapp') {
    try {
      return Taro.getSystemInfoSync().statusBarHeight ?? 0;
    } catch {
      return 0;
    }
  }
  return 0;
}

/** On weapp the capsule (menu button) sits at the top right of a custom navigation: keep clear of it. */
function capsuleInset(): number {
  if (process.env.TARO_ENV === 'weapp') {
    try {
      const rect = Taro.getMenuButtonBoundingClientRect();
      return Taro.getSystemInfoSync().windowWidth - rect.left + 8;
    } catch {
      return 0;
    }
  }
  return 0;
}

/**
 * Home by identity: a recruiter's (their chats, positions and 推荐牛人) or, for a job seeker and anyone logged
 * out, the seeker's (推荐 / 附近 / 最新 under the search).
 */
export default function Home() {
  const t = useT();
  const recruiter = useSession((s) => s.isLogin && s.userInfo?.identity === 'recruiter');
  const [query, setQuery] = useState('');

  return (
    <PageShell route={ROUTES.home} tab="home">
      <View className="home-header" style={{ paddingTop: `${statusBarHeight()}px` }}>
        <View className="home-header__top" style={{ paddingRight: `${capsuleInset()}px` }}>
          <Text className="home-header__brand">{t('app.name')}</Text>
          <Text
            className="home-header__me"
            data-testid="home-me"
            onClick={() => openRoute('pages/recommendjob/recommendjob')}
          >
            {t('home.me')}
          </Text>
        </View>
        <Text className="home-header__slogan">{t('home.slogan')}</Text>
        {recruiter ? null : (
          <SearchBar
            className="home-search"
            placeholder={t('home.searchPlaceholder')}
            // SEARCH_KEYWORD_MAX, written out: common/positions builds zod rules the first page must not load.
            maxlength={30}
            onSearch={setQuery}
            testId="home-search"
          />
        )}
      </View>
      <MenuGrid hideSeekerShortcuts={recruiter} />
      {recruiter ? <RecruiterHomeLoader /> : <SeekerHome query={query} />}
    </PageShell>
  );
}
