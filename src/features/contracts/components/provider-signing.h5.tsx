import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import '../strings';

/** 爱签 on H5: off to its signing page, which sends the signer back to the contract's page. */
export function ProviderSigning({ id }: { id: number }) {
  const t = useT();
  useEffect(() => {
    const back = `${window.location.origin}${window.location.pathname.replace(/pages\/.*$/, '')}${CONTRACT_ROUTES.tip}?id=${id}`;
    call(contracts.signUrl, { id, returnUrl: back }).then(
      (answer) => {
        window.location.href = answer.url;
      },
      (error: unknown) => void shownRefusal(error),
    );
  }, [id]);
  return (
    <View className="contract-panel">
      <Text className="contract-panel__title">{t('contract.provider')}</Text>
    </View>
  );
}
