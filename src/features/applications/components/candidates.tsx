import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDidShow } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { STAGES, STAGE_LABEL, type Board, type Stage } from '@common/pipeline';
import { PagedList } from '@/components/paged-list';
import { SelectField } from '@/components/pickers';
import { StageChip } from '@/components/stage-chip';
import { Tabs } from '@/components/tabs';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import * as applications from '@/api/applications';
import * as pipeline from '@/api/pipeline';
import { call } from '@/lib/call';
import { Avatar } from '@/components/avatar';
import { useScreenList } from '@/lib/use-paged-list';
import { waitedDays, waitedText } from '../stage-time';
import { usePositionOptions } from './position-options';
import { InterviewLine } from './interview-line';
import './applications.scss';
import '../strings';
import '@/locales/recruiting';
import '@/locales/account';

/** How many of one position's candidates stand at each stage (the board's counts): the tab badges. */
function stageCounts(board: Board | undefined): Partial<Record<Stage, number>> {
  if (!board) return {};
  const counts: Partial<Record<Stage, number>> = { ...board.closed };
  for (const column of board.columns) counts[column.stage] = column.count;
  return counts;
}

/**
 * Candidates (pages/applicant/applicant?id=<positionId>): the applications to the recruiter's company, by
 * position and stage (with counts once a position is chosen, and its board); a card opens the applicant's
 * details.
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
  const [stage, setStage] = useState<Stage | ''>('');
  const [board, setBoard] = useState<Board>();
  const fetchPage = useCallback(
    (pageNum: number) =>
      call(applications.received, {
        positionId: Number(positionId) || undefined,
        stage: stage || undefined,
        pageNum,
        pageSize: 10,
      }),
    [positionId, stage],
  );
  const list = useScreenList(fetchPage);
  // The tab badges: one position's counts per stage, again when the page shows after a decision.
  const loadCounts = () => {
    if (!positionId) {
      setBoard(undefined);
      return;
    }
    void call(pipeline.board, { positionId: Number(positionId) }, { silent: true }).then(setBoard, () =>
      setBoard(undefined),
    );
  };
  useEffect(loadCounts, [positionId]);
  const returning = useRef(false);
  useDidShow(() => {
    if (returning.current) loadCounts();
    returning.current = true;
  });
  const counts = stageCounts(board);

  return (
    <View className="apps">
      <View className="apps-filter apps-filter--row">
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
        {positionId ? (
          <Text
            className="apps-board-link"
            data-testid="candidates-board"
            onClick={() => openRoute('pages/applicant/board', { id: positionId })}
          >
            {t('candidates.board')}
          </Text>
        ) : null}
      </View>
      <Tabs
        items={(['', ...STAGES] as const).map((key) => ({
          key,
          label: key ? t(STAGE_LABEL[key]) : t('pos.all'),
          badge: key ? counts[key] : undefined,
        }))}
        value={stage}
        onChange={setStage}
      />
      <PagedList
        list={list}
        empty={
          stage
            ? { title: t('candidates.noneInStage'), testId: 'candidates-empty' }
            : {
                title: t('candidates.none'),
                body: t('candidates.noneBody'),
                actionText: t('center.positions'),
                onAction: () => openRoute('pages/ManagementPosition/ManagementPosition'),
                testId: 'candidates-empty',
              }
        }
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
              <StageChip stage={row.stage} />
            </View>
            <Text className="app-card__line">{t('candidates.applied', { title: row.positionTitle })}</Text>
            <View className="app-card__foot">
              <Text
                className={`app-card__waited ${row.noReplyYet ? 'app-card__waited--overdue' : ''}`}
                data-testid="candidate-waited"
              >
                {waitedText(t, waitedDays(row.stageAt))}
              </Text>
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
