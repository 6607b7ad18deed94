import { useCallback, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { CONTRACT_STATUS_LABEL, CONTRACT_KIND_LABEL } from '@common/constants';
import type { ContractCounts, ContractOffer, ContractRow, ContractTab } from '@common/contracts';
import { formatChinaTime } from '@common/china-time';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { PagedList } from '@/components/paged-list';
import { SearchBar } from '@/components/search-bar';
import { Tabs } from '@/components/tabs';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import { statusTone } from './contract-status';
import './contracts.scss';
import '../strings';

const TABS: ContractTab[] = ['all', 'waiting', 'signed', 'others'];

/**
 * The signing list: a recruiter's company contracts (with 新建合同 from an offer) or a seeker's own,
 * tabs by state with counts, search by name; a row opens the contract's page.
 */
export function ContractList({ side }: { side: 'partyA' | 'partyB' }) {
  const t = useT();
  const [tab, setTab] = useState<ContractTab>('all');
  const [keyword, setKeyword] = useState('');
  const [counts, setCounts] = useState<ContractCounts>();
  const [offers, setOffers] = useState<ContractOffer[] | 'loading' | null>(null);

  const fetchPage = useCallback(
    async (pageNum: number) => {
      const page = await call(contracts.list, { status: tab, keyword: keyword || undefined, pageNum, pageSize: 10 });
      setCounts(page.counts);
      return page;
    },
    [tab, keyword],
  );
  const list = useScreenList(fetchPage);

  const toggleOffers = async () => {
    if (offers) return setOffers(null);
    setOffers('loading');
    setOffers(await call(contracts.offers).catch(() => null));
  };

  return (
    <View className="contracts">
      <View className="contracts__bar">
        <SearchBar
          placeholder={t('contract.search')}
          testId="contracts-search"
          maxlength={20}
          searchOnBlur
          onSearch={setKeyword}
        />
        {side === 'partyA' ? (
          <Text className="contracts__new" data-testid="contracts-new" onClick={() => void toggleOffers()}>
            {t('contract.new')}
          </Text>
        ) : null}
      </View>
      {offers ? <OfferPicker offers={offers} /> : null}
      <Tabs
        items={TABS.map((key) => ({ key, label: `${t(`contract.tab.${key}`)} ${counts ? counts[key] : ''}`.trim() }))}
        value={tab}
        onChange={setTab}
      />
      <PagedList
        list={list}
        empty={{
          title: t('contract.none'),
          body: t(side === 'partyA' ? 'contract.noneRecruiter' : 'contract.noneSeeker'),
          testId: 'contracts-empty',
        }}
      >
        {(row) => <ContractCard key={row.id} row={row} />}
      </PagedList>
    </View>
  );
}

function ContractCard({ row }: { row: ContractRow }) {
  const t = useT();
  const when =
    row.status === 'signed' && row.signedAt
      ? t('contract.signedAt', { time: formatChinaTime(row.signedAt) })
      : row.status === 'sent' && row.deadline
        ? t('contract.deadlineAt', { time: formatChinaTime(row.deadline) })
        : t('contract.updatedAt', { time: formatChinaTime(row.updatedAt) });
  return (
    <View
      className="contract-card"
      data-testid="contract-card"
      onClick={() => openRoute(CONTRACT_ROUTES.tip, { id: row.id })}
    >
      <View className="contract-card__head">
        <Text className="contract-card__title">
          {row.role === 'partyA' ? row.partyBName : row.partyAName} · {row.partyBPosition}
        </Text>
        <Text className={`contract-status contract-status--${statusTone(row.status)}`}>
          {t(CONTRACT_STATUS_LABEL[row.status])}
        </Text>
      </View>
      <Text className="contract-card__line">
        {t('contract.no', { no: row.contractNo })} · {t(CONTRACT_KIND_LABEL[row.kind])}
      </Text>
      {row.role === 'partyA' && row.partyBIdMasked ? (
        <Text className="contract-card__line">{row.partyBIdMasked}</Text>
      ) : null}
      <Text className="contract-card__line">
        {row.startDate} ~ {row.endDate}
      </Text>
      <Text className="contract-card__time">{when}</Text>
    </View>
  );
}

/** The company's offers: one without a contract opens a new form, one with a contract opens it. */
export function OfferPicker({ offers }: { offers: ContractOffer[] | 'loading' }) {
  const t = useT();
  if (offers === 'loading') return <Text className="contracts__offers-empty">{t('common.loading')}</Text>;
  return (
    <View className="contracts__offers" data-testid="contract-offers">
      <Text className="contracts__offers-title">{t('contract.offers')}</Text>
      {offers.length ? null : <Text className="contracts__offers-empty">{t('contract.offersEmpty')}</Text>}
      {offers.map((offer) => (
        <View
          key={offer.applicationId}
          className={`contracts__offer ${offer.contractId ? 'contracts__offer--has' : ''}`}
          data-testid="contract-offer"
          onClick={() =>
            offer.contractId
              ? openRoute(CONTRACT_ROUTES.tip, { id: offer.contractId })
              : openRoute(CONTRACT_ROUTES.form, { applicationId: offer.applicationId })
          }
        >
          <Text className="contracts__offer-name">
            {offer.seekerName} · {offer.positionTitle}
          </Text>
          <Text className="contracts__offer-meta">
            {offer.contractId
              ? t('contract.offerHas')
              : t('contract.passedAt', { time: formatChinaTime(offer.passedAt) })}
          </Text>
        </View>
      ))}
    </View>
  );
}
