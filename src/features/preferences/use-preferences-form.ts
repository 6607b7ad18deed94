import { useState } from 'react';
import type { NotificationGroup } from '@common/delivery';
import { channelOffered, type ChosenChannel, type Preferences, type PreferencesBody } from '@common/preferences';

/** Half-hour steps for the quiet hours' pickers (any HH:mm is accepted by the server; these are the choices). */
export const QUIET_TIMES: string[] = Array.from({ length: 48 }, (_, i) => {
  const minutes = i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The page's state: what the server answered, changed locally until saved. A channel that is not offered
 * for a group (SMS for chat) cannot be turned on here, so a save never asks for it.
 */
export function usePreferencesForm(initial: Preferences) {
  const [values, setValues] = useState<PreferencesBody>({
    channels: initial.channels,
    quietHours: initial.quietHours,
  });
  const [saving, setSaving] = useState(false);

  const setChannel = (group: NotificationGroup, channel: ChosenChannel, on: boolean) => {
    if (on && !channelOffered(group, channel)) return;
    setValues((v) => ({ ...v, channels: { ...v.channels, [group]: { ...v.channels[group], [channel]: on } } }));
  };
  const setQuiet = (edge: 'from' | 'to', time: string) =>
    setValues((v) => ({ ...v, quietHours: { ...v.quietHours, [edge]: time } }));

  /** Saves through `save`; answers whether it went (a refusal was shown by the request layer). */
  const submit = async (save: (body: PreferencesBody) => Promise<Preferences>): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await save(values);
      setValues({ channels: saved.channels, quietHours: saved.quietHours });
      return true;
    } finally {
      setSaving(false);
    }
  };

  return { values, saving, setChannel, setQuiet, submit };
}
