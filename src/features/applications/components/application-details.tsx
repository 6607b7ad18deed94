import { useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import {
  APPLICATION_REASON_MAX,
  OPEN_INTERVIEW_STATUSES,
  applicationRejectSchema,
  formatChinaTime,
  type ApplicationDetail,
} from '@common/applications';
import { CONTRACT_STATUS_LABEL } from '@common/constants';
import { MSG } from '@common/messages';
import { PIPELINE_ACTION_LABEL, STAGE_LABEL, stageActions, type PipelineAction } from '@common/pipeline';
import { AsyncView } from '@/components/async-view';
import { ReasonForm } from '@/components/reason-form';
import { StageChip } from '@/components/stage-chip';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { formatSalary } from '@/lib/format';
import { ResumeView } from './resume-view';
import { CandidatePdfButton, ResumeFileCard } from './resume-file-card';
import * as applications from '@/api/applications';
import * as resumes from '@/api/resume';
import { call } from '@/lib/call';
import { InterviewCard } from './interview-card';
import { InviteForm } from './invite-form';
import { useWithdraw } from './withdraw';
import './applications.scss';
import '../strings';
import { toast } from '@/lib/toast';

type Detail = ApplicationDetail;

/** The contract form and the staff form (the contracts' and the office's screens; features do not import each other). */
const CONTRACT_FORM = 'pages/contractAward/form';
const STAFF_FORM = 'pages/oa/staff/operate';

/** The actions a side may take now: the stage's (common/pipeline.ts), less what the facts rule out. */
function availableActions(detail: Detail): PipelineAction[] {
  const side = detail.viewer;
  const openInterview = detail.interviews.some((i) =>
    (OPEN_INTERVIEW_STATUSES as readonly string[]).includes(i.status),
  );
  return stageActions(detail.stage, side).filter((action) => {
    if (action === 'invite') return !openInterview;
    if (action === 'addStaff') return detail.contract?.status === 'signed';
    return true;
  });
}

/** Every stage the application reached, oldest first, in China time; the last one is where it stands. */
function StageTimeline({ detail }: { detail: Detail }) {
  const t = useT();
  const stages = detail.stages.length ? detail.stages : [{ stage: detail.stage, at: detail.stageAt }];
  return (
    <View className="app-card stage-line" data-testid="stage-timeline">
      <Text className="stage-line__title">{t('stages.title')}</Text>
      {stages.map((change, index) => {
        const last = index === stages.length - 1;
        return (
          <View
            key={`${change.stage}-${change.at}`}
            className={`stage-line__step ${last ? 'stage-line__step--now' : ''}`}
            data-testid="stage-step"
            data-stage={change.stage}
          >
            <View className={`stage-line__dot stage-line__dot--${change.stage}`} />
            <Text className="stage-line__name">{t(STAGE_LABEL[change.stage])}</Text>
            <Text className="stage-line__time">{formatChinaTime(change.at)}</Text>
          </View>
        );
      })}
    </View>
  );
}

/** The application panel above the resume: position, stage, and what the viewer may do next. */
function ApplicationPanel({ detail, reload }: { detail: Detail; reload: () => void }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [mode, setMode] = useState<'invite' | 'reject'>();
  const [busy, setBusy] = useState(false);
  const recruiter = detail.viewer === 'recruiter';
  const { busy: withdrawing, withdraw } = useWithdraw(reload);
  const actions = availableActions(detail);

  const pass = async () => {
    setBusy(true);
    try {
      await call(applications.pass, { id: detail.id });
      void toast({ title: t(MSG.applications.passed), icon: 'none' });
      reload();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const done = () => {
    setMode(undefined);
    reload();
  };
  const act: Record<PipelineAction, () => void> = {
    reject: () => setMode('reject'),
    pass: () => (busy ? undefined : void pass()),
    invite: () => setMode('invite'),
    startContract: () => openRoute(CONTRACT_FORM, { applicationId: detail.id }),
    addStaff: () => (detail.contract ? openRoute(STAFF_FORM, { contractId: detail.contract.id }) : undefined),
    withdraw: () => void withdraw(detail.id),
  };
  // The step forward is the filled button; 不合适 and 撤回 are plain.
  const primary = (action: PipelineAction) => action !== 'reject' && action !== 'withdraw';

  return (
    <>
      <View className="app-card" data-testid="application-panel">
        <View className="app-card__head">
          <Text
            className="app-card__title"
            onClick={() => openRoute('pages/job_detail/index', { id: detail.position.id })}
          >
            {detail.position.title}
          </Text>
          <StageChip stage={detail.stage} testId="application-stage" />
        </View>
        <Text className="app-card__line">
          {recruiter
            ? `${detail.position.regionName} · ${formatSalary(detail.position, locale)}`
            : `${detail.companyName} · ${detail.position.regionName} · ${formatSalary(detail.position, locale)}`}
        </Text>
        <Text className="app-card__line">{t('candidates.appliedOn', { date: detail.createdAt.slice(0, 10) })}</Text>
        {detail.contract ? (
          <Text className="app-card__line" data-testid="application-contract">
            {t('details.contract', { status: t(CONTRACT_STATUS_LABEL[detail.contract.status]) })}
          </Text>
        ) : null}
        {recruiter && detail.noReplyYet ? <Text className="app-card__hint">{t('candidates.waiting')}</Text> : null}
        {detail.status === 'rejected' && detail.reason ? (
          <Text className="app-card__reason">{t('apps.reason', { reason: detail.reason })}</Text>
        ) : null}
        {!mode && actions.length ? (
          <View className="app-actions" data-testid="application-actions">
            {actions.map((action) => (
              <Text
                key={action}
                className={`app-action ${primary(action) ? 'app-action--primary' : ''} ${
                  (action === 'pass' && busy) || (action === 'withdraw' && withdrawing) ? 'app-action--busy' : ''
                }`}
                data-testid={`application-${action}`}
                onClick={act[action]}
              >
                {t(PIPELINE_ACTION_LABEL[action])}
              </Text>
            ))}
          </View>
        ) : null}
      </View>
      {mode === 'reject' ? (
        <ReasonForm
          className="app-card"
          schema={applicationRejectSchema}
          maxlength={APPLICATION_REASON_MAX}
          label={t('candidates.reason')}
          placeholder={t('candidates.reasonPlaceholder')}
          confirmText={t('candidates.confirmReject')}
          onCancel={() => setMode(undefined)}
          onSubmit={async (reason) => {
            await call(applications.reject, { id: detail.id, reason: reason || undefined });
            void toast({ title: t(MSG.applications.rejected), icon: 'none' });
            done();
          }}
        />
      ) : null}
      {mode === 'invite' ? (
        <InviteForm applicationId={detail.id} onDone={done} onCancel={() => setMode(undefined)} />
      ) : null}
      <StageTimeline detail={detail} />
      {detail.interviews.length ? <Text className="apps-section">{t('candidates.interviews')}</Text> : null}
      {detail.interviews.map((interview) => (
        <InterviewCard
          key={interview.id}
          interview={interview}
          side={recruiter ? 'recruiter' : 'seeker'}
          title={recruiter ? detail.nickname : undefined}
          onChanged={reload}
        />
      ))}
    </>
  );
}

/**
 * Applicant details (pages/applicant/ApplicationDetails): ?id=<applicationId> shows the application with
 * its actions and the resume; ?seekerId=<id> (from the talent search) shows the resume alone.
 */
interface ApplicationDetailsProps {
  id?: string;
  seekerId?: string;
  /** The recruiter's 打招呼 (the chat feature's), composed in by the page: about the position when known. */
  greet?: (seekerId: number, positionId?: number) => ReactNode;
}

export function ApplicationDetails({ id, seekerId, greet }: ApplicationDetailsProps) {
  const t = useT();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  if (id) {
    return (
      <AsyncView testId="application" deps={[id, version]} load={() => call(applications.detail, { id: Number(id) })}>
        {(detail) => (
          <View className="apps">
            <ApplicationPanel detail={detail} reload={reload} />
            {greet && detail.viewer === 'recruiter' ? greet(detail.seekerId, detail.position.id) : null}
            {detail.resumeFile ? (
              <>
                <Text className="apps-section">{t('details.resumeFile')}</Text>
                <ResumeFileCard file={detail.resumeFile} />
              </>
            ) : null}
            {detail.resume ? (
              <>
                <View className="apps-section apps-section--row">
                  <Text>{t('candidates.resume')}</Text>
                  {detail.viewer === 'recruiter' ? <CandidatePdfButton seekerId={detail.seekerId} /> : null}
                </View>
                <ResumeView resume={detail.resume} />
              </>
            ) : null}
          </View>
        )}
      </AsyncView>
    );
  }
  return (
    <AsyncView testId="resume" deps={[seekerId]} load={() => call(resumes.detail, { seekerId: Number(seekerId) })}>
      {(resume) => (
        <View className="apps">
          {greet ? greet(resume.seekerId) : null}
          <View className="apps-section apps-section--row">
            <Text>{t('candidates.resume')}</Text>
            <CandidatePdfButton seekerId={resume.seekerId} />
          </View>
          <ResumeView resume={resume} />
        </View>
      )}
    </AsyncView>
  );
}
