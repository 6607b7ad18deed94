import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDidShow } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABEL,
  type ApplicationCounts,
  type ApplicationStatus,
} from '@common/applications';
import { PagedList } from '@/components/paged-list';
import { SelectField } from '@/components/pickers';
import { Tabs } from '@/components/tabs';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import * as applications from '@/api/applications';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';
import { Avatar } from '@/components/avatar';
import { useScreenList } from '@/lib/use-paged-list';
import { InterviewLine } from './interview-line';
import './applications.scss';
import '../strings';
import '@/locales/recruiting';
import '@/locales/account';

/** The recruiter's positions to filter by (the newest 50 are plenty for a small company). */
function usePositionOptions() {
  const [options, setOptions] = useState<Array<{ id: number; title: string }>>([]);
  useEffect(() => {
    call(positions.mine, { pageSize: 50 }, { silent: true }).then(
      (page) => setOptions(page.rows),
      () => setOptions([]),
    );
  }, []);
  return options;
}

/**
 * Candidates (pages/applicant/applicant?id=<positionId>): the applications to the recruiter's company, by
 * position and status with counts; a card opens the applicant's details.
 */
export function Candidates({
  positionId: initialPosition,
  greet,
}: {
  positionId?: string;
  /** The 打招呼 action of a row (the chat feature's), composed in by the page. */
  greet?: (seekerId: number, positionId: number) => ReactNode;
}) {
  const t = useT();
  const ownPositions = usePositionOptions();
  const [positionId, setPositionId] = useState(initialPosition && /^\d+$/.test(initialPosition) ? initialPosition : '');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [counts, setCounts] = useState<ApplicationCounts>();
  const fetchPage = useCallback(
    (pageNum: number) =>
      call(applications.received, {
        positionId: Number(positionId) || undefined,
        status: status || undefined,
        pageNum,
        pageSize: 10,
      }),
    [positionId, status],
  );
  const list = useScreenList(fetchPage);
  // The tab badge: with the position, and again when the page shows after a decision (like the list).
  const loadCounts = () =>
    void call(applications.receivedCounts, { positionId: Number(positionId) || undefined }).then(setCounts, () =>
      setCounts(undefined),
    );
  useEffect(loadCounts, [positionId]);
  const returning = useRef(false);
  useDidShow(() => {
    if (returning.current) loadCounts();
    returning.current = true;
  });

  return (
    <View className="apps">
      <View className="apps-filter">
        <SelectField
          name="position"
          label={t('candidates.position')}
          value={positionId}
          placeholder={t('candidates.allPositions')}
          options={[
            { value: '', label: t('candidates.allPositions') },
            ...ownPositions.map((p) => ({ value: String(p.id), label: p.title })),
          ]}
          onChange={setPositionId}
        />
      </View>
      <Tabs
        items={(['', ...APPLICATION_STATUSES] as const).map((key) => ({
          key,
          label: key ? t(`candidates.status.${key}`) : t('pos.all'),
          badge: key === 'delivered' ? counts?.delivered : undefined,
        }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        list={list}
        empty={{
          title: t('candidates.none'),
          body: t('candidates.noneBody'),
          actionText: t('center.positions'),
          onAction: () => openRoute('pages/ManagementPosition/ManagementPosition'),
          testId: 'candidates-empty',
        }}
      >
        {(row) => (
          <View
            key={row.id}
            className="app-card"
            data-testid="candidate"
            onClick={() => openRoute('pages/applicant/ApplicationDetails', { id: row.id })}
          >
            <View className="app-card__head">
              <Avatar src={row.avatar} name={row.nickname} className="app-avatar" />
              <View className="app-card__who">
                <Text className="app-card__title">{row.nickname}</Text>
                <Text className="app-card__line">
                  {[
                    row.gender ? t(`gender.${row.gender}`) : '',
                    row.age !== null ? t('resume.age', { age: row.age }) : '',
                    row.workYears > 0 ? t('talent.workYears', { years: row.workYears }) : t('talent.fresh'),
                    row.highestDegree ? t(`degree.${row.highestDegree}`) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </View>
              <Text className={`app-status app-status--${row.status}`}>{t(APPLICATION_STATUS_LABEL[row.status])}</Text>
            </View>
            <Text className="app-card__line">{t('candidates.applied', { title: row.positionTitle })}</Text>
            <View className="app-card__foot">
              {row.noReplyYet ? <Text className="app-card__hint">{t('candidates.waiting')}</Text> : null}
              <Text className="app-card__time">{row.createdAt.slice(0, 10)}</Text>
              {greet ? greet(row.seekerId, row.positionId) : null}
            </View>
            {row.interview ? <InterviewLine interview={row.interview} /> : null}
          </View>
        )}
      </PagedList>
    </View>
  );
}
