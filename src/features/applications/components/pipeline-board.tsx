import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { APPLICATION_NO_REPLY_DAYS_DEFAULT } from '@common/applications';
import { STAGE_LABEL, type Board } from '@common/pipeline';
import { AsyncView } from '@/components/async-view';
import { Avatar } from '@/components/avatar';
import { SelectField } from '@/components/pickers';
import { StageChip } from '@/components/stage-chip';
import { StateBlock } from '@/components/state-block';
import * as pipeline from '@/api/pipeline';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { waitedText } from '../stage-time';
import { usePositionChoices } from './position-options';
import './applications.scss';
import './pipeline-board.scss';
import '../strings';

/** One position's columns: each stage with its count and the candidates who waited longest. */
export function BoardColumns({ board }: { board: Board }) {
  const t = useT();
  return (
    <>
      {/* The closed counts above the columns: the tallest column would push them out of sight. */}
      <View className="board__closed" data-testid="board-closed">
        <Text className="board__closed-title">{t('board.closed')}</Text>
        <Text className="board__closed-item">{`${t(STAGE_LABEL.rejected)} ${board.closed.rejected}`}</Text>
        <Text className="board__closed-item">{`${t(STAGE_LABEL.withdrawn)} ${board.closed.withdrawn}`}</Text>
      </View>
      {/*
        A plain view that scrolls sideways (CSS overflow, on both targets) rather than a ScrollView: on H5 the
        ScrollView scrolls an inner element that cannot take the focus, and a keyboard must be able to scroll
        the columns even when they hold no card to focus (axe: scrollable-region-focusable).
      */}
      <View
        className="board__scroll"
        data-testid="board-columns"
        {...{ tabIndex: 0, role: 'region', 'aria-label': t('board.columns') }}
      >
        <View className="board__columns">
          {board.columns.map((column) => (
            <View key={column.stage} className="board__column" data-testid="board-column" data-stage={column.stage}>
              <View className="board__column-head">
                <StageChip stage={column.stage} />
                <Text className="board__count" data-testid="board-count">
                  {column.count}
                </Text>
              </View>
              {column.cards.length ? null : <Text className="board__empty">{t('board.emptyColumn')}</Text>}
              {column.cards.map((card) => (
                <View
                  key={card.applicationId}
                  className={`board__card ${card.overdue ? 'board__card--overdue' : ''}`}
                  data-testid="board-card"
                  onClick={() => openRoute('pages/applicant/ApplicationDetails', { id: card.applicationId })}
                >
                  <Avatar src={card.avatar} name={card.nickname} className="board__avatar" />
                  <View className="board__who">
                    <Text className="board__name">{card.nickname}</Text>
                    <Text className={`board__waited ${card.overdue ? 'board__waited--overdue' : ''}`}>
                      {card.overdue
                        ? t('board.overdue', { days: APPLICATION_NO_REPLY_DAYS_DEFAULT })
                        : waitedText(t, card.waitedDays)}
                    </Text>
                  </View>
                </View>
              ))}
              {column.count > column.cards.length ? (
                <Text
                  className="board__more"
                  onClick={() => openRoute('pages/applicant/applicant', { id: board.positionId })}
                >
                  {t('board.more', { n: column.count - column.cards.length })}
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      </View>
    </>
  );
}

/**
 * The recruiter's board (pages/applicant/board?id=<positionId>): a position's candidates by stage, who waited
 * longest first and those past the no-reply rule in red; a card opens the applicant's details.
 */
export function PipelineBoard({ positionId: initial }: { positionId?: string }) {
  const t = useT();
  const positions = usePositionChoices();
  const [positionId, setPositionId] = useState(initial && /^\d+$/.test(initial) ? initial : '');
  const chosen = positionId || (positions.options[0] ? String(positions.options[0].id) : '');

  return (
    <View className="apps board" data-testid="board">
      <View className="apps-filter apps-filter--row">
        <SelectField
          name="position"
          label={t('board.position')}
          value={chosen}
          placeholder={t('board.pickPosition')}
          options={positions.options.map((p) => ({ value: String(p.id), label: p.title }))}
          onChange={setPositionId}
        />
        {chosen ? (
          <Text
            className="apps-board-link"
            data-testid="board-list"
            onClick={() => openRoute('pages/applicant/applicant', { id: chosen })}
          >
            {t('board.list')}
          </Text>
        ) : null}
      </View>
      {chosen ? (
        <AsyncView testId="board" deps={[chosen]} load={() => call(pipeline.board, { positionId: Number(chosen) })}>
          {(board) => <BoardColumns board={board} />}
        </AsyncView>
      ) : positions.status === 'loading' ? (
        <StateBlock title={t('common.loading')} testId="board-loading" />
      ) : (
        <StateBlock
          title={t('board.noPositions')}
          body={t('board.noPositionsBody')}
          actionText={t('center.positions')}
          onAction={() => openRoute('pages/ManagementPosition/ManagementPosition')}
          testId="board-empty"
        />
      )}
    </View>
  );
}
