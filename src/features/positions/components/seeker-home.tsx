import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { Chips } from '@/components/chips';
import { StateBlock } from '@/components/state-block';
import { Tabs } from '@/components/tabs';
import { dropFirstScreen } from '@/lib/first-data';
import { useT } from '@/lib/i18n';
import { goToLogin, openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { cityName, cityOf, useHomeExpectations } from './home-expectations';
import { NearbyHome, RecommendedPositions } from './home-panes-loader';
import { LatestPositions } from './latest-positions';
import type { PositionFilterState } from './position-filters';
import './seeker-home.scss';

export type HomeTab = 'recommend' | 'nearby' | 'latest';

/** The expectation form of the resume pages (a new one without ?id). */
const EXPECTATION_FORM = 'pages/resume/jobexpectations';
/** A seeker keeps at most this many expectations (common/resume's limit, written out: no zod on the home). */
const EXPECTATIONS_MAX = 3;

/**
 * The home of a job seeker, or of anyone logged out: 推荐 (positions picked for the chosen job expectation,
 * with why), 附近 (around the user, nearest first) and 最新 (the public list with the filter bar). A seeker's
 * expectations are chips above the tabs, as on BOSS直聘: choosing one shows 推荐 for it and starts 最新 in its
 * city. 推荐 is where a seeker with an expectation lands; anyone else lands on 最新.
 */
export function SeekerHome({ query }: { query: string }) {
  const t = useT();
  const isLogin = useSession((s) => s.isLogin);
  const seeker = useSession((s) => s.isLogin && s.userInfo?.identity === 'seeker');
  const { state, chosen, choose, reload } = useHomeExpectations(seeker);
  const [tab, setTab] = useState<HomeTab>(seeker ? 'recommend' : 'latest');
  // Until the user picks a tab, the home follows who they are (the tab page stays mounted across a login).
  const picked = useRef(false);
  const pick = (next: HomeTab) => {
    picked.current = true;
    setTab(next);
  };
  const noExpectation = state.status === 'done' && state.rows.length === 0;
  useEffect(() => {
    if (!picked.current) setTab(seeker && !noExpectation ? 'recommend' : 'latest');
  }, [seeker, noExpectation]);
  // A search is a search of the public list.
  useEffect(() => {
    if (query) pick('latest');
  }, [query]);

  const [filters, setFilters] = useState<PositionFilterState>({});
  // 最新 starts in the chosen expectation's city; the filter bar changes it from there.
  const chosenCity = chosen ? cityOf(chosen.location) : undefined;
  useEffect(() => {
    if (chosenCity) setFilters((current) => ({ ...current, region: chosenCity }));
  }, [chosenCity]);

  // 推荐's prompts are this screen's own: the pre-painted list (H5) goes when one of them shows.
  const prompt = tab === 'recommend' && (!seeker || state.status === 'error' || noExpectation);
  useEffect(() => {
    if (prompt) dropFirstScreen();
  }, [prompt]);

  const latest = <LatestPositions query={query} filters={filters} onFilters={setFilters} />;
  const picks = () => {
    if (!isLogin)
      return (
        <StateBlock
          title={t('home.picksLogin')}
          body={t('home.picksLoginBody')}
          actionText={t('common.login')}
          onAction={goToLogin}
          testId="home-picks-login"
        />
      );
    if (!seeker)
      return (
        <StateBlock
          title={t('home.picksSeeker')}
          actionText={t('home.picksSwitch')}
          onAction={() => openRoute(ROUTES.identitySwitching)}
          testId="home-picks-identity"
        />
      );
    if (state.status === 'error')
      return (
        <StateBlock
          title={t('common.loadFailed')}
          body={state.error}
          actionText={t('common.retry')}
          onAction={reload}
          testId="home-picks-error"
        />
      );
    if (noExpectation)
      return (
        <>
          <StateBlock
            title={t('home.picksNoExpectation')}
            body={t('home.picksNoExpectationBody')}
            actionText={t('home.addExpectation')}
            onAction={() => openRoute(EXPECTATION_FORM)}
            testId="home-picks-add"
          />
          {latest}
        </>
      );
    if (!chosen) return <StateBlock title={t('common.loading')} testId="home-picks-loading" />;
    return <RecommendedPositions key={chosen.id} expectationId={chosen.id} onLatest={() => pick('latest')} />;
  };

  return (
    <View className="seeker-home">
      {state.status === 'done' && chosen ? (
        <Chips
          items={state.rows.map((row) => ({ key: row.id, label: `${row.position} · ${cityName(row.locationName)}` }))}
          value={chosen.id}
          onChange={(id) => {
            choose(id);
            pick('recommend');
          }}
          label={t('home.expectations')}
          testId="home-expectations"
          itemTestId="expectation-chip"
          after={
            state.rows.length < EXPECTATIONS_MAX ? (
              <Text
                className="home-expect__add"
                {...{ role: 'button', 'aria-label': t('home.addExpectation'), tabIndex: 0 }}
                data-testid="expectation-add"
                onClick={() => openRoute(EXPECTATION_FORM)}
              >
                +
              </Text>
            ) : null
          }
        />
      ) : null}
      <Tabs<HomeTab>
        items={[
          { key: 'recommend', label: t('home.tab.recommend') },
          { key: 'nearby', label: t('home.tab.nearby') },
          { key: 'latest', label: t('home.tab.latest') },
        ]}
        value={tab}
        onChange={pick}
      />
      {tab === 'recommend' ? picks() : null}
      {tab === 'nearby' ? (
        <NearbyHome fallback={chosen ? { code: chosen.location, name: cityName(chosen.locationName) } : undefined} />
      ) : null}
      {tab === 'latest' ? latest : null}
    </View>
  );
}
