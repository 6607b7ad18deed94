import { useEffect, useRef, useState } from 'react';
import Taro, { useDidShow } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { CONTRACT_KIND_LABEL, CONTRACT_STATUS_LABEL } from '@common/constants';
import { CONTRACT_REASON_MAX, reasonSchema, type ContractDetail, type ContractVerify } from '@common/contracts';
import { formatChinaTime } from '@common/china-time';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { AsyncView } from '@/components/async-view';
import { SubmitButton } from '@/components/form';
import { ReasonForm } from '@/components/reason-form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { loadRealtime } from '@/lib/socket-loader';
import { upload } from '@/lib/upload';
import { openContractFile, type ContractFile } from '../api/contracts-api';
import { pickFile } from '../pick-file';
import { statusTone } from './contract-status';
import './contracts.scss';

/** The office-admin form, where a signed contract's Party B becomes a staff record. */
const STAFF_OPERATE = 'pages/oa/staff/operate';
import '../strings';

/**
 * The contract's page (`tip`): what happened (signed, waiting, refused with its reason, expired, withdrawn,
 * abnormal), what each side can do now (sign or refuse; withdraw; download the PDF and the evidence report),
 * the signing trail, the next steps, and verifying a PDF. Notifications about a contract open here.
 */
export function ContractHub({ id }: { id: number }) {
  const [version, setVersion] = useState(0);
  return (
    <AsyncView load={() => call(contracts.detail, { id })} deps={[id, version]} testId="contract-hub">
      {(detail) => <LiveHub first={detail} onChanged={() => setVersion((n) => n + 1)} />}
    </AsyncView>
  );
}

/**
 * Keeps the page current while it is open: the other side acting (Party B signing or refusing, Party A
 * withdrawing) notifies this user, and the socket's `notification` frame (or a reconnect's `ready`, after
 * which missed frames are lost) reloads the contract; so does coming back to the page (useDidShow).
 * Reloads are quiet: the page stays as it is until the new answer replaces it.
 */
function LiveHub({ first, onChanged }: { first: ContractDetail; onChanged: () => void }) {
  const [detail, setDetail] = useState(first);
  const id = first.id;
  const reload = useRef(() => {});
  reload.current = () => {
    call(contracts.detail, { id }).then(setDetail, () => undefined);
  };
  const shown = useRef(false);
  useDidShow(() => {
    // The first show is the load AsyncView just made.
    if (shown.current) reload.current();
    shown.current = true;
  });
  useEffect(() => {
    let stop = () => {};
    let unmounted = false;
    void loadRealtime().then((realtime) => {
      if (unmounted) return;
      stop = realtime.on((frame) => {
        if (frame.type === 'notification' || frame.type === 'ready') reload.current();
      });
    });
    return () => {
      unmounted = true;
      stop();
    };
  }, []);
  return <Hub detail={detail} onChanged={onChanged} />;
}

function Hub({ detail, onChanged }: { detail: ContractDetail; onChanged: () => void }) {
  const t = useT();
  const [refusing, setRefusing] = useState(false);
  const partyB = detail.role === 'partyB';
  const open = (file: ContractFile, name: string) =>
    openContractFile(detail.id, file, name).catch((error: unknown) => void shownRefusal(error));

  const withdraw = async () => {
    const { confirm } = await Taro.showModal({ title: t('contract.void'), content: t('contract.voidConfirm') });
    if (!confirm) return;
    try {
      await call(contracts.withdraw, { id: detail.id });
      onChanged();
    } catch (error) {
      shownRefusal(error);
    }
  };

  const headline = {
    signed: [t('contract.r.signed'), t('contract.r.signedBody')],
    // Party B is never told about "Party B" in the third person: the contract waits for them.
    sent: partyB
      ? [t('contract.r.sentMine'), t('contract.r.sentSeeker')]
      : [t('contract.r.sent'), t('contract.r.sentRecruiter')],
    draft: [t('contract.r.draft'), t('contract.r.draftBody')],
    refused: [t('contract.r.refused'), detail.reason ? t('contract.reason', { reason: detail.reason }) : ''],
    expired: [t('contract.r.expired'), t('contract.r.expiredBody')],
    void: [t('contract.r.void'), detail.reason ? t('contract.reason', { reason: detail.reason }) : ''],
    abnormal: [
      t('contract.r.abnormal'),
      t(detail.reason === 'identity' ? 'contract.r.abnormalIdentity' : 'contract.r.abnormalText'),
    ],
  }[detail.status];

  return (
    <View className="contracts" data-testid="contract-hub">
      <View className={`contract-result contract-result--${statusTone(detail.status)}`}>
        <Text className="contract-result__title" data-testid="contract-result">
          {headline[0]}
        </Text>
        {headline[1] ? <Text className="contract-result__body">{headline[1]}</Text> : null}
        {detail.status === 'sent' && detail.deadline ? (
          <Text className="contract-result__body">
            {t('contract.deadlineAt', { time: formatChinaTime(detail.deadline) })}
          </Text>
        ) : null}
      </View>

      <View className="contract-card">
        <View className="contract-card__head">
          <Text className="contract-card__title">
            {detail.partyAName} · {detail.partyBName}
          </Text>
          <Text className={`contract-status contract-status--${statusTone(detail.status)}`}>
            {t(CONTRACT_STATUS_LABEL[detail.status])}
          </Text>
        </View>
        <Text className="contract-card__line">{t('contract.no', { no: detail.contractNo })}</Text>
        <Text className="contract-card__line">
          {detail.partyBPosition} · {t(CONTRACT_KIND_LABEL[detail.kind])} · {detail.startDate} ~ {detail.endDate}
        </Text>
        <Text
          className="contract-link"
          data-testid="contract-view"
          onClick={() => openRoute(CONTRACT_ROUTES.template, { id: detail.id })}
        >
          {t('contract.view')} ›
        </Text>
        {detail.attachmentName ? (
          <Text
            className="contract-link"
            onClick={() => void open('attachment', detail.attachmentName ?? 'attachment')}
          >
            {t('contract.attachmentOpen')}：{detail.attachmentName}
          </Text>
        ) : null}
      </View>

      <View className="contract-actions">
        {partyB && detail.status === 'sent' ? (
          <>
            <SubmitButton
              text={t('contract.goSign')}
              testId="contract-go-sign"
              onClick={() =>
                detail.partyBComplete
                  ? openRoute(CONTRACT_ROUTES.sign, { id: detail.id })
                  : openRoute(CONTRACT_ROUTES.form, { id: detail.id })
              }
            />
            {refusing ? (
              <ReasonForm
                schema={reasonSchema}
                maxlength={CONTRACT_REASON_MAX}
                label={t('contract.refuseLabel')}
                placeholder={t('contract.refuseHint')}
                confirmText={t('contract.refuse')}
                onCancel={() => setRefusing(false)}
                onSubmit={async (reason) => {
                  await call(contracts.refuse, { id: detail.id, reason });
                  onChanged();
                }}
              />
            ) : (
              <SubmitButton
                plain
                text={t('contract.refuse')}
                testId="contract-refuse"
                onClick={() => setRefusing(true)}
              />
            )}
          </>
        ) : null}
        {!partyB && detail.status === 'draft' ? (
          <SubmitButton text={t('contract.edit')} onClick={() => openRoute(CONTRACT_ROUTES.form, { id: detail.id })} />
        ) : null}
        {!partyB && (detail.status === 'draft' || detail.status === 'sent') ? (
          <SubmitButton plain text={t('contract.void')} testId="contract-void" onClick={() => void withdraw()} />
        ) : null}
        {detail.status === 'signed' ? (
          <>
            <SubmitButton
              text={t('contract.download')}
              testId="contract-pdf"
              onClick={() => void open('pdf', `${detail.contractNo}.pdf`)}
            />
            {detail.kind === 'electronic' ? (
              <SubmitButton
                plain
                text={t('contract.evidence')}
                testId="contract-evidence"
                onClick={() => void open('evidence', `${detail.contractNo}-evidence.pdf`)}
              />
            ) : null}
          </>
        ) : null}
      </View>

      {detail.status === 'signed' ? (
        <View className="contract-panel">
          <Text className="contract-panel__title">{t('contract.next')}</Text>
          <Text className="contract-panel__body">{t(partyB ? 'contract.nextSeeker' : 'contract.nextRecruiter')}</Text>
          {partyB ? null : (
            <SubmitButton
              plain
              text={t('contract.toStaff')}
              testId="contract-to-staff"
              onClick={() => openRoute(STAFF_OPERATE, { contractId: detail.id })}
            />
          )}
        </View>
      ) : null}

      <View className="contract-panel">
        <Text className="contract-panel__title">{t('contract.trail')}</Text>
        {detail.events.map((event, index) => (
          <View key={index} className="contract-trail">
            <Text className="contract-trail__time">{formatChinaTime(event.at)}</Text>
            <Text className="contract-trail__event">{t(`contract.ev.${event.event}`)}</Text>
          </View>
        ))}
        {detail.provider === 'builtin' ? <Text className="contract-panel__note">{t('contract.mode')}</Text> : null}
      </View>

      <VerifyPanel />

      <View className="contract-actions">
        <SubmitButton plain text={t('contract.backList')} onClick={() => openRoute(CONTRACT_ROUTES.list)} />
      </View>
    </View>
  );
}

/** Upload a PDF and read whether it is ours and unaltered (`POST contracts/verify`). */
function VerifyPanel() {
  const t = useT();
  const [result, setResult] = useState<ContractVerify>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    const file = await pickFile(['pdf']);
    if (!file) return;
    // A verdict is about one file: the last one's must not stand beside a file that could not be read.
    setResult(undefined);
    setRefusal('');
    setBusy(true);
    try {
      setResult(await upload({ endpoint: contracts.verify, filePath: file.path, fileName: file.name }));
    } catch (error) {
      // The upload already toasted it (e.g. 该文件不是 PDF); it stays here too, where the verdict would be.
      setRefusal(shownRefusal(error).message);
    } finally {
      setBusy(false);
    }
  };
  const verdict = !result
    ? ''
    : !result.signed
      ? t('contract.verifyUnsigned')
      : !result.intact
        ? t('contract.verifyAltered')
        : result.ours
          ? t('contract.verifyOk')
          : t('contract.verifyForeign');
  return (
    <View className="contract-panel" data-testid="verify-panel">
      <Text className="contract-panel__title">{t('contract.verify')}</Text>
      <Text className="contract-panel__body">{t('contract.verifyBody')}</Text>
      <SubmitButton
        plain
        text={t('contract.verifyPick')}
        loading={busy}
        testId="verify-pick"
        onClick={() => void verify()}
      />
      {refusal ? (
        <Text className="contract-verdict contract-verdict--bad" data-testid="verify-refusal">
          ✗ {refusal}
        </Text>
      ) : null}
      {result ? (
        <View data-testid="verify-result">
          <Text className={`contract-verdict ${result.ours ? 'contract-verdict--ok' : 'contract-verdict--bad'}`}>
            {verdict}
          </Text>
          {result.ours ? (
            <Text className="contract-panel__body">
              {t('contract.verifyFacts', {
                no: result.contractNo ?? '',
                a: result.partyA ?? '',
                b: result.partyB ?? '',
                time: result.signedAt ? formatChinaTime(result.signedAt) : '—',
              })}
            </Text>
          ) : null}
        </View>
      ) : null}
    </View>
  );
}
