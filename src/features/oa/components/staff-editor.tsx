import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text, Image } from '@tarojs/components';
import { GENDERS } from '@common/constants';
import { formatChinaTime } from '@common/china-time';
import { revealSchema, staffSchema, staffUpdateSchema, type StaffBody, type StaffDetail } from '@common/oa';
import * as oa from '@/api/oa';
import { AsyncView } from '@/components/async-view';
import { Field, SubmitButton, TextAreaField, TextField } from '@/components/form';
import { ImageField } from '@/components/image-field';
import { DateField, SelectField } from '@/components/pickers';
import { ReasonForm } from '@/components/reason-form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { assetUrl, shownRefusal } from '@/lib/request';
import { useForm } from '@/lib/use-form';
import { useImageUpload } from '@/lib/use-image-upload';
import { confirm } from './staff-list';
import './oa.scss';
import '../strings';
import { toast } from '@/lib/toast';

type Loaded = {
  id?: number;
  detail?: StaffDetail;
  initial: Partial<StaffBody>;
  fromContract: boolean;
  contractId?: number;
};

/**
 * Add or edit a staff record (`?id=` to edit, `?contractId=` to add a signed contract's Party B). The ID
 * number is never sent to the form in clear: editing leaves it empty (kept as stored), and showing it asks
 * for a reason, written to the access log like every view of an ID photo.
 */
export function StaffEditor({ id, contractId }: { id?: number; contractId?: number }) {
  const load = async (): Promise<Loaded> => {
    if (id) {
      const detail = await call(oa.staffDetail, { id });
      const { idNumberMasked: _masked, hasIdFront: _f, hasIdBack: _b, ...rest } = detail;
      return { id, detail, initial: { ...rest, idNumber: '' }, fromContract: false };
    }
    if (contractId) return { initial: await call(oa.staffPrefill, { contractId }), fromContract: true, contractId };
    return { initial: { nationality: '中国' }, fromContract: false };
  };
  return (
    <AsyncView load={load} deps={[id, contractId]} testId="staff-editor">
      {(loaded) => <Editor loaded={loaded} />}
    </AsyncView>
  );
}

function Editor({ loaded }: { loaded: Loaded }) {
  const t = useT();
  const editing = Boolean(loaded.id);
  const form = useForm(editing ? staffUpdateSchema : staffSchema, loaded.initial);
  const v = form.values as Partial<StaffBody>;
  const [revealing, setRevealing] = useState(false);
  const [revealed, setRevealed] = useState<string>();
  const set = (key: keyof StaffBody, value: string) => form.set(key as never, value as never);
  const text = (key: keyof StaffBody, maxlength = 31, type?: 'idcard' | 'number') => (
    <TextField
      key={key}
      name={key}
      label={t(`office.f.${key}`)}
      value={String(v[key] ?? '')}
      maxlength={maxlength}
      type={type}
      placeholder={key === 'idNumber' && editing ? t('office.keepId') : undefined}
      error={form.errors[key]}
      onChange={(value) => set(key, value)}
    />
  );

  const save = () =>
    form.submit(async (body) => {
      if (loaded.id) await call(oa.updateStaff, { ...body, id: loaded.id });
      // From a signed contract: the server marks its application 已入职.
      else await call(oa.createStaff, { ...(body as StaffBody), contractId: loaded.contractId });
      void toast({ title: t('office.save'), icon: 'success' });
      Taro.navigateBack().catch(() => undefined);
    });

  const act = async (action: () => Promise<unknown>, back = false) => {
    try {
      await action();
      if (back) Taro.navigateBack().catch(() => undefined);
      else Taro.redirectTo({ url: `/pages/oa/staff/operate?id=${loaded.id}` }).catch(() => undefined);
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <View className="oa-form" data-testid="staff-form">
      {loaded.fromContract ? <Text className="oa-note">{t('office.fromContract')}</Text> : null}
      {text('name', 21)}
      {text('phone', 11, 'number')}
      {text('idNumber', 18, 'idcard')}
      {loaded.detail ? (
        <View className="oa-reveal">
          <Text className="oa-card__line" data-testid="staff-id">
            {revealed ?? loaded.detail.idNumberMasked}
          </Text>
          {revealed ? null : revealing ? (
            <ReasonForm
              schema={revealSchema}
              maxlength={100}
              label={t('office.revealReason')}
              placeholder={t('office.revealHint')}
              confirmText={t('office.reveal')}
              onCancel={() => setRevealing(false)}
              onSubmit={async (reason) =>
                setRevealed((await call(oa.revealIdNumber, { id: loaded.id!, reason })).idNumber)
              }
            />
          ) : (
            <Text className="oa-link" data-testid="staff-reveal" onClick={() => setRevealing(true)}>
              {t('office.reveal')}
            </Text>
          )}
        </View>
      ) : null}
      <PhotoField side="front" form={form} detail={loaded.detail} />
      <PhotoField side="back" form={form} detail={loaded.detail} />
      <SelectField
        name="gender"
        label={t('office.f.gender')}
        value={v.gender}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`office.${gender}`) }))}
        error={form.errors.gender}
        onChange={(gender) => set('gender', gender)}
      />
      {text('position')}
      {text('department')}
      {text('qq', 13, 'number')}
      {text('email', 60)}
      {text('wechat', 21)}
      {text('contactAddress', 201)}
      {text('nationality', 21)}
      {text('householdAddress', 201)}
      <DateField
        name="graduationDate"
        label={t('office.f.graduationDate')}
        value={v.graduationDate}
        error={form.errors.graduationDate}
        onChange={(value) => set('graduationDate', value)}
      />
      <DateField
        name="entryDate"
        label={t('office.f.entryDate')}
        value={v.entryDate}
        error={form.errors.entryDate}
        onChange={(value) => set('entryDate', value)}
      />
      <ImageField name="avatar" label={t('office.f.avatar')} value={v.avatar} onChange={(url) => set('avatar', url)} />
      <TextAreaField
        name="note"
        label={t('office.f.note')}
        value={v.note}
        maxlength={500}
        error={form.errors.note}
        onChange={(value) => set('note', value)}
      />
      <SubmitButton text={t('office.save')} loading={form.submitting} testId="staff-save" onClick={() => void save()} />
      {loaded.detail ? (
        <View className="oa-actions">
          {loaded.detail.verifiedAt ? (
            <Text className="oa-note">
              {t('office.verifiedAt', { time: formatChinaTime(loaded.detail.verifiedAt) })}
            </Text>
          ) : (
            <SubmitButton
              plain
              text={t('office.verify')}
              onClick={() => void act(() => call(oa.verifyStaff, { id: loaded.id! }))}
            />
          )}
          <SubmitButton
            plain
            text={loaded.detail.status === 'left' ? t('office.back') : t('office.left')}
            testId="staff-left"
            onClick={() =>
              void act(() =>
                call(oa.setStaffStatus, {
                  id: loaded.id!,
                  status: loaded.detail!.status === 'left' ? 'active' : 'left',
                }),
              )
            }
          />
          <SubmitButton
            plain
            text={t('office.delete')}
            testId="staff-delete"
            onClick={() =>
              void confirm(t('office.deleteConfirm')).then((ok) =>
                ok ? act(() => call(oa.removeStaff, { id: loaded.id! }), true) : undefined,
              )
            }
          />
        </View>
      ) : null}
    </View>
  );
}

/** An ID card photo: uploaded privately (with progress), shown only through a short-lived signed link. */
function PhotoField({
  side,
  form,
  detail,
}: {
  side: 'front' | 'back';
  form: { values: Partial<StaffBody>; set: (key: never, value: never) => void; errors: Record<string, string> };
  detail?: StaffDetail;
}) {
  const t = useT();
  const key = side === 'front' ? 'idFront' : 'idBack';
  const { progress, pick } = useImageUpload(oa.uploadPhoto);
  const [preview, setPreview] = useState<string>();
  const stored = Boolean(form.values[key]) || Boolean(side === 'front' ? detail?.hasIdFront : detail?.hasIdBack);

  /** The uploaded photo's key goes in the form; the local file is its preview until the form is saved. */
  const upload = async () => {
    const picked = await pick();
    if (!picked) return;
    form.set(key as never, picked.answer.key as never);
    setPreview(picked.filePath);
  };

  const view = async () => {
    try {
      const link = await call(oa.photoLink, { id: detail!.id, side });
      setPreview(assetUrl(link.url));
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <Field label={t(`office.f.${key}`)} name={key} error={form.errors[key]}>
      <View className="oa-photo">
        {preview ? (
          <Image className="oa-photo__image" src={preview} mode="aspectFit" data-testid={`photo-${side}`} />
        ) : null}
        <Text className="oa-card__line">
          {progress !== undefined ? `${progress}%` : stored ? t('office.photoSaved') : ''}
        </Text>
        <Text className="oa-link" data-testid={`upload-${side}`} onClick={() => void upload()}>
          {t('office.photo')}
        </Text>
        {detail && !form.values[key] && (side === 'front' ? detail.hasIdFront : detail.hasIdBack) ? (
          <Text className="oa-link" data-testid={`view-${side}`} onClick={() => void view()}>
            {t('office.photoView')}
          </Text>
        ) : null}
      </View>
    </Field>
  );
}
