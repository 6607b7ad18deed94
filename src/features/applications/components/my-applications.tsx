import { useCallback, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@common/applications';
import { PIPELINE_ACTION_LABEL, stageAllows } from '@common/pipeline';
import { ROUTES } from '@common/routes';
import { PagedList } from '@/components/paged-list';
import { StageChip } from '@/components/stage-chip';
import { Tabs } from '@/components/tabs';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import { formatSalary } from '@/lib/format';
import * as applications from '@/api/applications';
import { call } from '@/lib/call';
import { InterviewLine } from './interview-line';
import { useWithdraw } from './withdraw';
import './applications.scss';
import '../strings';
import '@/locales/recruiting';

/**
 * The seeker's applied positions (pages/recommendjob/myzw/kssq): by status, each with its stage, the
 * recruiter's reason, "no reply yet" after a week, the latest interview (tap: the interview records), its
 * progress (the application's stages) and 撤回投递 while the stage allows it.
 */
export function MyApplications() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const fetchPage = useCallback(
    (pageNum: number) => call(applications.mine, { status: status || undefined, pageNum, pageSize: 10 }),
    [status],
  );
  const list = useScreenList(fetchPage);
  const { busy, withdraw } = useWithdraw(() => void list.refresh());

  return (
    <View className="apps">
      <Tabs
        items={(['', ...APPLICATION_STATUSES] as const).map((key) => ({
          key,
          label: key ? t(APPLICATION_STATUS_LABEL[key]) : t('pos.all'),
        }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        list={list}
        empty={{
          title: status ? t('apps.noneInStatus') : t('apps.none'),
          body: status ? undefined : t('apps.noneBody'),
          actionText: t('job.browse'),
          onAction: () => void Taro.switchTab({ url: `/${ROUTES.home}` }),
          testId: 'applications-empty',
        }}
      >
        {(row) => (
          <View
            key={row.id}
            className="app-card"
            data-testid="application"
            // A tap anywhere opens the job; the title is the link the keyboard reaches (the interview line
            // inside is a button of its own, and a button holds no button).
            role="presentation"
            onClick={() => openRoute(ROUTES.jobDetail, { id: row.positionId })}
          >
            <View className="app-card__head">
              <Text className="app-card__title" {...{ role: 'link', tabIndex: 0 }}>
                {row.positionTitle}
              </Text>
              <Text className="app-card__salary">{formatSalary(row, locale)}</Text>
            </View>
            <Text className="app-card__line">{`${row.companyName} · ${row.regionName}`}</Text>
            <View className="app-card__foot">
              <StageChip stage={row.stage} testId="application-stage" />
              {row.noReplyYet ? (
                <Text className="app-card__hint" data-testid="no-reply">
                  {t('apps.noReplyYet')}
                </Text>
              ) : null}
              <Text className="app-card__time">{t('apps.appliedOn', { date: row.createdAt.slice(0, 10) })}</Text>
            </View>
            {row.status === 'rejected' && row.reason ? (
              <Text className="app-card__reason" data-testid="application-reason">
                {t('apps.reason', { reason: row.reason })}
              </Text>
            ) : null}
            {row.interview ? (
              <InterviewLine
                interview={row.interview}
                onClick={() => openRoute(ROUTES.record, { type: row.interview?.status === 'passed' ? 2 : 1 })}
              />
            ) : null}
            <View className="app-actions">
              <Text
                className="app-action"
                data-testid="application-progress"
                {...{ role: 'button', tabIndex: 0 }}
                onClick={(event) => {
                  event.stopPropagation();
                  openRoute('pages/applicant/ApplicationDetails', { id: row.id });
                }}
              >
                {t('apps.progress')}
              </Text>
              {stageAllows(row.stage, 'seeker', 'withdraw') ? (
                <Text
                  className={`app-action ${busy ? 'app-action--busy' : ''}`}
                  data-testid="application-withdraw"
                  {...{ role: 'button', tabIndex: 0 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    void withdraw(row.id);
                  }}
                >
                  {t(PIPELINE_ACTION_LABEL.withdraw)}
                </Text>
              ) : null}
            </View>
          </View>
        )}
      </PagedList>
    </View>
  );
}
