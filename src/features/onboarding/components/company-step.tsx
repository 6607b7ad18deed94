import { useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { CompanyHit } from '@common/onboarding';
import { COMPANY_SEARCH_NAME_MAX } from '@common/onboarding';
import * as onboardingApi from '@/api/onboarding';
import { SearchBar } from '@/components/search-bar';
import { SubmitButton } from '@/components/form';
import { StateBlock } from '@/components/state-block';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';

/**
 * The recruiter's company: find it by name and ask to join (its first recruiter or an operator approves), or
 * create it with the company form (handed in by the page).
 */
export function CompanyStep({
  create,
  onChanged,
}: {
  create: (saved: () => void) => ReactNode;
  onChanged: () => void;
}) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const [hits, setHits] = useState<CompanyHit[]>();
  const [busy, setBusy] = useState<number>();

  const search = (name: string) => {
    const text = name.trim();
    if (!text) {
      setHits(undefined);
      return;
    }
    call(onboardingApi.searchCompanies, { name: text }).then(setHits, shownRefusal);
  };

  const join = async (id: number) => {
    if (busy) return;
    setBusy(id);
    try {
      const { msg } = await callWithMessage(onboardingApi.join, { id });
      void toast({ title: msg, icon: 'none', duration: 2000 });
      onChanged();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  if (creating)
    return (
      <View className="onb-company" data-testid="company-create">
        <Text className="onb__link" data-testid="company-back-to-search" onClick={() => setCreating(false)}>
          {t('onb.backToSearch')}
        </Text>
        {create(onChanged)}
      </View>
    );

  return (
    <View className="onb-company">
      <SearchBar
        className="onb-company__search"
        placeholder={t('onb.companySearchPlaceholder')}
        maxlength={COMPANY_SEARCH_NAME_MAX}
        onSearch={search}
        testId="company-search"
      />
      {hits && hits.length === 0 ? <StateBlock title={t('onb.noHits')} testId="company-no-hits" /> : null}
      {hits?.map((hit) => (
        <View key={hit.id} className="onb-company__hit" data-testid="company-hit">
          <View className="onb-company__who">
            <Text className="onb-company__name">{hit.name}</Text>
            <Text className="onb-company__meta">
              {hit.regionName}
              {hit.verified ? ` · ${t('onb.verified')}` : ''}
            </Text>
          </View>
          <Text
            className="onb-company__join"
            data-testid="join-company"
            {...{ role: 'button', tabIndex: 0 }}
            onClick={() => void join(hit.id)}
          >
            {busy === hit.id ? t('common.loading') : t('onb.join')}
          </Text>
        </View>
      ))}
      <View className="onb-company__create">
        <SubmitButton plain text={t('onb.create')} testId="company-create-open" onClick={() => setCreating(true)} />
      </View>
    </View>
  );
}
