import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_LINK_MAX,
  INTERVIEW_METHODS,
  INTERVIEW_METHOD_LABEL,
  INTERVIEW_NOTE_MAX,
  interviewFormSchema,
  isFutureTime,
  type InterviewMethod,
} from '@common/applications';
import { SLOTS_MAX, SLOTS_MIN } from '@common/interview-scheduling';
import { MSG } from '@common/messages';
import { SubmitButton, TextAreaField, TextField } from '@/components/form';
import { SelectField } from '@/components/pickers';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import * as applications from '@/api/applications';
import { call } from '@/lib/call';
import '../strings';
import '../scheduling-strings';
import './scheduling.scss';
import { DateTimeField, NO_DAY_CLOCK, dayClockTime, type DayClock } from './date-time-field';
import { toast } from '@/lib/toast';

/**
 * The error of each slot row before the call ('' when fine): incomplete, in the past, or the same time as
 * an earlier row (the shared schema refuses the list as a whole; this says which row).
 */
export function slotRowErrors(rows: DayClock[], t: (key: string) => string, now = Date.now()): string[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const time = dayClockTime(row);
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
  const [when, setWhen] = useState(NO_DAY_CLOCK);
  const method = (form.values.method ?? 'offline') as InterviewMethod;
  const [withSlots, setWithSlots] = useState(false);
  const [rows, setRows] = useState<DayClock[]>([NO_DAY_CLOCK, NO_DAY_CLOCK]);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const setRow = (index: number, row: DayClock) => {
    const next = rows.map((r, i) => (i === index ? row : r));
    setRows(next);
    setRowErrors((errors) => errors.map((e, i) => (i === index ? '' : e)));
    const times = next.map(dayClockTime);
    form.set('slots', times);
  };
  const switchMode = (slots: boolean) => {
    setWithSlots(slots);
    setRowErrors([]);
    // Exactly one of the two travels (the shared rule): the other is left out.
    form.set('time', slots ? undefined : dayClockTime(when));
    form.set('slots', slots ? rows.map(dayClockTime) : undefined);
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
                      form.set('slots', next.map(dayClockTime));
                    }}
                  >
                    {t('sched.removeSlot')}
                  </Text>
                ) : null}
              </View>
              <DateTimeField
                names={{ day: `slotDay${index}`, clock: `slotClock${index}` }}
                labels={{ day: t('interview.day'), clock: t('interview.clock') }}
                value={row}
                error={rowErrors[index] || undefined}
                onChange={(next) => setRow(index, next)}
              />
            </View>
          ))}
          {form.errors.slots ? <Text className="form-field__error">{form.errors.slots}</Text> : null}
          {rows.length < SLOTS_MAX ? (
            <Text
              className="app-action slot-rows__add"
              data-testid="slot-add"
              onClick={() => {
                const next = [...rows, NO_DAY_CLOCK];
                setRows(next);
                form.set('slots', next.map(dayClockTime));
              }}
            >
              {t('sched.addSlot')}
            </Text>
          ) : null}
        </View>
      ) : (
        <DateTimeField
          names={{ day: 'day', clock: 'clock' }}
          labels={{ day: t('interview.day'), clock: t('interview.clock') }}
          value={when}
          error={form.errors.time}
          onChange={(next) => {
            setWhen(next);
            form.set('time', dayClockTime(next));
          }}
        />
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
