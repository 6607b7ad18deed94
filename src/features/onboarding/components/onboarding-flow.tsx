import { useEffect, useState, type ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { GENDERS, JOB_STATUSES } from '@common/constants';
import {
  onboardingProfileSchema,
  onboardingStatusSchema,
  recruiterCardSchema,
  WORK_SINCE_NONE,
  workSinceYears,
  type Onboarding,
  type OnboardingStep,
} from '@common/onboarding';
import { ROUTES, routeUrl } from '@common/routes';
import * as accountApi from '@/api/account';
import * as onboardingApi from '@/api/onboarding';
import { RecordForm, type FieldDef } from '@/components/record-form';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { removeItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { screenOf } from '../landing';
import { CompanyStep } from './company-step';
import '../strings';
import './onboarding.scss';

/** The steps whose forms belong to other features: the page hands them in (features never import each other). */
export interface OnboardingSlots {
  /** Seeker or recruiter (the identity picker); `chosen` reloads the onboarding. */
  identity: (chosen: () => void) => ReactNode;
  /** One job expectation (category, city, salary). */
  expectation: (saved: () => void) => ReactNode;
  /** The company form (creating one). */
  company: (saved: () => void) => ReactNode;
  /** The position form (a first position). */
  position: (saved: () => void) => ReactNode;
}

/** The session's copy of the account says whether onboarding goes on (the app resumes it at start). */
function markOnboarding(active: boolean) {
  const { userInfo, setUserInfo } = useSession.getState();
  if (!userInfo || Boolean(userInfo.onboarding) === active) return;
  const { onboarding: _dropped, ...rest } = userInfo;
  setUserInfo(active ? { ...rest, onboarding: true } : rest);
}

/**
 * While a join request waits, the app remembers it (for this account): a recruiter who goes home meanwhile is
 * brought back to the first position at a start after the approval (services/onboarding-resume.ts).
 */
function markJoinWaiting(waiting: boolean) {
  const userId = useSession.getState().userInfo?.id;
  if (waiting && userId !== undefined) setItem(STORAGE_KEYS.onboardingJoinWaiting, userId);
  else if (!waiting) removeItem(STORAGE_KEYS.onboardingJoinWaiting);
}

type Status = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; state: Onboarding };

/**
 * Onboarding after the first login: the identity, then each step of it (skippable; the server keeps
 * which were done or skipped, so coming back resumes at the first one left), then home: a seeker's 推荐 for
 * the expectation just made, a recruiter's home with the position just posted. Never the login page.
 */
export function OnboardingFlow(slots: OnboardingSlots) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  const apply = (state: Onboarding) => {
    markOnboarding(state.active);
    markJoinWaiting(screenOf(state).kind === 'waiting');
    setStatus({ kind: 'ready', state });
  };
  const load = () =>
    call(onboardingApi.state).then(apply, (error: unknown) =>
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  useEffect(() => {
    void load();
  }, []);

  const screen = status.kind === 'ready' ? screenOf(status.state) : undefined;

  // Each step starts at the top (the previous one may have been a long form).
  const stepKey = screen?.kind === 'step' ? screen.step : screen?.kind;
  useEffect(() => {
    if (stepKey) void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
  }, [stepKey]);

  // Nothing left: onboarding ends and the user lands on home (推荐 opens on the new expectation).
  useEffect(() => {
    if (screen?.kind !== 'land') return;
    void land(screen.expectationId);
  }, [screen?.kind]);

  const land = async (expectationId: number | null) => {
    try {
      await call(onboardingApi.finish);
    } catch (error) {
      shownRefusal(error);
      return;
    }
    markOnboarding(false);
    if (expectationId) setItem(STORAGE_KEYS.homeExpectation, expectationId);
    // switchTab closes every other page: the login pages behind onboarding are gone.
    void Taro.switchTab({ url: routeUrl(ROUTES.home) });
  };

  const skip = async (step: OnboardingStep) => {
    try {
      apply(await call(onboardingApi.skip, { step }));
    } catch (error) {
      shownRefusal(error);
    }
  };

  if (status.kind === 'loading') return <StateBlock title={t('common.loading')} testId="onboarding-loading" />;
  if (status.kind === 'error')
    return (
      <StateBlock
        title={t('common.loadFailed')}
        body={status.message}
        actionText={t('common.retry')}
        onAction={() => void load()}
      />
    );
  const { state } = status;

  switch (screen!.kind) {
    case 'identity':
      return <View className="onb">{slots.identity(() => void load())}</View>;
    case 'land':
      return <StateBlock title={t('onb.landing')} testId="onboarding-landing" />;
    case 'done':
      return (
        <StateBlock
          title={t('onb.doneTitle')}
          body={t('onb.doneBody')}
          actionText={t('onb.goHome')}
          onAction={() => void Taro.switchTab({ url: routeUrl(ROUTES.home) })}
          testId="onboarding-done"
        />
      );
    case 'waiting':
      return (
        <View className="onb" data-testid="onboarding-waiting">
          <StateBlock
            title={t('onb.waitingTitle', { companyName: state.joinRequest?.companyName ?? '' })}
            body={t('onb.waitingBody')}
            actionText={t('onb.goHome')}
            onAction={() => void land(null)}
            testId="join-waiting"
          />
          <Text
            className="onb__link"
            data-testid="join-withdraw"
            {...{ role: 'button', tabIndex: 0 }}
            onClick={() =>
              void call(onboardingApi.cancelJoin)
                .then(() => load())
                .catch(shownRefusal)
            }
          >
            {t('onb.withdraw')}
          </Text>
        </View>
      );
    case 'step': {
      const { step, index, total } = screen as Extract<typeof screen, { kind: 'step' }>;
      const identity = state.identity!;
      return (
        <View className="onb" data-testid={`onboarding-step-${step}`}>
          <View className="onb__head">
            <View className="onb__progress">
              <Text className="onb__count">{t('onb.progress', { n: index + 1, total })}</Text>
              <Text
                className="onb__skip"
                data-testid="onboarding-skip"
                {...{ role: 'button', tabIndex: 0 }}
                onClick={() => void skip(step)}
              >
                {t('onb.skip')}
              </Text>
            </View>
            <View className="onb__bar">
              {state.steps.map((item, i) => (
                <View
                  key={item.key}
                  className={`onb__dot ${i < index || item.state === 'done' ? 'onb__dot--done' : ''} ${i === index ? 'onb__dot--on' : ''}`}
                />
              ))}
            </View>
            <Text className="onb__title">{t(`onb.step.${identity}.${step}`)}</Text>
            <Text className="onb__hint">
              {/* Back after a join was approved: the company it is for. */}
              {step === 'position' && state.joinRequest?.status === 'approved'
                ? t('onb.hint.recruiter.positionJoined', { companyName: state.joinRequest.companyName })
                : t(`onb.hint.${identity}.${step}`)}
            </Text>
          </View>
          <StepBody step={step} identity={identity} apply={apply} reload={() => void load()} slots={slots} />
        </View>
      );
    }
  }
}

function StepBody({
  step,
  identity,
  apply,
  reload,
  slots,
}: {
  step: OnboardingStep;
  identity: 'seeker' | 'recruiter';
  apply: (state: Onboarding) => void;
  reload: () => void;
  slots: OnboardingSlots;
}) {
  const t = useT();
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  if (identity === 'seeker' && step === 'profile') {
    const fields: FieldDef[] = [
      { name: 'nickname', label: t('onb.name'), kind: 'text', maxlength: 20, placeholder: t('onb.namePlaceholder') },
      { name: 'gender', label: t('onb.gender'), kind: 'select', options: options(GENDERS, 'gender') },
    ];
    return (
      <RecordForm
        key="profile"
        schema={onboardingProfileSchema}
        fields={fields}
        initial={{ nickname: '', gender: '' }}
        fallbackUrl={routeUrl(ROUTES.home)}
        saveText={t('onb.next')}
        save={(body) => call(onboardingApi.saveProfile, body)}
        afterSave={(saved) => apply(saved as Onboarding)}
      />
    );
  }
  if (identity === 'seeker' && step === 'status') {
    const years = workSinceYears(new Date().getFullYear()).map((year) => ({
      value: year,
      label: t('onb.workSinceYear', { year }),
    }));
    const fields: FieldDef[] = [
      { name: 'jobStatus', label: t('onb.jobStatus'), kind: 'select', options: options(JOB_STATUSES, 'jobStatus') },
      {
        name: 'workSince',
        label: t('onb.workSince'),
        kind: 'select',
        options: [{ value: WORK_SINCE_NONE, label: t('onb.workSinceNone') }, ...years],
      },
    ];
    return (
      <RecordForm
        key="status"
        schema={onboardingStatusSchema}
        fields={fields}
        initial={{ jobStatus: '', workSince: '' }}
        fallbackUrl={routeUrl(ROUTES.home)}
        saveText={t('onb.next')}
        save={(body) => call(onboardingApi.saveStatus, body)}
        afterSave={(saved) => apply(saved as Onboarding)}
      />
    );
  }
  if (step === 'expectation') return <>{slots.expectation(reload)}</>;
  if (step === 'profile') {
    // The recruiter's card: saved with the contact settings (what is set there is kept).
    const fields: FieldDef[] = [
      {
        name: 'displayName',
        label: t('onb.displayName'),
        kind: 'text',
        maxlength: 20,
        placeholder: t('onb.displayNamePlaceholder'),
      },
      {
        name: 'title',
        label: t('onb.jobTitle'),
        kind: 'text',
        maxlength: 20,
        placeholder: t('onb.jobTitlePlaceholder'),
      },
    ];
    return (
      <RecordForm
        key="card"
        schema={recruiterCardSchema}
        fields={fields}
        initial={{ displayName: '', title: '' }}
        load={async () => {
          const contact = await call(accountApi.contact);
          return { displayName: contact.displayName, title: contact.title };
        }}
        fallbackUrl={routeUrl(ROUTES.home)}
        saveText={t('onb.next')}
        save={async (body) => {
          const contact = await call(accountApi.contact);
          return call(accountApi.saveContact, {
            wechat: contact.wechat,
            phone: contact.phone,
            displayName: body.displayName,
            title: body.title ?? '',
          });
        }}
        afterSave={() => {
          void toast({ title: t('resume.saved'), icon: 'success' });
          reload();
        }}
      />
    );
  }
  if (step === 'company') return <CompanyStep create={slots.company} onChanged={reload} />;
  return <>{slots.position(reload)}</>;
}
