import { useCallback, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { formatChinaTime } from '@common/china-time';
import type { DeliveryLog as Log, DeliveryLogRow } from '@common/delivery-log';
import { PHONE_PATTERN } from '@common/validation/contact';
import * as deliveries from '@/api/delivery-log';
import { PagedList } from '@/components/paged-list';
import { SearchBar } from '@/components/search-bar';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { useScreenList } from '@/lib/use-paged-list';
import '../delivery-strings';
import './delivery-log.scss';

/** The channels' usual reasons, in the reader's language; anything else (a provider's error) as it came. */
const REASON_KEYS: Record<string, string> = {
  preferences: 'deliveries.reason.preferences',
  'SMS turned off in the notification settings': 'deliveries.reason.preferences',
  online: 'deliveries.reason.online',
  'one this hour': 'deliveries.reason.oneThisHour',
  'no credit': 'deliveries.reason.noCredit',
  refused: 'deliveries.reason.refused',
  'no openid': 'deliveries.reason.noOpenid',
  'no template': 'deliveries.reason.noTemplate',
  'no phone on the account': 'deliveries.reason.noPhone',
  'daily SMS cap reached': 'deliveries.reason.dailyCap',
};

function reasonOf(t: ReturnType<typeof useT>, error: string): string {
  const key = REASON_KEYS[error];
  if (key) return t(key);
  const quiet = /^quiet hours (\d\d:\d\d)-(\d\d:\d\d)$/.exec(error);
  return quiet ? t('deliveries.reason.quietHours', { from: quiet[1], to: quiet[2] }) : error;
}

/** What a row was about: the event's name as the team reads it (operators, not users, see this list). */
function aboutOf(row: DeliveryLogRow): string {
  return row.kind === 'frame' || row.kind === 'chat_message' ? row.event : `${row.event} · ${row.kind}`;
}

/**
 * The review center's delivery log: one user's deliveries outside the app (push, WeChat, SMS), found by
 * phone, newest first, each with its channel, state, attempts and the reason it failed or was not sent.
 * Never what a message said.
 */
export function DeliveryLog() {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [typed, setTyped] = useState('');
  const [user, setUser] = useState<Log['user']>();
  const fetchPage = useCallback(
    async (pageNum: number) => {
      if (!phone) return { rows: [] as DeliveryLogRow[], total: 0 };
      const log = await call(deliveries.ofUser, { phone, pageNum, pageSize: 20 });
      setUser(log.user);
      return { rows: log.rows, total: log.total };
    },
    [phone],
  );
  const list = useScreenList<DeliveryLogRow>(fetchPage);
  const search = (text: string) => {
    setTyped(text);
    if (PHONE_PATTERN.test(text)) setPhone(text);
  };
  const hint = typed && !PHONE_PATTERN.test(typed);

  return (
    <View className="delivery-log">
      <SearchBar placeholder={t('deliveries.search')} onSearch={search} maxlength={11} testId="deliveries-phone" />
      {hint ? <Text className="delivery-log__hint">{t('deliveries.phoneHint')}</Text> : null}
      {!phone ? (
        <StateBlock title={t('deliveries.start')} testId="deliveries-start" />
      ) : (
        <>
          {user ? (
            <Text className="delivery-log__user" data-testid="deliveries-user">
              {t('deliveries.user', { nickname: user.nickname, phone: user.phone, total: list.total ?? 0 })}
            </Text>
          ) : null}
          <PagedList
            list={list}
            empty={{
              title: user === null ? t('deliveries.noUser') : t('deliveries.empty'),
              testId: 'deliveries-empty',
            }}
          >
            {(row) => (
              <View key={row.id} className="delivery-row" data-testid="delivery-row">
                <View className="delivery-row__head">
                  <Text className="delivery-row__channel">{t(`deliveries.channel.${row.channel}`)}</Text>
                  <Text className={`delivery-row__state delivery-row__state--${row.state}`}>
                    {t(`deliveries.state.${row.state}`)}
                  </Text>
                </View>
                <Text className="delivery-row__about">{aboutOf(row)}</Text>
                <Text className="delivery-row__meta">
                  {`${formatChinaTime(row.createdAt)} · ${t('deliveries.attempts', { count: row.attempts })}`}
                  {row.nextAt ? ` · ${t('deliveries.next', { time: formatChinaTime(row.nextAt) })}` : ''}
                </Text>
                {row.lastError ? (
                  <Text className="delivery-row__error">
                    {t('deliveries.error', { error: reasonOf(t, row.lastError) })}
                  </Text>
                ) : null}
              </View>
            )}
          </PagedList>
        </>
      )}
    </View>
  );
}
