import { View, Text } from '@tarojs/components';
import '../strings';

/** The big greeting above the login and registration forms. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <View className="auth-header">
      <Text className="auth-header__title">{title}</Text>
      {subtitle ? <Text className="auth-header__subtitle">{subtitle}</Text> : null}
    </View>
  );
}
