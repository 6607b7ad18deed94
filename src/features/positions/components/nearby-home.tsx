import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { PAGE_SIZE } from '@common/constants';
import { ROUTES } from '@common/routes';
import * as positions from '@/api/positions';
import * as regions from '@/api/regions';
import { PagedList } from '@/components/paged-list';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { dropFirstScreen } from '@/lib/first-data';
import { useLocale, useT } from '@/lib/i18n';
import { locate, type Point } from '@/lib/location';
import { openRoute } from '@/lib/navigation';
import { distanceText } from './distance';
import { PositionCard } from './position-card';
import { useHomeList } from './use-home-list';
import '../home-strings';
import '../map-strings';
import './nearby-home.scss';

/** The home's radius (the map page offers others). */
const RADIUS_KM = 20;

type Where =
  | { state: 'locating' }
  | { state: 'here'; point: Point }
  | { state: 'city'; point: Point; name: string }
  | { state: 'denied' };

export interface NearbyHomeProps {
  /** Where to look when the user's location is refused or unavailable: the chosen expectation's region. */
  fallback?: { code: string; name: string };
}

/**
 * 附近 on home: the map page's positions around the user as a list, nearest first. Without the user's
 * location, around the centre of the expectation's city when there is one, else a state with a retry.
 */
export default function NearbyHome({ fallback }: NearbyHomeProps) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [where, setWhere] = useState<Where>({ state: 'locating' });

  const findMe = () => {
    setWhere({ state: 'locating' });
    locate()
      .then((point): Where => ({ state: 'here', point }))
      .catch(() =>
        fallback
          ? call(regions.centroid, { code: fallback.code }, { silent: true }).then(
              (c): Where => ({
                state: 'city',
                name: fallback.name,
                point: { latitude: c.latitude, longitude: c.longitude },
              }),
              (): Where => ({ state: 'denied' }),
            )
          : ({ state: 'denied' } as Where),
      )
      .then(setWhere, () => setWhere({ state: 'denied' }));
  };
  useEffect(findMe, [fallback?.code]);

  const point = where.state === 'here' || where.state === 'city' ? where.point : undefined;
  const fetchPage = useCallback(
    (pageNum: number) =>
      call(positions.nearby, {
        lat: String(point?.latitude),
        lng: String(point?.longitude),
        radiusKm: String(RADIUS_KM),
        pageNum,
        pageSize: PAGE_SIZE,
      }),
    [point?.latitude, point?.longitude],
  );
  const list = useHomeList(fetchPage, !!point);
  useEffect(() => {
    if (where.state === 'denied') dropFirstScreen();
  }, [where.state]);

  if (where.state === 'locating') return <StateBlock title={t('home.nearbyLocating')} testId="home-nearby-locating" />;
  if (where.state === 'denied')
    return (
      <StateBlock
        title={t('home.nearbyDenied')}
        body={t('home.nearbyDeniedBody')}
        actionText={t('home.nearbyRetry')}
        onAction={findMe}
        testId="home-nearby-denied"
      />
    );
  const open = (id: number) => openRoute(ROUTES.jobDetail, { id });
  return (
    <View className="home-nearby" data-testid="home-nearby">
      <View className="home-nearby__where">
        <Text data-testid="home-nearby-where">
          {where.state === 'here'
            ? t('home.nearbyHere', { n: RADIUS_KM })
            : t('home.nearbyAround', { city: where.name })}
        </Text>
        <Text className="home-nearby__retry" data-testid="home-nearby-locate" onClick={findMe}>
          {t('home.nearbyRetry')}
        </Text>
      </View>
      <PagedList
        list={list}
        empty={{
          title: t('map.none', { n: RADIUS_KM }),
          body: t('map.widen'),
          actionText: t('home.nearbyMap'),
          onAction: () => openRoute('pages/map/index'),
          testId: 'home-nearby-empty',
        }}
      >
        {(position) => (
          <View key={position.id} className="home-nearby__item" data-testid="nearby-position">
            <Text className="home-nearby__distance">
              {`${position.approximate ? '≈' : ''}${distanceText(position.distanceKm, t)}`}
            </Text>
            <PositionCard position={position} locale={locale} onOpen={open} />
          </View>
        )}
      </PagedList>
    </View>
  );
}
