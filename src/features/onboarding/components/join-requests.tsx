import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { JoinRequest } from '@common/onboarding';
import * as onboardingApi from '@/api/onboarding';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import '../strings';
import './onboarding.scss';

/**
 * Requests to join the company, for its first recruiter (the company page of the recruiter): each with 同意 /
 * 拒绝. Nothing is shown when there are none (or the caller is not the company's first recruiter). For
 * operators (the review center's tab, `forOperators`) the server answers every company's pending requests:
 * each names its company, and an empty list says so.
 */
export function JoinRequests({ forOperators = false }: { forOperators?: boolean }) {
  const t = useT();
  const [rows, setRows] = useState<JoinRequest[]>([]);
  const load = () => call(onboardingApi.joinRequests, undefined, { silent: true }).then(setRows, () => undefined);
  useEffect(() => {
    void load();
  }, []);

  const answer = async (id: number, approve: boolean) => {
    try {
      const { msg } = approve
        ? await callWithMessage(onboardingApi.approveJoin, { id })
        : await callWithMessage(onboardingApi.rejectJoin, { id });
      void toast({ title: msg, icon: 'none' });
    } catch (error) {
      shownRefusal(error);
    }
    void load();
  };

  if (!rows.length) {
    return forOperators ? (
      <View className="onb-company" data-testid="join-requests-none">
        <Text className="onb-company__meta">{t('onb.requestsNone')}</Text>
      </View>
    ) : null;
  }
  return (
    <View className="onb-company" data-testid="join-requests">
      <Text className="onb-requests__title">{t('onb.requestsTitle')}</Text>
      {rows.map((row) => (
        <View key={row.id} className="onb-company__hit" data-testid="join-request">
          <View className="onb-company__who">
            <Text className="onb-company__name">
              {row.requesterTitle ? `${row.requesterName} · ${row.requesterTitle}` : row.requesterName}
            </Text>
            <Text className="onb-company__meta">
              {forOperators ? t('onb.requestsBodyCompany', { company: row.companyName }) : t('onb.requestsBody')}
            </Text>
          </View>
          <Text
            className="onb-requests__no"
            data-testid="join-reject"
            {...{ role: 'button', tabIndex: 0 }}
            onClick={() => void answer(row.id, false)}
          >
            {t('onb.reject')}
          </Text>
          <Text
            className="onb-company__join"
            data-testid="join-approve"
            {...{ role: 'button', tabIndex: 0 }}
            onClick={() => void answer(row.id, true)}
          >
            {t('onb.approve')}
          </Text>
        </View>
      ))}
    </View>
  );
}
