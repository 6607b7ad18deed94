import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';
import { View, Text } from '@tarojs/components';
import { SubmitButton } from '../form';
import { StateBlock } from '../state-block';
import { useT } from '@/lib/i18n';
import { locate } from '@/lib/location';
import { distanceKm, mapLinks, type ShownPlace } from './map-links';
import './location-picker.scss';
import './strings';
import { toast } from '@/lib/toast';

/**
 * Showing a place (the spec's /open-location): the address, the distance from the user where the app may
 * know it, and ways to open it in a map: WeChat's own map on weapp, the phone's map apps on H5.
 */
export function PlaceView({ place }: { place: ShownPlace }) {
  const t = useT();
  const [distance, setDistance] = useState<number>();
  const hasPoint = place.latitude !== undefined && place.longitude !== undefined;

  useEffect(() => {
    if (!hasPoint) return;
    locate().then(
      (me) => setDistance(distanceKm(me, { latitude: place.latitude!, longitude: place.longitude! })),
      () => undefined,
    );
  }, []);

  if (!place.address && !hasPoint) return <StateBlock title={t('place.missing')} testId="place-missing" />;

  const copy = () =>
    void withPlatformApi('setClipboardData', () => Taro.setClipboardData({ data: place.address })).then(
      (done) => done && toast({ title: t('place.copied'), icon: 'none' }),
    );

  return (
    <View className="place">
      <View className="place__card" data-testid="place-view">
        {place.name ? <Text className="place__chosen">{place.name}</Text> : null}
        <Text className="place__address" data-testid="place-address">
          {place.address}
        </Text>
        <Text className="place__point-text" data-testid="place-distance">
          {distance !== undefined ? t('place.distance', { km: distance }) : hasPoint ? t('place.distanceUnknown') : ''}
        </Text>
      </View>
      <View className="place__card">
        <Text className="place__chosen">{t('place.openWith')}</Text>
        {process.env.TARO_ENV === 'weapp' ? (
          hasPoint ? (
            <SubmitButton
              text={t('place.openWeChat')}
              testId="place-open-wechat"
              onClick={() =>
                void withPlatformApi('openLocation', () =>
                  Taro.openLocation({
                    latitude: place.latitude!,
                    longitude: place.longitude!,
                    name: place.name,
                    address: place.address,
                    scale: 16,
                  }),
                )
              }
            />
          ) : null
        ) : (
          <View className="place__apps">
            {mapLinks(place).map((link) => (
              <View
                key={link.app}
                className="place__app"
                data-testid={`place-app-${link.app}`}
                data-href={link.url}
                onClick={() => window.open(link.url, '_blank', 'noopener')}
              >
                {t(`place.${link.app}`)}
              </View>
            ))}
          </View>
        )}
        <Text className="place__point-action place__copy" data-testid="place-copy" onClick={copy}>
          {t('place.copy')}
        </Text>
      </View>
    </View>
  );
}
