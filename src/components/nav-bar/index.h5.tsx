import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { ROUTES, routeUrl } from '@common/routes';
import { useT } from '@/lib/i18n';
import './nav-bar.scss';

/**
 * H5 has no native navigation bar: sub-pages get this one so a user who arrived by a deep link can
 * always go back, or home when there is nothing to go back to.
 */
export function NavBar({ title, back: withBack = true }: { title: string; back?: boolean }) {
  const t = useT();
  const back = () => {
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
    else void Taro.switchTab({ url: routeUrl(ROUTES.home) });
  };
  return (
    <View className="nav-bar">
      {withBack ? (
        <View
          className="nav-bar__back"
          role="button"
          aria-label={t('common.back')}
          data-testid="nav-back"
          onClick={back}
        />
      ) : null}
      <Text className="nav-bar__title">{title}</Text>
    </View>
  );
}
