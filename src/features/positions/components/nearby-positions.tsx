import { useCallback, useEffect, useState } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { ROUTES } from '@common/routes';
import { PagedList } from '@/components/paged-list';
import { RegionField } from '@/components/pickers';
import { useLocale, useT } from '@/lib/i18n';
import { locate, type Point } from '@/lib/location';
import { openRoute } from '@/lib/navigation';
import { usePagedList } from '@/lib/use-paged-list';
import type { NearbyPosition } from '@common/positions';
import * as positions from '@/api/positions';
import * as regions from '@/api/regions';
import { call } from '@/lib/call';
import { distanceText } from './distance';
import { NearbyMap } from './nearby-map';
import { PositionCard } from './position-card';
import '../map-strings';
import './nearby.scss';

const RADII = [5, 10, 20, 50] as const;

/** One tap to a big city when the location is unavailable (codes of spec section 3's tree). */
const HOT_CITIES = [
  ['110100', '北京'],
  ['310100', '上海'],
  ['440100', '广州'],
  ['440300', '深圳'],
  ['330100', '杭州'],
  ['510100', '成都'],
] as const;

type Where =
  | { state: 'locating' }
  | { state: 'here'; point: Point }
  | { state: 'city'; point: Point; code: string }
  | {
      state: 'denied';
    };

/**
 * Positions around a place (the map page). Starts from the user's location; when that is refused or
 * unavailable, from a city the user picks (its centre). weapp draws WeChat's map above the list; H5 shows
 * the list by distance.
 */
export function NearbyPositions() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [where, setWhere] = useState<Where>({ state: 'locating' });
  const [radiusKm, setRadiusKm] = useState<number>(20);

  const findMe = () => {
    setWhere({ state: 'locating' });
    locate().then(
      (point) => setWhere({ state: 'here', point }),
      () => setWhere({ state: 'denied' }),
    );
  };
  useEffect(findMe, []);

  const chooseCity = (code: string) => {
    if (!code) return;
    call(regions.centroid, { code }).then(
      (c) => setWhere({ state: 'city', code, point: { latitude: c.latitude, longitude: c.longitude } }),
      () => undefined,
    );
  };

  const point = where.state === 'here' || where.state === 'city' ? where.point : undefined;
  const fetchPage = useCallback(
    (pageNum: number) =>
      point
        ? call(positions.nearby, {
            lat: String(point.latitude),
            lng: String(point.longitude),
            radiusKm: String(radiusKm),
            pageNum,
            pageSize: 10,
          })
        : Promise.resolve({ rows: [] as NearbyPosition[], total: 0 }),
    [point?.latitude, point?.longitude, radiusKm],
  );
  const list = usePagedList(fetchPage);
  useEffect(() => {
    if (point) void list.reload();
  }, [fetchPage]);
  useReachBottom(list.loadMore);
  const open = (id: number) => openRoute(ROUTES.jobDetail, { id });

  return (
    <View className="nearby">
      <View className="nearby-where">
        <Text className="nearby-where__text" data-testid="nearby-where">
          {where.state === 'locating'
            ? t('map.locating')
            : where.state === 'here'
              ? t('map.aroundYou')
              : where.state === 'city'
                ? t('map.aroundCity')
                : t('map.denied')}
        </Text>
        {where.state !== 'locating' ? (
          <Text className="nearby-where__retry" data-testid="nearby-locate" onClick={findMe}>
            {t('map.locate')}
          </Text>
        ) : null}
      </View>
      {where.state === 'denied' || where.state === 'city' ? (
        <View className="nearby-city">
          <RegionField
            name="nearbyCity"
            label={t('map.chooseCity')}
            value={where.state === 'city' ? where.code : undefined}
            onChange={chooseCity}
          />
          <View className="nearby-hot">
            {HOT_CITIES.map(([code, name]) => (
              <Text
                key={code}
                className={`nearby-radius__item ${where.state === 'city' && where.code === code ? 'nearby-radius__item--on' : ''}`}
                data-testid={`hot-city-${code}`}
                onClick={() => chooseCity(code)}
              >
                {name}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      {point ? (
        <>
          <NearbyMap center={point} positions={list.rows} onOpen={open} />
          <View className="nearby-radius">
            {RADII.map((r) => (
              <Text
                key={r}
                className={`nearby-radius__item ${r === radiusKm ? 'nearby-radius__item--on' : ''}`}
                data-testid={`radius-${r}`}
                onClick={() => setRadiusKm(r)}
              >
                {t('map.km', { n: r })}
              </Text>
            ))}
          </View>
          <PagedList
            list={list}
            empty={{
              title: t('map.none', { n: radiusKm }),
              body: radiusKm < 50 ? t('map.widen') : undefined,
              actionText: radiusKm < 50 ? t('map.km', { n: 50 }) : undefined,
              onAction: radiusKm < 50 ? () => setRadiusKm(50) : undefined,
              testId: 'nearby-empty',
            }}
          >
            {(position) => (
              <View key={position.id} className="nearby-item" data-testid="nearby-position">
                <Text className="nearby-item__distance">
                  {`${position.approximate ? '≈' : ''}${distanceText(position.distanceKm, t)}`}
                </Text>
                <PositionCard position={position} locale={locale} onOpen={open} />
              </View>
            )}
          </PagedList>
        </>
      ) : null}
    </View>
  );
}
