import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { DataExport, DataExportList } from '@common/account';
import { formatChinaTime } from '@common/china-time';
import * as account from '@/api/account';
import { StateBlock } from '@/components/state-block';
import { SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { assetUrl, shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import '../privacy-strings';
import './privacy.scss';

/** How often the list is asked again while a copy is being prepared (the server's job runs every minute). */
export const POLL_MS = 5000;

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * 下载我的数据: ask for a copy (once a day), follow it (requested, building, ready, expired) and download the
 * ZIP through its 24-hour link: on H5 the browser saves it; the mini-program cannot save a ZIP, so the link
 * is copied for a browser.
 */
export function MyData() {
  const t = useT();
  const [list, setList] = useState<DataExportList>();
  const [failed, setFailed] = useState<string>();
  const [asking, setAsking] = useState(false);

  const load = () =>
    call(account.dataExports).then(
      (answer) => {
        setList(answer);
        setFailed(undefined);
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );

  useEffect(() => void load(), []);
  const pending = list?.exports.some((e) => e.state === 'requested' || e.state === 'building');
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => void load(), POLL_MS);
    return () => clearTimeout(timer);
  }, [list]);

  const request = async () => {
    setAsking(true);
    try {
      await call(account.requestDataExport);
      await load();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setAsking(false);
    }
  };

  const download = (item: DataExport) => {
    const url = assetUrl(item.url);
    if (process.env.TARO_ENV === 'h5') window.location.assign(url);
    else void Taro.setClipboardData({ data: url }).then(() => toast({ title: t('exports.copied'), icon: 'none' }));
  };

  if (failed && !list)
    return (
      <View className="privacy">
        <StateBlock
          title={t('common.loadFailed')}
          body={failed}
          actionText={t('common.retry')}
          onAction={() => void load()}
          testId="exports-error"
        />
      </View>
    );
  if (!list)
    return (
      <View className="privacy">
        <StateBlock title={t('common.loading')} testId="exports-loading" />
      </View>
    );

  return (
    <View className="privacy" data-testid="exports">
      <View className="privacy__card">
        <Text className="privacy__text">{t('exports.intro')}</Text>
        {list.nextAllowedAt ? (
          <Text className="privacy__text" data-testid="exports-next">
            {t('exports.nextAt', { time: formatChinaTime(list.nextAllowedAt) })}
          </Text>
        ) : (
          <SubmitButton
            text={t('exports.request')}
            loading={asking}
            testId="exports-request"
            onClick={() => void request()}
          />
        )}
      </View>
      <View className="privacy__card">
        {list.exports.length === 0 ? (
          <Text className="privacy__text" data-testid="exports-empty">
            {t('exports.none')}
          </Text>
        ) : (
          list.exports.map((item) => (
            <View key={item.id} className="privacy__export" data-testid={`export-${item.state}`}>
              <Text className="privacy__title">{t(`exports.state.${item.state}`)}</Text>
              <Text className="privacy__text">
                {t('exports.requestedAt', { time: formatChinaTime(item.requestedAt) })}
              </Text>
              {item.state === 'ready' && item.url ? (
                <>
                  <Text className="privacy__text">
                    {t('exports.expiresAt', { time: formatChinaTime(item.expiresAt!) })}
                  </Text>
                  <SubmitButton
                    plain
                    text={t('exports.download', { size: size(item.size) })}
                    testId="exports-download"
                    onClick={() => download(item)}
                  />
                </>
              ) : null}
            </View>
          ))
        )}
      </View>
    </View>
  );
}
