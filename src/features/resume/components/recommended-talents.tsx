import { useCallback, useEffect, useState } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { PAGE_SIZE } from '@common/constants';
import * as recommend from '@/api/recommend';
import { PagedList } from '@/components/paged-list';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { RequestError } from '@/lib/request';
import { remedyFor } from '@/services/remedy-keys';
import { usePagedList } from '@/lib/use-paged-list';
import { reasonWords } from '@/locales/recommend';
import { TalentCard, type Greet } from './talent-card';

/**
 * 推荐牛人 for one of the recruiter's positions: seekers whose expectations match it, each saying why, with
 * the 打招呼 the page composes in (about this position).
 */
export function RecommendedTalents({ positionId, greet }: { positionId: number; greet?: Greet }) {
  const t = useT();
  // The company's state, when the server refuses for it (the list says so instead of "failed to load").
  const [companyFirst, setCompanyFirst] = useState(false);
  const fetchPage = useCallback(
    (pageNum: number) =>
      // Silent: a refusal is this list's state, not a toast.
      call(recommend.talents, { positionId, pageNum, pageSize: PAGE_SIZE }, { silent: true }).then(
        (page) => (setCompanyFirst(false), page),
        (error: unknown) => {
          setCompanyFirst(isCompanyFirst(error));
          throw error;
        },
      ),
    [positionId],
  );
  const list = usePagedList(fetchPage);
  useEffect(() => {
    void list.reload();
  }, [fetchPage]);
  useReachBottom(list.loadMore);

  return (
    <View className="home-talents" data-testid="home-talents">
      {list.status === 'error' && !list.rows.length && companyFirst ? (
        <StateBlock
          title={t('recommend.companyFirst')}
          body={list.error}
          actionText={t('recommend.company')}
          onAction={() => openRoute('pages/CompanyManagement/CompanyManagement')}
          testId="home-talents-company"
        />
      ) : (
        <PagedList
          list={list}
          empty={{
            title: t('recommend.talentsNone'),
            body: t('recommend.talentsNoneBody'),
            testId: 'home-talents-empty',
          }}
        >
          {(talent) => (
            <TalentCard
              key={talent.seekerId}
              resume={talent}
              greet={greet}
              reasons={reasonWords(talent.reasons, t, 'talent')}
            />
          )}
        </PagedList>
      )}
    </View>
  );
}

/** A refusal for a company missing or not approved yet: the way on is the company, not a retry. */
function isCompanyFirst(error: unknown): boolean {
  return error instanceof RequestError && remedyFor(error.key)?.kind === 'company';
}
