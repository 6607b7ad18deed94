import { useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import {
  APPLICATION_REASON_MAX,
  APPLICATION_STATUS_LABEL,
  OPEN_INTERVIEW_STATUSES,
  applicationRejectSchema,
  type ApplicationDetail,
} from '@common/applications';
import { MSG } from '@common/messages';
import { AsyncView } from '@/components/async-view';
import { ReasonForm } from '@/components/reason-form';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { formatSalary } from '@/lib/format';
import { ResumeView } from './resume-view';
import * as applications from '@/api/applications';
import * as resumes from '@/api/resume';
import { call } from '@/lib/call';
import { InterviewCard } from './interview-card';
import { InviteForm } from './invite-form';
import './applications.scss';
import '../strings';
import { toast } from '@/lib/toast';

type Detail = ApplicationDetail;

/** The application panel above the resume: position, state, and what the recruiter may do next. */
function ApplicationPanel({ detail, reload }: { detail: Detail; reload: () => void }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [mode, setMode] = useState<'invite' | 'reject'>();
  const [busy, setBusy] = useState(false);
  const recruiter = detail.viewer === 'recruiter';
  const openInterview = detail.interviews.some((i) =>
    (OPEN_INTERVIEW_STATUSES as readonly string[]).includes(i.status),
  );
  const canInvite = recruiter && detail.status !== 'rejected' && !openInterview;

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
          <Text className={`app-status app-status--${detail.status}`} data-testid="application-status">
            {t(APPLICATION_STATUS_LABEL[detail.status])}
          </Text>
        </View>
        <Text className="app-card__line">
          {`${detail.position.regionName} · ${formatSalary(detail.position, locale)}`}
        </Text>
        <Text className="app-card__line">{t('candidates.appliedOn', { date: detail.createdAt.slice(0, 10) })}</Text>
        {detail.noReplyYet ? <Text className="app-card__hint">{t('candidates.waiting')}</Text> : null}
        {detail.status === 'rejected' && detail.reason ? (
          <Text className="app-card__reason">{t('apps.reason', { reason: detail.reason })}</Text>
        ) : null}
        {recruiter && !mode && (detail.status === 'delivered' || canInvite) ? (
          <View className="app-actions">
            {detail.status === 'delivered' ? (
              <>
                <Text className="app-action" data-testid="application-reject" onClick={() => setMode('reject')}>
                  {t('candidates.reject')}
                </Text>
                <Text
                  className={`app-action ${busy ? 'app-action--busy' : ''}`}
                  data-testid="application-pass"
                  onClick={() => (busy ? undefined : void pass())}
                >
                  {t('candidates.pass')}
                </Text>
              </>
            ) : null}
            {canInvite ? (
              <Text
                className="app-action app-action--primary"
                data-testid="application-invite"
                onClick={() => setMode('invite')}
              >
                {t('candidates.invite')}
              </Text>
            ) : null}
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
            {detail.resume ? (
              <>
                <Text className="apps-section">{t('candidates.resume')}</Text>
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
          <ResumeView resume={resume} />
        </View>
      )}
    </AsyncView>
  );
}
