import { useEffect, useState } from 'react';
import { View, Text, WebView } from '@tarojs/components';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import '../strings';

/** 爱签 on weapp: its signing page in a web-view (provider-signing.h5.tsx redirects on H5). */
export function ProviderSigning({ id }: { id: number }) {
  const t = useT();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    call(contracts.signUrl, { id, returnUrl: `https://servicewechat.com/${CONTRACT_ROUTES.tip}?id=${id}` }).then(
      (answer) => setUrl(answer.url),
      (error: unknown) => void shownRefusal(error),
    );
  }, [id]);
  if (url) return <WebView src={url} />;
  return (
    <View className="contract-panel">
      <Text className="contract-panel__title">{t('contract.provider')}</Text>
    </View>
  );
}
