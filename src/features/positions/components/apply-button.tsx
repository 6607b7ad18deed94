import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
// From constants, not @common/applications: that module builds zod schemas, which the job page does not need at start.
import { APPLICATION_STATUS_LABEL } from '@common/constants';
import { MSG } from '@common/messages';
import { useT } from '@/lib/i18n';
import { goToLogin, openRoute } from '@/lib/navigation';
import { shownRefusal, type RequestError } from '@/lib/request';
import { continueAfterSwitch, switchIdentity } from '@/services/refusal-remedy';
import { useSession } from '@/lib/session';
import type { PositionDetail } from '@common/positions';
import * as applications from '@/api/applications';
import * as resumeFiles from '@/api/resume-files';
import { call } from '@/lib/call';
import '../strings';
import { toast } from '@/lib/toast';
import { askToSubscribe, preloadSubscriptions } from '@/services/subscribe';

/**
 * 投递简历 on the job detail. Logged out -> login; a recruiter is offered the identity switch; once applied
 * the button shows the application's state and opens the applied-positions list. A refusal about the
 * resume (missing basic info or education) offers to complete it.
 */
export function ApplyButton({ position }: { position: PositionDetail }) {
  const t = useT();
  const { isLogin, userInfo } = useSession();
  const [application, setApplication] = useState(
    position.applicationId ? { id: position.applicationId, status: position.applicationStatus ?? 'delivered' } : null,
  );
  const [busy, setBusy] = useState(false);
  // The seeker's default resume file (附件简历), attached unless they switch it off.
  const [defaultFile, setDefaultFile] = useState<{ id: number; name: string }>();
  const [attach, setAttach] = useState(true);
  const seeker = isLogin && userInfo?.identity === 'seeker';
  // WeChat shows its subscription panel only from a tap: the templates must be here before 投递.
  useEffect(() => {
    if (seeker && !application) void preloadSubscriptions();
  }, [seeker, application]);
  useEffect(() => {
    if (!seeker || application || position.mine) return;
    call(resumeFiles.files, undefined, { silent: true }).then(
      (files) => setDefaultFile(files.find((file) => file.isDefault)),
      () => setDefaultFile(undefined), // no file is attached: applying works without one
    );
  }, [seeker, application, position.mine]);

  const apply = async () => {
    if (!isLogin) return goToLogin();
    if (application) return openRoute('pages/recommendjob/myzw/kssq');
    if (userInfo?.identity !== 'seeker') {
      // WeChat refuses a confirm text over 4 characters: the English labels are short ('Go', 'Edit').
      const answer = await Taro.showModal({
        title: t('apply.seekerOnlyTitle'),
        content: t('apply.seekerOnly'),
        confirmText: t('apply.switch'),
      }).catch(() => ({ confirm: false }));
      // One tap: the identity switches here and the user stays on the position to apply.
      if (answer.confirm)
        await switchIdentity('seeker').then((switched) => continueAfterSwitch(switched, false), shownRefusal);
      return;
    }
    // In the tap, before the await: WeChat's panel for the application's answer and an invitation (weapp only;
    // after the await WeChat would refuse it). The answer goes to the server while the application is sent.
    askToSubscribe('apply');
    setBusy(true);
    try {
      // Silent: a resume that is not ready gets one dialog (not a toast and a dialog saying the same).
      const resumeFileId = defaultFile && attach ? defaultFile.id : undefined;
      const result = await call(applications.apply, { positionId: position.id, resumeFileId }, { silent: true });
      setApplication(result);
      void toast({ title: t(MSG.applications.applied), icon: 'success' });
    } catch (error) {
      const refusal = shownRefusal(error);
      if (isResumeRefusal(refusal)) {
        const answer = await Taro.showModal({
          title: t('apply.resumeTitle'),
          content: refusal.message,
          confirmText: t('apply.completeResume'),
        }).catch(() => ({ confirm: false }));
        if (answer.confirm)
          openRoute(
            refusal.key === MSG.applications.educationRequired ? 'pages/resume/education' : 'pages/resume/basic',
          );
      } else if (refusal.kind === 'refused') {
        void toast({ title: refusal.message, icon: 'none' });
      }
    } finally {
      setBusy(false);
    }
  };

  if (position.mine) {
    return (
      <View className="job__apply job__apply--off" data-testid="job-apply">
        {t('apply.mine')}
      </View>
    );
  }
  return (
    <>
      {defaultFile && !application ? (
        <View
          className="job__attach"
          data-testid="apply-attach"
          role="switch"
          aria-checked={attach}
          onClick={() => setAttach((on) => !on)}
        >
          <Text className="job__attach-text">{t('apply.withFile', { name: defaultFile.name })}</Text>
          <View className={`job__toggle ${attach ? 'job__toggle--on' : ''}`}>
            <View className="job__toggle-knob" />
          </View>
        </View>
      ) : null}
      <View
        className={`job__apply ${application ? 'job__apply--done' : ''} ${busy ? 'job__apply--busy' : ''}`}
        data-testid="job-apply"
        onClick={() => (busy ? undefined : void apply())}
      >
        {!application
          ? t('job.apply')
          : application.status === 'delivered'
            ? t(APPLICATION_STATUS_LABEL.delivered)
            : t('apply.applied', { status: t(APPLICATION_STATUS_LABEL[application.status]) })}
      </View>
    </>
  );
}

/** Whether a refusal is one of the resume checks: decided on its message key, never on the translated text. */
function isResumeRefusal(error: RequestError): boolean {
  return (
    error.kind === 'refused' &&
    (error.key === MSG.applications.educationRequired || error.key === MSG.applications.resumeIncomplete)
  );
}
