import { useCallback, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { RECORD_TYPES, formatChinaTime, type RecordType } from '@common/applications';
import { CONTRACT_STATUS_LABEL, type ContractStatus } from '@common/constants';
import type { Stage } from '@common/pipeline';
import { ROUTES } from '@common/routes';
import { PagedList } from '@/components/paged-list';
import { StageChip } from '@/components/stage-chip';
import { Tabs } from '@/components/tabs';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import * as applications from '@/api/applications';
import { call } from '@/lib/call';
import { InterviewCard } from './interview-card';
import './applications.scss';

import '../strings';

/** The contract's page (the contracts feature's screen; features do not import each other). */
const CONTRACT_TIP = 'pages/contractAward/tip';

/**
 * Where an offer's application stands, as far as the row tells: a passed interview is 面试通过 until its
 * contract is signed (已签约). (A record row carries no stage of its own; later stages show in 投递记录.)
 */
function offerStage(contract: { status: ContractStatus } | null | undefined): Stage {
  return contract?.status === 'signed' ? 'signed' : 'offered';
}

/**
 * Job-search records (pages/record/record?type=1|2): type 1 the seeker's interviews (accept or decline an
 * invitation here), type 2 offers (passed interviews) with their contract (its state opens its page).
 */
export function JobRecords({ initialType }: { initialType?: string }) {
  const t = useT();
  const [type, setType] = useState<RecordType>(initialType === '2' ? RECORD_TYPES.offers : RECORD_TYPES.interviews);
  const fetchPage = useCallback(
    (pageNum: number) =>
      call(applications.records, { type: type === RECORD_TYPES.offers ? '2' : '1', pageNum, pageSize: 10 }),
    [type],
  );
  const list = useScreenList(fetchPage);

  return (
    <View className="apps">
      <Tabs
        items={[
          { key: '1', label: t('records.interviews') },
          { key: '2', label: t('records.offers') },
        ]}
        value={String(type)}
        onChange={(key) => setType(key === '2' ? RECORD_TYPES.offers : RECORD_TYPES.interviews)}
      />
      <PagedList
        list={list}
        empty={{
          title: type === RECORD_TYPES.offers ? t('records.noOffers') : t('records.noInterviews'),
          body: t('records.emptyBody'),
          actionText: t('job.browse'),
          onAction: () => void Taro.switchTab({ url: `/${ROUTES.home}` }),
          testId: 'records-empty',
        }}
      >
        {(row) =>
          row.kind === 'offer' ? (
            <View
              key={`offer-${row.id}`}
              className="app-card"
              data-testid="offer-card"
              onClick={() => openRoute(ROUTES.jobDetail, { id: row.positionId })}
            >
              <View className="app-card__head">
                <Text className="app-card__title">{row.positionTitle}</Text>
                <StageChip stage={offerStage(row.contract)} testId="offer-stage" />
              </View>
              <Text className="app-card__line">{row.companyName}</Text>
              {row.contract ? (
                <Text
                  className="app-card__line app-card__link"
                  data-testid="offer-contract"
                  onClick={(event) => {
                    event.stopPropagation();
                    openRoute(CONTRACT_TIP, { id: row.contract!.id });
                  }}
                >
                  {t('records.contract', { status: t(CONTRACT_STATUS_LABEL[row.contract.status]) })}
                </Text>
              ) : (
                <Text className="app-card__line">
                  {t('records.offerBody', { time: formatChinaTime(row.updatedAt) })}
                </Text>
              )}
            </View>
          ) : (
            <InterviewCard key={row.id} interview={row} side="seeker" onChanged={() => void list.refresh()} />
          )
        }
      </PagedList>
    </View>
  );
}
