import type { ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { CompanyPage, PublicRecruiter } from '@common/company-page';
import type { PositionSummary } from '@common/positions';
import { ROUTES } from '@common/routes';
import * as companyPage from '@/api/company-page';
import { AsyncView } from '@/components/async-view';
import { Avatar } from '@/components/avatar';
import { CompanyLogo } from '@/components/company-logo';
import { StateBlock } from '@/components/state-block';
import { TextBlock } from '@/components/text-block';
import { call } from '@/lib/call';
import { since } from '@/lib/freshness';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { withPlatformApi } from '@/lib/platform/supported';
import { toast } from '@/lib/toast';
import { VerifiedBadge } from '@/components/verified-badge';
import '@/locales/recruiting';
import '../strings';
import './company-page.scss';

type T = ReturnType<typeof useT>;

/**
 * An outside link: a mini-program opens no outside page (only the business domains it registered), so
 * there it is copied to open in a browser; on H5 it opens in a new tab.
 */
function openLink(url: string, t: T) {
  if (process.env.TARO_ENV === 'h5') {
    window.open(url, '_blank', 'noopener');
    return;
  }
  void withPlatformApi('setClipboardData', () => Taro.setClipboardData({ data: url })).then(
    (done) => done && toast({ title: t('company.page.linkCopied'), icon: 'none' }),
  );
}

function Recruiter({ recruiter }: { recruiter: PublicRecruiter }) {
  const t = useT();
  const active = since(recruiter.lastActiveAt);
  return (
    <View className="company-page__recruiter" data-testid="company-recruiter">
      <Avatar className="company-page__avatar" src={recruiter.avatar} name={recruiter.name} />
      <View className="company-page__recruiter-text">
        <Text className="company-page__recruiter-name">
          {[recruiter.name, recruiter.title].filter(Boolean).join(' · ')}
          <VerifiedBadge verified={recruiter.verified} testId="company-recruiter-verified" />
        </Text>
        <Text className="company-page__muted">
          {t('company.page.active', { when: t(active.key, { n: active.n ?? 0 }) })}
        </Text>
      </View>
    </View>
  );
}

function Page({ company, position }: { company: CompanyPage; position: (row: PositionSummary) => ReactNode }) {
  const t = useT();
  const facts = [
    company.size ? t(`companySize.${company.size}`) : '',
    company.type ? t(`companyType.${company.type}`) : '',
    company.industry ?? '',
  ].filter(Boolean);
  const address = [company.regionName, company.addressDetail].filter(Boolean).join(' ');
  const links = [
    ...(company.website ? [{ title: t('company.page.website'), url: company.website }] : []),
    ...company.links,
  ];

  return (
    <View className="company-page" data-testid="company-page">
      <View className="company-page__card company-page__head">
        <CompanyLogo className="company-page__logo" logo={company.logo || null} name={company.name} />
        <View className="company-page__head-text">
          <View className="company-page__name-row">
            <Text className="company-page__name">{company.name}</Text>
            {company.verified ? (
              <Text className="company-page__verified" data-testid="company-verified">
                {t('company.page.verified')}
              </Text>
            ) : null}
          </View>
          {facts.length ? <Text className="company-page__muted">{facts.join(' · ')}</Text> : null}
          {company.slogan ? <Text className="company-page__muted">{company.slogan}</Text> : null}
        </View>
      </View>

      {company.introduction ? (
        <View className="company-page__card">
          <Text className="company-page__section">{t('company.page.intro')}</Text>
          <TextBlock text={company.introduction} />
        </View>
      ) : null}

      {links.length ? (
        <View className="company-page__card" data-testid="company-links">
          <Text className="company-page__section">{t('company.page.links')}</Text>
          {links.map((link) => (
            <View
              key={`${link.title}-${link.url}`}
              className="company-page__row"
              data-testid="company-link"
              onClick={() => openLink(link.url, t)}
            >
              <Text className="company-page__row-title">{link.title}</Text>
              <Text className="company-page__row-value">{link.url}</Text>
              <Text className="company-page__chevron">›</Text>
            </View>
          ))}
        </View>
      ) : null}

      {address ? (
        <View className="company-page__card">
          <Text className="company-page__section">{t('company.page.address')}</Text>
          <View
            className="company-page__row"
            data-testid="company-address"
            // The spec's /open-location: the address, how far it is, and the phone's map apps.
            onClick={() =>
              openRoute(ROUTES.openLocation, {
                name: company.name,
                address,
                lat: company.latitude ?? undefined,
                lng: company.longitude ?? undefined,
              })
            }
          >
            <Text className="company-page__row-value company-page__row-value--wide">{address}</Text>
            <Text className="company-page__chevron">›</Text>
          </View>
        </View>
      ) : null}

      {company.recruiters.length ? (
        <View className="company-page__card" data-testid="company-recruiters">
          <Text className="company-page__section">{t('company.page.recruiters')}</Text>
          {company.recruiters.map((recruiter) => (
            <Recruiter key={recruiter.userId} recruiter={recruiter} />
          ))}
        </View>
      ) : null}

      <View className="company-page__positions" data-testid="company-positions">
        <Text className="company-page__section company-page__section--list">
          {t('company.page.positions', { n: company.positions.length })}
        </Text>
        {company.positions.length ? (
          company.positions.map((row) => <View key={row.id}>{position(row)}</View>)
        ) : (
          <StateBlock title={t('company.page.noPositions')} testId="company-positions-empty" />
        )}
      </View>
    </View>
  );
}

interface CompanyScreenProps {
  id: string;
  /** How a position is drawn and opened (the positions feature's card), composed in by the page. */
  position: (row: PositionSummary) => ReactNode;
}

/** A company's public homepage (`pages/company/index?id=`): anyone may open it, without logging in. */
export function CompanyScreen({ id, position }: CompanyScreenProps) {
  return (
    <AsyncView testId="company" deps={[id]} load={() => call(companyPage.page, { id: Number(id) })}>
      {(company) => <Page company={company} position={position} />}
    </AsyncView>
  );
}
