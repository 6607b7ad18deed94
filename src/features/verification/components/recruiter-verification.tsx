import { useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { chinaDate } from '@common/china-time';
import {
  PROOF_FILES_MAX,
  PROOF_KINDS,
  verificationSubmitSchema,
  type MyVerification,
  type ProofKind,
} from '@common/verification';
import * as verification from '@/api/verification';
import { AsyncView } from '@/components/async-view';
import { Chips } from '@/components/chips';
import { Field, SubmitButton, TextField } from '@/components/form';
import { ImageField } from '@/components/image-field';
import { VerifiedBadge } from '@/components/verified-badge';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { previewImage } from '@/lib/platform/preview-image';
import { assetUrl } from '@/lib/request';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import '../strings';
import './verification.scss';

/**
 * 实名认证 (a recruiter's verification; common/verification.ts): the status (none, pending, verified, refused
 * with the operator's reason); the form for a first submission or a resubmission: real name, ID number (its
 * check digit checked here as on the server; after saving only the masked number is ever shown), the kind of
 * proof and 1-3 pictures uploaded privately with their progress. A seeker is told it is for recruiters.
 */
export function RecruiterVerification() {
  const t = useT();
  const identity = useSession((s) => s.userInfo?.identity);
  const [reload, setReload] = useState(0);
  if (identity !== 'recruiter') {
    return (
      <View className="verification">
        <View className="verification__card" data-testid="verification-seeker">
          <Text className="verification__text">{t('verification.seekerOnly')}</Text>
          <Text
            className="verification__link"
            data-testid="verification-switch"
            onClick={() => openRoute('pages/user/identitySwitching')}
          >
            {t('verification.switch')}
          </Text>
        </View>
      </View>
    );
  }
  return (
    <View className="verification">
      <AsyncView load={() => call(verification.mine)} deps={[reload]} testId="verification">
        {(mine) => <VerificationScreen mine={mine} onSubmitted={() => setReload((n) => n + 1)} />}
      </AsyncView>
    </View>
  );
}

function VerificationScreen({ mine, onSubmitted }: { mine: MyVerification; onSubmitted: () => void }) {
  const t = useT();
  const canSubmit = mine.status === 'none' || mine.status === 'refused';
  return (
    <>
      <View className="verification__card" data-testid="verification-status">
        <View className="verification__head">
          <Text className="verification__title">{t('verification.title')}</Text>
          <Text
            className={`verification__status verification__status--${mine.status}`}
            data-testid={`verification-status-${mine.status}`}
          >
            {t(`verification.status.${mine.status}`)}
          </Text>
        </View>
        {mine.status === 'none' ? <Text className="verification__text">{t('verification.intro')}</Text> : null}
        {mine.status === 'pending' ? <Text className="verification__text">{t('verification.pendingHint')}</Text> : null}
        {mine.status === 'verified' ? (
          <Text className="verification__text">{t('verification.verifiedHint')}</Text>
        ) : null}
        {mine.status === 'refused' ? (
          <>
            <Text className="verification__reason" data-testid="verification-reason">
              {t('verification.refusedReason', { reason: mine.reason ?? '' })}
            </Text>
            <Text className="verification__text">{t('verification.resubmitHint')}</Text>
          </>
        ) : null}
        {mine.status !== 'none' ? <Summary mine={mine} /> : null}
      </View>
      {canSubmit ? <VerificationForm mine={mine} onSubmitted={onSubmitted} /> : null}
    </>
  );
}

/** What was submitted: the name, the masked ID number, the company, the proof (tap to enlarge). */
function Summary({ mine }: { mine: MyVerification }) {
  const t = useT();
  const line = (label: string, value: string, testId?: string) => (
    <View className="verification__row">
      <Text className="verification__label">{label}</Text>
      <Text className="verification__value" data-testid={testId}>
        {value}
      </Text>
    </View>
  );
  return (
    <View className="verification__summary">
      <View className="verification__row">
        <Text className="verification__label">{t('verification.realName')}</Text>
        <Text className="verification__value">{mine.realName ?? ''}</Text>
        {mine.status === 'verified' ? <VerifiedBadge verified testId="verification-badge" /> : null}
      </View>
      {line(t('verification.idNumber'), mine.idNumberMasked ?? '', 'verification-id-masked')}
      {mine.companyName ? line(t('verification.company'), mine.companyName) : null}
      {mine.proofKind ? line(t('verification.proofKindLabel'), t(`verification.kind.${mine.proofKind}`)) : null}
      <View className="verification__proofs">
        {mine.proofFiles.map((link, i) => (
          <Image
            key={link}
            className="verification__proof"
            src={assetUrl(link)}
            mode="aspectFill"
            imgProps={{ alt: t('verification.proofN', { n: i + 1 }) }}
            onClick={() => previewImage(assetUrl(link))}
          />
        ))}
      </View>
      {mine.submittedAt ? (
        <Text className="verification__meta">
          {t('verification.submittedAt', { time: chinaDate(mine.submittedAt) })}
        </Text>
      ) : null}
    </View>
  );
}

function VerificationForm({ mine, onSubmitted }: { mine: MyVerification; onSubmitted: () => void }) {
  const t = useT();
  const form = useForm(verificationSubmitSchema, {
    realName: mine.realName ?? '',
    idNumber: '',
    proofKind: mine.proofKind ?? undefined,
    proofFiles: mine.proofFiles,
  });
  const files = (form.values.proofFiles ?? []) as string[];
  const setFile = (index: number, url: string) => {
    const next = [...files];
    next[index] = url;
    form.set('proofFiles', next);
  };
  const removeFile = (index: number) =>
    form.set(
      'proofFiles',
      files.filter((_, i) => i !== index),
    );
  const proofError =
    form.errors.proofFiles ?? Object.entries(form.errors).find(([k]) => k.startsWith('proofFiles'))?.[1];
  const slots = Math.min(files.length + 1, PROOF_FILES_MAX);

  return (
    <View className="verification__card" data-testid="verification-form">
      <TextField
        name="realName"
        label={t('verification.realName')}
        value={form.values.realName}
        placeholder={t('verification.realNamePlaceholder')}
        maxlength={21}
        error={form.errors.realName}
        onChange={(v) => form.set('realName', v)}
      />
      <TextField
        name="idNumber"
        label={t('verification.idNumber')}
        value={form.values.idNumber}
        type="idcard"
        placeholder={
          mine.idNumberMasked
            ? t('verification.idSaved', { masked: mine.idNumberMasked })
            : t('verification.idNumberPlaceholder')
        }
        maxlength={18}
        error={form.errors.idNumber}
        onChange={(v) => form.set('idNumber', v)}
      />
      <Field label={t('verification.proofKindLabel')} error={form.errors.proofKind} name="proofKind">
        <Chips<ProofKind>
          items={PROOF_KINDS.map((kind) => ({ key: kind, label: t(`verification.kind.${kind}`) }))}
          value={form.values.proofKind as ProofKind | undefined}
          onChange={(kind) => form.set('proofKind', kind)}
          label={t('verification.proofKindLabel')}
          testId="verification-kinds"
          itemTestId="verification-kind"
        />
      </Field>
      <Text className="verification__hint">{t('verification.proofHint')}</Text>
      {Array.from({ length: slots }, (_, i) => (
        <View key={i} className="verification__slot">
          <ImageField
            name={`proof-${i}`}
            label={t('verification.proofN', { n: i + 1 })}
            value={files[i]}
            privateDocument
            onChange={(url) => setFile(i, url)}
          />
          {files[i] ? (
            <Text className="verification__link" data-testid={`proof-remove-${i}`} onClick={() => removeFile(i)}>
              {t('verification.remove')}
            </Text>
          ) : null}
        </View>
      ))}
      {proofError ? (
        <Text className="form-field__error" data-testid="error-proofFiles">
          {proofError}
        </Text>
      ) : null}
      <SubmitButton
        text={mine.status === 'refused' ? t('verification.resubmit') : t('verification.submit')}
        loading={form.submitting}
        testId="verification-submit"
        onClick={() =>
          void form.submit(async (body) => {
            const answer = await callWithMessage(verification.submit, body);
            void toast({ title: answer.msg || t('verification.status.pending'), icon: 'none' });
            onSubmitted();
          })
        }
      />
    </View>
  );
}
