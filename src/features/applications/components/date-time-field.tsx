import { chinaTimeToIso } from '@common/applications';
import { chinaDate } from '@common/china-time';
import { DateField, SelectField } from '@/components/pickers';
import { useT } from '@/lib/i18n';
import '../strings';
import { HALF_HOUR_OPTIONS } from './half-hours';

/** A day (YYYY-MM-DD) and a half-hour time (HH:mm), China time; '' while not picked. */
export type DayClock = { day: string; clock: string };
export const NO_DAY_CLOCK: DayClock = { day: '', clock: '' };

/** The ISO time of a day and time, '' until both are picked. */
export const dayClockTime = ({ day, clock }: DayClock): string => (day && clock ? chinaTimeToIso(day, clock) : '');

/**
 * An interview time as two pickers: the day (today or later) and the half hour (08:00 to 21:30). `names`
 * are the pickers' field names (their test ids are picker-<name>); `error` shows under the day.
 */
export function DateTimeField({
  names,
  labels,
  value,
  error,
  onChange,
}: {
  names: { day: string; clock: string };
  labels: { day: string; clock: string };
  value: DayClock;
  error?: string;
  onChange: (next: DayClock) => void;
}) {
  const t = useT();
  return (
    <>
      <DateField
        name={names.day}
        label={labels.day}
        value={value.day}
        start={chinaDate(Date.now())}
        error={error}
        onChange={(day) => onChange({ ...value, day })}
      />
      <SelectField
        name={names.clock}
        label={labels.clock}
        value={value.clock}
        placeholder={t('interview.pickClock')}
        options={HALF_HOUR_OPTIONS}
        onChange={(clock) => onChange({ ...value, clock })}
      />
    </>
  );
}
