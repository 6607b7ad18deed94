import { useState } from 'react';
import { View } from '@tarojs/components';
import {
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_LINK_MAX,
  INTERVIEW_METHODS,
  INTERVIEW_METHOD_LABEL,
  INTERVIEW_NOTE_MAX,
  chinaTimeToIso,
  interviewFormSchema,
  isFutureTime,
  type InterviewMethod,
} from '@common/applications';
import { chinaDate } from '@common/china-time';
import { MSG } from '@common/messages';
import { SubmitButton, TextAreaField, TextField } from '@/components/form';
import { DateField, SelectField } from '@/components/pickers';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import * as applications from '@/api/applications';
import { call } from '@/lib/call';
import '../strings';
import { toast } from '@/lib/toast';

/** Half-hour slots of a working day, 08:00 to 21:30 (China time). */
const SLOTS = Array.from({ length: 28 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

/**
 * 邀请面试: method, day and time (China time), then what the method needs (offline an address, online a
 * link, phone a contact phone) and a note. The shared rule validates before the call; a time in the past
 * is refused here and by the server.
 */
export function InviteForm({
  applicationId,
  defaultContact,
  onDone,
  onCancel,
}: {
  applicationId: number;
  defaultContact?: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm(interviewFormSchema, {
    applicationId,
    method: 'offline',
    time: '',
    address: '',
    link: '',
    contact: defaultContact ?? '',
    note: '',
  });
  const [day, setDay] = useState('');
  const [clock, setClock] = useState('');
  const setWhen = (nextDay: string, nextClock: string) => {
    setDay(nextDay);
    setClock(nextClock);
    form.set('time', nextDay && nextClock ? chinaTimeToIso(nextDay, nextClock) : '');
  };
  const method = (form.values.method ?? 'offline') as InterviewMethod;

  const send = () =>
    void form.submit(async (data) => {
      if (!isFutureTime(data.time)) {
        form.setErrors({ time: t(MSG.interviews.timePast) });
        return;
      }
      await call(applications.invite, { ...data, applicationId });
      void toast({ title: t(MSG.interviews.invited), icon: 'success' });
      onDone();
    });

  return (
    <View className="app-card invite-form" data-testid="invite-form">
      <SelectField
        name="method"
        label={t('interview.method')}
        value={method}
        options={INTERVIEW_METHODS.map((m) => ({ value: m, label: t(INTERVIEW_METHOD_LABEL[m]) }))}
        onChange={(v) => form.set('method', v)}
      />
      <DateField
        name="day"
        label={t('interview.day')}
        value={day}
        start={chinaDate(Date.now())}
        error={form.errors.time}
        onChange={(v) => setWhen(v, clock)}
      />
      <SelectField
        name="clock"
        label={t('interview.clock')}
        value={clock}
        placeholder={t('interview.pickClock')}
        options={SLOTS.map((s) => ({ value: s, label: s }))}
        onChange={(v) => setWhen(day, v)}
      />
      {method === 'offline' ? (
        <TextField
          name="address"
          label={t('interview.where.offline')}
          value={form.values.address}
          maxlength={INTERVIEW_ADDRESS_MAX + 1}
          placeholder={t('interview.p.address')}
          error={form.errors.address}
          onChange={(v) => form.set('address', v)}
        />
      ) : null}
      {method === 'online' ? (
        <TextField
          name="link"
          label={t('interview.where.online')}
          value={form.values.link}
          maxlength={INTERVIEW_LINK_MAX + 1}
          placeholder="https://"
          error={form.errors.link}
          onChange={(v) => form.set('link', v)}
        />
      ) : null}
      <TextField
        name="contact"
        label={method === 'phone' ? t('interview.where.phone') : t('interview.contact')}
        value={form.values.contact}
        type="number"
        maxlength={11}
        placeholder={t('interview.p.contact')}
        error={form.errors.contact}
        onChange={(v) => form.set('contact', v)}
      />
      <TextAreaField
        name="note"
        label={t('interview.note')}
        value={form.values.note}
        maxlength={INTERVIEW_NOTE_MAX}
        placeholder={t('interview.p.note')}
        error={form.errors.note}
        onChange={(v) => form.set('note', v)}
      />
      <View className="inline-actions">
        <SubmitButton text={t('common.cancel')} plain onClick={onCancel} testId="invite-cancel" />
        <SubmitButton text={t('interview.send')} loading={form.submitting} onClick={send} testId="invite-send" />
      </View>
    </View>
  );
}
