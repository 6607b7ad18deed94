import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import {
  CONTRACT_DEADLINE_DEFAULT_DAYS,
  type ContractDetail,
  type ContractDraft,
  type ContractPrefill,
} from '@common/contracts';
import { chinaDate, chinaTimeToIso } from '@common/china-time';
import { CONTRACT_ROUTES } from '../routes';
import * as contracts from '@/api/contracts';
import { AsyncView } from '@/components/async-view';
import { SubmitButton } from '@/components/form';
import { DateField, SelectField } from '@/components/pickers';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { upload } from '@/lib/upload';
import { pickFile } from '../pick-file';
import { ContractForm } from './contract-form';
import { OfferPicker } from './contract-list';
import './contracts.scss';
import '../strings';
import { toast } from '@/lib/toast';

const CLOCKS = ['09:00', '12:00', '18:00', '20:00', '23:59'];

/** Today's date in China, or `offsetDays` days from it. */
const chinaDay = (offsetDays = 0) => chinaDate(Date.now(), offsetDays);

type Loaded = { id?: number; detail?: ContractDetail; initial: ContractPrefill | ContractDetail['fields'] };

/**
 * The form page: a new contract for an offer (`applicationId`), a draft to edit (`id`, Party A), or Party B's
 * own details to complete (`id`, Party B). Once Party A saved the draft: the attachment, then sending with
 * a deadline (electronic) or recording the signed paper (paper).
 */
export function ContractEditor({
  side,
  id,
  applicationId,
}: {
  side: 'partyA' | 'partyB';
  id?: number;
  applicationId?: number;
}) {
  const load = async (): Promise<Loaded> => {
    if (id) {
      const detail = await call(contracts.detail, { id });
      return { id, detail, initial: detail.fields };
    }
    return { initial: await call(contracts.prefill, { applicationId: applicationId ?? 0 }) };
  };
  // Opened without a contract or an offer (a bare link, a reload of the bare page): no form to load, so
  // not a validation error; a recruiter picks the offer here, a seeker is told where contracts are.
  if (!id && !applicationId) return <NothingChosen side={side} />;
  return (
    <AsyncView load={load} deps={[id, applicationId, side]} testId="contract-editor">
      {(loaded) => <Editor side={side} loaded={loaded} applicationId={applicationId} />}
    </AsyncView>
  );
}

function NothingChosen({ side }: { side: 'partyA' | 'partyB' }) {
  const t = useT();
  if (side === 'partyB') {
    return (
      <View className="contract-panel" data-testid="contract-nothing">
        <Text className="contract-panel__title">{t('contract.noneChosen')}</Text>
        <Text className="contract-panel__body">{t('contract.noneChosenSeeker')}</Text>
        <SubmitButton text={t('contract.backList')} onClick={() => openRoute(CONTRACT_ROUTES.list)} />
      </View>
    );
  }
  return (
    <View className="contracts" data-testid="contract-nothing">
      <View className="contract-panel">
        <Text className="contract-panel__title">{t('contract.new')}</Text>
        <Text className="contract-panel__body">{t('contract.noneChosenRecruiter')}</Text>
      </View>
      <AsyncView load={() => call(contracts.offers)} testId="contract-offers">
        {(offers) => <OfferPicker offers={offers} />}
      </AsyncView>
    </View>
  );
}

function Editor({
  side,
  loaded,
  applicationId,
}: {
  side: 'partyA' | 'partyB';
  loaded: Loaded;
  applicationId?: number;
}) {
  const t = useT();
  const [savedId, setSavedId] = useState(loaded.id);
  const [kind, setKind] = useState(loaded.initial.kind ?? 'electronic');
  const [attachment, setAttachment] = useState(loaded.detail?.attachmentName ?? null);
  const status = loaded.detail?.status;

  if (status && ((side === 'partyA' && status !== 'draft') || (side === 'partyB' && status !== 'sent'))) {
    return (
      <View className="contract-panel">
        <Text className="contract-panel__title">{t('contract.title.form')}</Text>
        <SubmitButton text={t('contract.view')} onClick={() => openRoute(CONTRACT_ROUTES.tip, { id: loaded.id })} />
      </View>
    );
  }

  const save = async (values: ContractDraft) => {
    if (side === 'partyB') {
      await call(contracts.updatePartyB, { ...values, id: loaded.id! });
      void toast({ title: t('contract.saved'), icon: 'success' });
      Taro.redirectTo({ url: `/${CONTRACT_ROUTES.sign}?id=${loaded.id}` }).catch(() => undefined);
      return;
    }
    const body = { ...values, attachment: undefined };
    if (savedId) await call(contracts.update, { ...body, id: savedId });
    else setSavedId((await call(contracts.create, { ...body, applicationId: applicationId ?? 0 })).id);
    setKind(values.kind);
    void toast({ title: t('contract.saved'), icon: 'success' });
  };

  const attach = async () => {
    const file = await pickFile();
    if (!file || !savedId) return;
    try {
      await upload({ endpoint: contracts.attach, input: { id: savedId }, filePath: file.path, fileName: file.name });
      setAttachment(file.name);
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <View className="contract-editor">
      <ContractForm side={side} initial={loaded.initial} onSave={save} />
      {side === 'partyA' && savedId ? (
        <View className="contract-panel" data-testid="contract-next">
          <View className="contract-panel__row">
            <Text className="contract-panel__label">{t('contract.f.attachment')}</Text>
            <Text className="contract-panel__value">{attachment ?? '—'}</Text>
            <Text className="contract-link" data-testid="contract-attach" onClick={() => void attach()}>
              {attachment ? t('contract.attachReplace') : t('contract.attach')}
            </Text>
          </View>
          {kind === 'paper' ? <PaperPanel id={savedId} /> : <SendPanel id={savedId} />}
        </View>
      ) : null}
    </View>
  );
}

function SendPanel({ id }: { id: number }) {
  const t = useT();
  const [day, setDay] = useState(chinaDay(CONTRACT_DEADLINE_DEFAULT_DAYS));
  const [clock, setClock] = useState('18:00');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await call(contracts.send, { id, deadline: new Date(chinaTimeToIso(day, clock)).toISOString() });
      Taro.redirectTo({ url: `/${CONTRACT_ROUTES.tip}?id=${id}` }).catch(() => undefined);
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <View data-testid="send-panel">
      <Text className="contract-panel__title">{t('contract.sendTitle')}</Text>
      <DateField name="deadline" label={t('contract.deadlineDay')} value={day} start={chinaDay()} onChange={setDay} />
      <SelectField
        name="deadlineClock"
        label={t('contract.deadlineClock')}
        value={clock}
        options={CLOCKS.map((value) => ({ value, label: value }))}
        onChange={setClock}
      />
      <SubmitButton text={t('contract.send')} loading={busy} testId="contract-send" onClick={() => void send()} />
    </View>
  );
}

function PaperPanel({ id }: { id: number }) {
  const t = useT();
  const [day, setDay] = useState(chinaDay());
  const [busy, setBusy] = useState(false);
  const record = async () => {
    const file = await pickFile();
    if (!file) return;
    setBusy(true);
    try {
      await upload({
        endpoint: contracts.recordPaper,
        input: { id },
        filePath: file.path,
        fileName: file.name,
        formData: { signedAt: day },
      });
      Taro.redirectTo({ url: `/${CONTRACT_ROUTES.tip}?id=${id}` }).catch(() => undefined);
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <View data-testid="paper-panel">
      <Text className="contract-panel__title">{t('contract.paperTitle')}</Text>
      <DateField name="signedAt" label={t('contract.paperDate')} value={day} end={chinaDay()} onChange={setDay} />
      <SubmitButton
        text={t('contract.paperScan')}
        loading={busy}
        testId="contract-paper"
        onClick={() => void record()}
      />
    </View>
  );
}
