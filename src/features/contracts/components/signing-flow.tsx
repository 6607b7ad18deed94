import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { CONTRACT_STATUS_LABEL } from '@common/constants';
import { signIdentitySchema, type ContractDetail } from '@common/contracts';
import { formatChinaTime } from '@common/china-time';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { AsyncView } from '@/components/async-view';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { RequestError, shownRefusal } from '@/lib/request';
import { useForm } from '@/lib/use-form';
import { ContractTextBody } from './contract-text-view';
import { ProviderSigning } from './provider-signing';
import { SignaturePad } from './SignaturePad';
import { askToSubscribe, preloadSubscriptions } from '@/services/subscribe';
import './contracts.scss';
import '../strings';

type Step = 'read' | 'identity' | 'code' | 'sign';
const STEPS: Step[] = ['read', 'identity', 'code', 'sign'];

/**
 * Party B's signing screen (`aiQianWeb`). Built-in provider: read the text for the minimum time, confirm
 * identity (name and ID number equal to the contract's), the SMS code to the account's phone (the intent to
 * sign), a drawn signature; the server checks each again. With a licensed provider: its signing page (a
 * web-view on weapp, a redirect and return on H5).
 */
export function SigningFlow({ id }: { id: number }) {
  return (
    <AsyncView load={() => call(contracts.detail, { id })} deps={[id]} testId="signing">
      {(detail) => <Flow detail={detail} />}
    </AsyncView>
  );
}

function goToTip(id: number) {
  Taro.redirectTo({ url: `/${CONTRACT_ROUTES.tip}?id=${id}` }).catch(() => openRoute(CONTRACT_ROUTES.tip, { id }));
}

function Flow({ detail }: { detail: ContractDetail }) {
  const t = useT();
  if (detail.role !== 'partyB' || detail.status !== 'sent') {
    // Party A (or Party B once it is no longer waiting) opened Party B's signing page: say what the page is
    // for and where the contract stands, rather than a bare heading.
    return (
      <View className="contract-panel" data-testid="signing-other">
        <Text className="contract-panel__title">{t('contract.title.sign')}</Text>
        <Text className="contract-panel__body">
          {detail.role === 'partyA' ? t('contract.signHere', { name: detail.partyBName }) : t('contract.signNotOpen')}
        </Text>
        <Text className="contract-panel__body" data-testid="signing-state">
          {t('contract.signState', { status: t(CONTRACT_STATUS_LABEL[detail.status]) })}
          {detail.status === 'sent' && detail.deadline
            ? ` · ${t('contract.deadlineAt', { time: formatChinaTime(detail.deadline) })}`
            : ''}
        </Text>
        <SubmitButton text={t('contract.view')} onClick={() => goToTip(detail.id)} />
      </View>
    );
  }
  if (detail.provider === 'asign') return <ProviderSigning id={detail.id} />;
  if (!detail.partyBComplete) {
    return (
      <View className="contract-panel">
        <Text className="contract-panel__title">{t('contract.completeFirst')}</Text>
        <SubmitButton
          text={t('contract.partyBTitle')}
          onClick={() => openRoute(CONTRACT_ROUTES.form, { id: detail.id })}
        />
      </View>
    );
  }
  return <BuiltinSigning detail={detail} />;
}

function BuiltinSigning({ detail }: { detail: ContractDetail }) {
  const t = useT();
  const [step, setStep] = useState<Step>('read');
  const [identity, setIdentity] = useState({ name: '', idNumber: '' });
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [retryAt, setRetryAt] = useState(0);
  const [triesLeft, setTriesLeft] = useState(detail.identityTriesLeft);
  const [now, setNow] = useState(Date.now());
  const readyAt = (detail.readSince ? Date.parse(detail.readSince) : Date.now()) + detail.minReadSeconds * 1000;
  const form = useForm(signIdentitySchema, { name: '', idNumber: '' });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    // WeChat shows its subscription panel only from a tap: the templates must be here before 已阅读.
    void preloadSubscriptions();
    return () => clearInterval(timer);
  }, []);
  const readLeft = Math.max(0, Math.ceil((readyAt - now) / 1000));
  const resendLeft = Math.max(0, Math.ceil((retryAt - now) / 1000));

  const sendCode = async (body: { name: string; idNumber: string }) => {
    try {
      const sent = await call(contracts.signCode, { ...body, id: detail.id });
      setIdentity(body);
      setSentTo(sent.phone);
      setRetryAt(Date.now() + sent.retryAfter * 1000);
      setStep('code');
    } catch (error) {
      const refusal = shownRefusal(error);
      if (refusal.key === 'contracts.identityMismatch') setTriesLeft((left) => Math.max(0, left - 1));
      if (refusal.key === 'contracts.identityLocked' || refusal.key === 'contracts.deadlinePassed') goToTip(detail.id);
    }
  };

  const sign = async (signature: string) => {
    try {
      await call(contracts.sign, { ...identity, id: detail.id, smsCode: code, signature });
      goToTip(detail.id);
    } catch (error) {
      const refusal = shownRefusal(error);
      if (refusal instanceof RequestError && /^auth\.code/.test(refusal.key ?? '')) setStep('code');
      if (refusal.key === 'contracts.textChanged' || refusal.key === 'contracts.deadlinePassed') goToTip(detail.id);
    }
  };

  return (
    <View className="signing" data-testid="signing">
      <View className="signing__steps">
        {STEPS.map((item, index) => (
          <Text
            key={item}
            className={`signing__step ${item === step ? 'signing__step--on' : ''} ${STEPS.indexOf(step) > index ? 'signing__step--done' : ''}`}
          >
            {index + 1}. {t(`contract.step.${item}`)}
          </Text>
        ))}
      </View>

      {step === 'read' ? (
        <View>
          {/* It scrolls: the keyboard must reach it to scroll it. */}
          <View className="signing__text" {...{ tabIndex: 0 }}>
            <ContractTextBody detail={detail} />
          </View>
          <SubmitButton
            text={readLeft ? t('contract.readWait', { seconds: readLeft }) : t('contract.readDone')}
            disabled={readLeft > 0}
            testId="sign-read"
            onClick={() => {
              // The contract sent to sign, opened: its deadline may reach the user on WeChat (weapp only).
              askToSubscribe('contract');
              setStep('identity');
            }}
          />
        </View>
      ) : null}

      {step === 'identity' ? (
        <View className="contract-panel">
          <TextField
            name="name"
            label={t('contract.idName')}
            value={form.values.name}
            maxlength={21}
            error={form.errors.name}
            onChange={(value) => form.set('name', value)}
          />
          <TextField
            name="idNumber"
            label={t('contract.idNumber')}
            type="idcard"
            value={form.values.idNumber}
            maxlength={18}
            error={form.errors.idNumber}
            onChange={(value) => form.set('idNumber', value)}
          />
          <Text className="contract-panel__note" data-testid="tries-left">
            {t('contract.triesLeft', { left: triesLeft })}
          </Text>
          <SubmitButton
            text={t('contract.idNext')}
            loading={form.submitting}
            testId="sign-identity"
            onClick={() => void form.submit(sendCode)}
          />
        </View>
      ) : null}

      {step === 'code' ? (
        <View className="contract-panel">
          <Text className="contract-panel__body">{t('contract.codeTo', { phone: sentTo })}</Text>
          <TextField
            name="smsCode"
            label={t('contract.code')}
            type="number"
            maxlength={6}
            value={code}
            onChange={setCode}
            extra={
              <Text
                className={`contract-link ${resendLeft ? 'contract-link--off' : ''}`}
                onClick={() => (resendLeft ? undefined : void sendCode(identity))}
              >
                {resendLeft ? t('contract.resendIn', { seconds: resendLeft }) : t('contract.resend')}
              </Text>
            }
          />
          <SubmitButton
            text={t('contract.codeNext')}
            disabled={!/^\d{6}$/.test(code)}
            testId="sign-code-next"
            onClick={() => setStep('sign')}
          />
        </View>
      ) : null}

      {step === 'sign' ? (
        <View className="contract-panel">
          <Text className="contract-panel__title">{t('contract.step.sign')}</Text>
          <SignaturePad onConfirm={sign} />
          <Text className="contract-panel__note">{t('contract.mode')}</Text>
        </View>
      ) : null}
    </View>
  );
}
