import { useState } from 'react';
import { View, Text } from '@tarojs/components';
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
import { SLOTS_MAX, SLOTS_MIN } from '@common/interview-scheduling';
import { MSG } from '@common/messages';
import { SubmitButton, TextAreaField, TextField } from '@/components/form';
import { DateField, SelectField } from '@/components/pickers';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import * as applications from '@/api/applications';
import { call } from '@/lib/call';
import '../strings';
import '../scheduling-strings';
import './scheduling.scss';
import { HALF_HOUR_OPTIONS } from './half-hours';
import { toast } from '@/lib/toast';

type Row = { day: string; clock: string };
const EMPTY_ROW: Row = { day: '', clock: '' };
const rowTime = (row: Row) => (row.day && row.clock ? chinaTimeToIso(row.day, row.clock) : '');

/**
 * The error of each slot row before the call ('' when fine): incomplete, in the past, or the same time as
 * an earlier row (the shared schema refuses the list as a whole; this says which row).
 */
export function slotRowErrors(rows: Row[], t: (key: string) => string, now = Date.now()): string[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const time = rowTime(row);
    if (!time) return t(MSG.interviews.time);
    if (!isFutureTime(time, now)) return t('sched.slotPast');
    const at = Date.parse(time);
    if (seen.has(at)) return t('sched.slotDuplicate');
    seen.add(at);
    return '';
  });
}

/**
 * 邀请面试: method, day and time (China time) — or, switched to 多个时间供选择, 2 to 5 day and time rows
 * the seeker picks one of — then what the method needs (offline an address, online a link, phone a contact
 * phone) and a note. The shared rules validate before the call; a time in the past or a repeated one is
 * refused here and by the server.
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
  const [withSlots, setWithSlots] = useState(false);
  const [rows, setRows] = useState<Row[]>([EMPTY_ROW, EMPTY_ROW]);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const setRow = (index: number, row: Row) => {
    const next = rows.map((r, i) => (i === index ? row : r));
    setRows(next);
    setRowErrors((errors) => errors.map((e, i) => (i === index ? '' : e)));
    const times = next.map(rowTime);
    form.set('slots', times);
  };
  const switchMode = (slots: boolean) => {
    setWithSlots(slots);
    setRowErrors([]);
    // Exactly one of the two travels (the shared rule): the other is left out.
    form.set('time', slots ? undefined : day && clock ? chinaTimeToIso(day, clock) : '');
    form.set('slots', slots ? rows.map(rowTime) : undefined);
  };

  const send = () => {
    if (withSlots) {
      const errors = slotRowErrors(rows, t);
      setRowErrors(errors);
      if (errors.some(Boolean)) return;
    }
    void form.submit(async (data) => {
      if (!withSlots && !isFutureTime(data.time ?? '')) {
        form.setErrors({ time: t(MSG.interviews.timePast) });
        return;
      }
      await call(applications.invite, { ...data, applicationId });
      void toast({ title: t(MSG.interviews.invited), icon: 'success' });
      onDone();
    });
  };

  return (
    <View className="app-card invite-form" data-testid="invite-form">
      <SelectField
        name="method"
        label={t('interview.method')}
        value={method}
        options={INTERVIEW_METHODS.map((m) => ({ value: m, label: t(INTERVIEW_METHOD_LABEL[m]) }))}
        onChange={(v) => form.set('method', v)}
      />
      <SelectField
        name="mode"
        label={t('sched.mode')}
        value={withSlots ? 'slots' : 'one'}
        options={[
          { value: 'one', label: t('sched.mode.one') },
          { value: 'slots', label: t('sched.mode.slots') },
        ]}
        onChange={(v) => switchMode(v === 'slots')}
      />
      {withSlots ? (
        <View className="slot-rows" data-testid="slot-rows">
          <Text className="app-card__hint">{t('sched.slotsHint')}</Text>
          {rows.map((row, index) => (
            <View key={index} className="slot-row" data-testid={`slot-row-${index}`}>
              <View className="slot-row__head">
                <Text className="slot-row__title">{t('sched.slotN', { n: index + 1 })}</Text>
                {rows.length > SLOTS_MIN ? (
                  <Text
                    className="slot-row__remove"
                    data-testid={`slot-remove-${index}`}
                    onClick={() => {
                      const next = rows.filter((_, i) => i !== index);
                      setRows(next);
                      setRowErrors([]);
                      form.set('slots', next.map(rowTime));
                    }}
                  >
                    {t('sched.removeSlot')}
                  </Text>
                ) : null}
              </View>
              <DateField
                name={`slotDay${index}`}
                label={t('interview.day')}
                value={row.day}
                start={chinaDate(Date.now())}
                error={rowErrors[index] || undefined}
                onChange={(v) => setRow(index, { ...row, day: v })}
              />
              <SelectField
                name={`slotClock${index}`}
                label={t('interview.clock')}
                value={row.clock}
                placeholder={t('interview.pickClock')}
                options={HALF_HOUR_OPTIONS}
                onChange={(v) => setRow(index, { ...row, clock: v })}
              />
            </View>
          ))}
          {form.errors.slots ? <Text className="form-field__error">{form.errors.slots}</Text> : null}
          {rows.length < SLOTS_MAX ? (
            <Text
              className="app-action slot-rows__add"
              data-testid="slot-add"
              onClick={() => {
                const next = [...rows, EMPTY_ROW];
                setRows(next);
                form.set('slots', next.map(rowTime));
              }}
            >
              {t('sched.addSlot')}
            </Text>
          ) : null}
        </View>
      ) : (
        <>
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
            options={HALF_HOUR_OPTIONS}
            onChange={(v) => setWhen(day, v)}
          />
        </>
      )}
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
