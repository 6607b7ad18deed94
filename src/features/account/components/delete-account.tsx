import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { DeletionBlockerKind, DeletionStatus } from '@common/account';
import type { RoutePath } from '@common/routes';
import { ROUTES } from '@common/routes';
import * as account from '@/api/account';
import { AsyncView } from '@/components/async-view';
import { CheckRow, SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import '../privacy-strings';
import './privacy.scss';

/** Where each blocker is resolved (the reasons name the same places: 我的—签约记录, 职位管理…). */
export const BLOCKER_ROUTES: Record<DeletionBlockerKind, { route: RoutePath; query?: Record<string, number> }> = {
  contractToSign: { route: 'pages/record/record', query: { type: 1 } },
  contractSent: { route: 'pages/contractAward/contractList' },
  interviewToCome: { route: 'pages/record/record', query: { type: 1 } },
  openPositions: { route: 'pages/ManagementPosition/ManagementPosition' },
};

/**
 * 注销账号: what goes and what the law keeps, what must be resolved first (each with a link), then a tick,
 * an SMS code to the account's phone and the request. Every session ends with it: the app logs out here
 * and goes home; logging in within the cooling-off cancels it (the personal center tells the user).
 */
export function DeleteAccount() {
  const t = useT();
  const [reload, setReload] = useState(0);
  return (
    <View className="privacy">
      <AsyncView load={() => call(account.deletionStatus)} deps={[reload]} testId="deletion">
        {(status) => <DeletionSteps status={status} onChanged={() => setReload((n) => n + 1)} t={t} />}
      </AsyncView>
    </View>
  );
}

function DeletionSteps({
  status,
  onChanged,
  t,
}: {
  status: DeletionStatus;
  onChanged: () => void;
  t: ReturnType<typeof useT>;
}) {
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [wait, setWait] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const blocked = status.blockers.length > 0 || !status.hasPhone;

  const sendCode = async () => {
    if (!agreed) return setAgreeError(t('leaving.agreeRequired'));
    setBusy(true);
    try {
      const sent = await call(account.deletionCode);
      setSentTo(sent.phone);
      setWait(sent.retryAfter);
    } catch (error) {
      // A blocker that appeared meanwhile: show the list again.
      if (shownRefusal(error).key?.startsWith('privacy.blocked')) onChanged();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(t('validation.smsCode'));
    setCodeError(undefined);
    setBusy(true);
    try {
      const answer = await call(account.requestDeletion, { code: code.trim() });
      // What happens next, in a dialog the user closes: a toast would leave with this page at once.
      await Taro.showModal({
        content: t('privacy.requested', { days: answer.coolingDays }),
        showCancel: false,
      }).catch(() => undefined);
      // The server ended every session: forget this one too.
      useSession.getState().logout();
      openRoute(ROUTES.home);
    } catch (error) {
      const refusal = shownRefusal(error);
      if (refusal.key?.startsWith('auth.code')) setCodeError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <View data-testid="deletion-steps">
      <View className="privacy__card">
        <Text className="privacy__title">{t('leaving.deletedTitle')}</Text>
        <Text className="privacy__text">{t('leaving.deleted')}</Text>
        <Text className="privacy__title">{t('leaving.keptTitle')}</Text>
        <Text className="privacy__text">{t('leaving.keptContracts')}</Text>
        <Text className="privacy__text">{t('leaving.keptChats')}</Text>
        <Text className="privacy__text">{t('leaving.keptStaff')}</Text>
        <Text className="privacy__text privacy__text--strong">
          {t('leaving.cooling', { days: status.coolingDays })}
        </Text>
        <Text className="privacy__link" onClick={() => openRoute('pages/users/my_data/index')}>
          {t('leaving.downloadFirst')} ›
        </Text>
      </View>

      {blocked ? (
        <View className="privacy__card" data-testid="deletion-blockers">
          <Text className="privacy__title">{t('leaving.blockersTitle')}</Text>
          {status.blockers.map((blocker) => (
            <View key={blocker.kind} className="privacy__blocker" data-testid={`blocker-${blocker.kind}`}>
              <Text className="privacy__text">{t(blocker.key, { count: blocker.count })}</Text>
              <Text
                className="privacy__action"
                onClick={() => openRoute(BLOCKER_ROUTES[blocker.kind].route, BLOCKER_ROUTES[blocker.kind].query)}
              >
                {t('leaving.resolve')}
              </Text>
            </View>
          ))}
          {status.hasPhone ? null : (
            <View className="privacy__blocker" data-testid="blocker-noPhone">
              <Text className="privacy__text">{t('privacy.noPhone')}</Text>
              <Text className="privacy__action" onClick={() => openRoute('pages/users/user_edit/index')}>
                {t('leaving.noPhoneAction')}
              </Text>
            </View>
          )}
        </View>
      ) : (
        <View className="privacy__card" data-testid="deletion-form">
          <Text className="privacy__text privacy__text--ok">{t('leaving.ready')}</Text>
          <CheckRow
            checked={agreed}
            onChange={(on) => {
              setAgreed(on);
              setAgreeError(undefined);
            }}
            error={agreeError}
            testId="deletion-agree"
          >
            <Text>{t('leaving.agree')}</Text>
          </CheckRow>
          <SubmitButton
            plain
            text={wait > 0 ? t('leaving.resend', { seconds: wait }) : t('leaving.sendCode')}
            disabled={wait > 0}
            loading={busy && !sentTo}
            testId="deletion-send-code"
            onClick={() => void sendCode()}
          />
          {sentTo ? (
            <View data-testid="deletion-code-step">
              <Text className="privacy__text">{t('leaving.codeSentTo', { phone: sentTo })}</Text>
              <TextField
                name="deletionCode"
                label={t('leaving.code')}
                type="number"
                maxlength={6}
                value={code}
                placeholder={t('leaving.codePlaceholder')}
                error={codeError}
                onChange={setCode}
              />
              <SubmitButton
                text={t('leaving.confirm')}
                loading={busy}
                testId="deletion-confirm"
                onClick={() => void confirm()}
              />
            </View>
          ) : null}
        </View>
      )}
    </View>
  );
}
