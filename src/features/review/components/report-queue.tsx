import { useCallback, useEffect, useState } from 'react';
import { Image, Input, Text, View } from '@tarojs/components';
import { formatChinaTime } from '@common/china-time';
import { REPORTS_MSG } from '@common/messages.reports';
import {
  liftMeasureSchema,
  MUTE_DAYS_DEFAULT,
  MUTE_DAYS_MAX,
  REPORT_ACTION_REASON_MAX,
  REPORT_STATUSES,
  type ReportAction,
  type ReportDetail,
  type ReportQueueRow,
  type ReportStatus,
} from '@common/reports';
import * as reports from '@/api/reports';
import { PagedList } from '@/components/paged-list';
import { ReasonForm } from '@/components/reason-form';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { previewImage } from '@/lib/platform/preview-image';
import { assetUrl, shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { useScreenList } from '@/lib/use-paged-list';
import '../report-strings';
import './report-queue.scss';

/** The rule of the action's reason (the same as the server's: required, at most 200 characters). */
const reasonSchema = liftMeasureSchema;

function Context({ detail }: { detail: ReportDetail }) {
  const t = useT();
  const auditLabel = (action: string) =>
    action in REPORTS_MSG.actions ? t(REPORTS_MSG.actions[action as ReportAction]) : t(`reports.history.${action}`);
  return (
    <View data-testid="report-context">
      {detail.conversation ? (
        <>
          <Text className="report-card__section">{t('reports.context')}</Text>
          {detail.conversation.messages.map((m) => (
            <Text
              key={m.id}
              className={`report-msg ${m.reported ? 'report-msg--reported' : ''}`}
              data-testid={m.reported ? 'report-reported-message' : undefined}
            >
              {`${t(`reports.side.${m.side}`)}：${m.text}`}
            </Text>
          ))}
        </>
      ) : null}
      {detail.position ? (
        <>
          <Text className="report-card__section">{t('reports.position')}</Text>
          <Text className="review-card__line">{`${detail.position.title} · ${detail.position.companyName}`}</Text>
          {[detail.position.responsibilities, detail.position.requirements, detail.position.conditions]
            .filter(Boolean)
            .map((text, index) => (
              <Text key={index} className="review-card__text">
                {text}
              </Text>
            ))}
        </>
      ) : null}
      {detail.company ? (
        <>
          <Text className="report-card__section">{t('reports.company')}</Text>
          <Text className="review-card__line">{`${detail.company.name} · ${formatChinaTime(detail.company.createdAt)}`}</Text>
          {detail.company.introduction ? (
            <Text className="review-card__text">{detail.company.introduction}</Text>
          ) : null}
        </>
      ) : null}
      {detail.earlierReports.length ? (
        <>
          <Text className="report-card__section">{t('reports.earlier', { count: detail.earlierReports.length })}</Text>
          {detail.earlierReports.map((r) => (
            <Text key={r.id} className="review-card__meta">
              {`${formatChinaTime(r.createdAt)} ${t(REPORTS_MSG.targets[r.targetType])}「${r.subject}」${t(
                REPORTS_MSG.reasons[r.reason],
              )} · ${t(REPORTS_MSG.statuses[r.status])}`}
            </Text>
          ))}
        </>
      ) : null}
      {detail.audit.length ? (
        <>
          <Text className="report-card__section">{t('reports.audit')}</Text>
          {detail.audit.map((a) => (
            <Text key={a.id} className="review-card__meta">
              {`${formatChinaTime(a.createdAt)} ${a.operatorUserId === null ? t('reports.auto') : `#${a.operatorUserId}`} ${auditLabel(a.action)}：${a.reason}`}
            </Text>
          ))}
        </>
      ) : null}
    </View>
  );
}

/** The measures in force on the reported account, each liftable with a reason. */
function Measures({ detail, onChanged }: { detail: ReportDetail; onChanged: () => void }) {
  const t = useT();
  const [lifting, setLifting] = useState<number>();
  const shown = detail.measures.filter((m) => m.kind !== 'warn');
  if (!shown.length) return null;
  return (
    <>
      <Text className="report-card__section">{t('reports.inForce')}</Text>
      {shown.map((m) => (
        <View key={m.id} data-testid="report-measure">
          <Text className="review-card__line">
            {`${t(REPORTS_MSG.measures[m.kind])} ${m.until ? t('reports.until', { time: formatChinaTime(m.until) }) : t('reports.untilLooked')} · ${m.reason}`}
          </Text>
          {lifting === m.id ? (
            <ReasonForm
              className="review-reject"
              schema={reasonSchema}
              maxlength={REPORT_ACTION_REASON_MAX}
              label={t('reports.liftReason')}
              placeholder={t('reports.actionPlaceholder')}
              confirmText={t('reports.lift')}
              onCancel={() => setLifting(undefined)}
              onSubmit={async (reason) => {
                try {
                  const { msg } = await callWithMessage(reports.lift, { id: m.id, reason });
                  void toast({ title: msg, icon: 'none' });
                  setLifting(undefined);
                  onChanged();
                } catch (error) {
                  shownRefusal(error);
                }
              }}
            />
          ) : (
            <Text className="report-card__action" onClick={() => setLifting(m.id)} data-testid="report-lift">
              {t('reports.lift')}
            </Text>
          )}
        </View>
      ))}
    </>
  );
}

function ReportCard({ row, onDone }: { row: ReportQueueRow; onDone: () => void }) {
  const t = useT();
  const [detail, setDetail] = useState<ReportDetail>();
  const [open, setOpen] = useState(false);
  const [acting, setActing] = useState<ReportAction>();
  const [days, setDays] = useState(String(MUTE_DAYS_DEFAULT));
  const load = useCallback(() => {
    void call(reports.detail, { id: row.id })
      .then(setDetail)
      .catch((error) => shownRefusal(error));
  }, [row.id]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const actions: ReportAction[] = [
    'dismiss',
    'warn',
    'mute',
    ...(row.targetType === 'position' ? (['take_down'] as const) : []),
    'suspend',
  ];
  const act = async (reason: string) => {
    try {
      const { msg } = await callWithMessage(reports.act, {
        id: row.id,
        action: acting!,
        reason,
        ...(acting === 'mute' ? { days: Math.min(MUTE_DAYS_MAX, Math.max(1, Number(days) || MUTE_DAYS_DEFAULT)) } : {}),
      });
      void toast({ title: msg, icon: 'none' });
      setActing(undefined);
      onDone();
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <View className="review-card" data-testid="report-card">
      <View className="review-card__head">
        <Text className="review-card__title">{`${t(REPORTS_MSG.targets[row.targetType])}「${row.subject}」`}</Text>
      </View>
      {row.flagged ? (
        <Text className="report-card__flag" data-testid="report-flagged">
          {t('reports.flagged')}
        </Text>
      ) : null}
      <Text className="review-card__line">{t(REPORTS_MSG.reasons[row.reason])}</Text>
      {row.note ? <Text className="review-card__text">{t('reports.note', { note: row.note })}</Text> : null}
      <Text className="review-card__line">
        {t('reports.from', { reporter: row.reporter.nickname, reported: row.reported?.nickname ?? '-' })}
      </Text>
      {row.reportersInWindow > 1 ? (
        <Text className="review-card__warn">{t('reports.reporters', { count: row.reportersInWindow })}</Text>
      ) : null}
      {row.screenshots.length ? (
        <View className="review-card__docs">
          {row.screenshots.map((src) => (
            <View key={src} className="review-card__doc" onClick={() => previewImage(assetUrl(src))}>
              <Image className="review-card__doc-img" src={assetUrl(src)} mode="aspectFill" />
            </View>
          ))}
        </View>
      ) : null}
      <Text className="review-card__meta">{t('reports.at', { time: formatChinaTime(row.createdAt) })}</Text>
      {row.outcome ? (
        <Text className="review-card__reason">
          {t('reports.outcome', { outcome: `${t(REPORTS_MSG.actions[row.outcome])}（${row.outcomeReason ?? ''}）` })}
        </Text>
      ) : null}
      <Text className="report-card__action" onClick={() => setOpen(!open)} data-testid="report-details">
        {open ? t('reports.hide') : t('reports.details')}
      </Text>
      {open && detail ? (
        <>
          <Context detail={detail} />
          <Measures detail={detail} onChanged={load} />
        </>
      ) : null}
      {row.status === 'open' && !acting ? (
        <View className="report-card__actions">
          {actions.map((action) => (
            <Text
              key={action}
              className={`report-card__action ${action === 'dismiss' ? '' : 'report-card__action--strong'}`}
              onClick={() => setActing(action)}
              data-testid={`report-action-${action}`}
            >
              {t(REPORTS_MSG.actions[action])}
            </Text>
          ))}
        </View>
      ) : null}
      {acting ? (
        <View>
          {acting === 'mute' ? (
            <>
              <Text className="review-card__line">{t('reports.days')}</Text>
              <Input
                className="report-card__days"
                type="number"
                value={days}
                onInput={(event) => setDays(event.detail.value)}
                data-testid="report-days"
              />
            </>
          ) : null}
          <ReasonForm
            className="review-reject"
            schema={reasonSchema}
            maxlength={REPORT_ACTION_REASON_MAX}
            label={t('reports.actionReason')}
            placeholder={t('reports.actionPlaceholder')}
            confirmText={t('reports.confirm', { action: t(REPORTS_MSG.actions[acting]) })}
            onCancel={() => setActing(undefined)}
            onSubmit={act}
          />
        </View>
      ) : null}
    </View>
  );
}

/**
 * The operators' reports tab of the review center: open reports with automatic mutes first, each
 * with its context on demand, the actions with a required reason, and the measures in force to lift.
 */
export function ReportQueue() {
  const t = useT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const fetchPage = useCallback((pageNum: number) => call(reports.queue, { status, pageNum }), [status]);
  const list = useScreenList<ReportQueueRow>(fetchPage);
  return (
    <View data-testid="report-queue">
      <View className="review-statuses">
        {REPORT_STATUSES.map((s) => (
          <Text
            key={s}
            className={`review-status ${s === status ? 'review-status--on' : ''}`}
            onClick={() => setStatus(s)}
            data-testid={`report-status-${s}`}
          >
            {t(REPORTS_MSG.statuses[s])}
          </Text>
        ))}
      </View>
      <PagedList list={list} empty={{ title: t('reports.empty'), testId: 'report-empty' }}>
        {(row) => <ReportCard key={row.id} row={row} onDone={() => void list.refresh()} />}
      </PagedList>
    </View>
  );
}
