/**
 * 通知设置 (common/preferences.ts): the caller's channels per group and quiet hours, and the gates the
 * outbox asks before a delivery leaves the app: `allows` (the dispatcher, before any channel), `quietHours`
 * and the daily SMS count (the SMS channel). A user who never saved has the defaults; reading never writes.
 */
import { SMS_DAILY_CAP, NOTIFICATION_GROUPS, type DeliveryChannel, type DeliveryKind } from '@common/delivery';
import {
  channelAllowed,
  channelOffered,
  defaultPreferences,
  smsDayOf,
  type ChosenChannel,
  type NotificationPreferences,
  type Preferences,
  type PreferencesBody,
  type QuietHours,
} from '@common/preferences';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { createPreferencesRepository, type PreferencesRow } from './preferences.repository';

/** A stored row read leniently: a group or channel missing from its JSON takes the default. */
function fromRow(row: PreferencesRow | undefined): Preferences {
  const defaults = defaultPreferences();
  if (!row) return { ...defaults, updatedAt: null };
  let stored: Record<string, Partial<Record<string, unknown>>> = {};
  try {
    const value: unknown = JSON.parse(row.channels);
    if (value && typeof value === 'object') stored = value as typeof stored;
  } catch {
    // An unreadable value counts as never saved for the channels; the quiet hours still hold.
  }
  const channels = Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => {
      const saved = stored[group] ?? {};
      const pick = (channel: ChosenChannel) =>
        typeof saved[channel] === 'boolean' ? (saved[channel] as boolean) : defaults.channels[group][channel];
      // SMS of a group that offers none stays off whatever the row says.
      return [group, { wechat: pick('wechat'), sms: channelOffered(group, 'sms') && pick('sms') }];
    }),
  ) as NotificationPreferences['channels'];
  return { channels, quietHours: { from: row.quiet_from, to: row.quiet_to }, updatedAt: row.updated_at };
}

export function createPreferencesService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createPreferencesRepository(db);
  const read = async (userId: number) => fromRow(await repo.find(userId));

  return {
    /** The caller's settings (GET notification/preferences). */
    get: read,

    /** Replaces the caller's settings with a validated body (PUT notification/preferences). */
    async save(userId: number, body: PreferencesBody): Promise<Preferences> {
      await repo.save(userId, {
        channels: JSON.stringify(body.channels),
        quiet_from: body.quietHours.from,
        quiet_to: body.quietHours.to,
        updated_at: toIso(clock.now()),
      });
      return read(userId);
    },

    /**
     * Whether a delivery of `kind` by `channel` may go to the user (the outbox's dispatcher asks before any
     * channel). The socket always; kinds without a group reach the app only; SMS never for chat.
     */
    async allows(userId: number, kind: DeliveryKind | 'frame', channel: DeliveryChannel): Promise<boolean> {
      if (channel === 'socket') return true;
      return channelAllowed(await read(userId), kind, channel);
    },

    /** The user's quiet hours, China time (the defaults 22:00-08:00 until saved). */
    async quietHours(userId: number): Promise<QuietHours> {
      return (await read(userId)).quietHours;
    },

    /** The SMS channel's daily count, per China day of `at` (login codes are not counted). */
    sms: {
      sentOn: (userId: number, at: number) => repo.smsSent(userId, smsDayOf(at)),
      /** Takes one of the day's SMS_DAILY_CAP; false: the day's are used up. */
      take: (userId: number, at: number) => repo.takeSms(userId, smsDayOf(at), SMS_DAILY_CAP),
      /** Gives one back (the provider refused; the retry takes it again). */
      giveBack: (userId: number, at: number) => repo.returnSms(userId, smsDayOf(at)),
      /** Counts of days before yesterday are no longer read. */
      prune: () => repo.pruneSmsBefore(smsDayOf(clock.now() - 86_400_000)),
    },

    /** Leaving (the account's deletion): the settings and counts go with the user. */
    forgetUser: (userId: number) => repo.forgetUser(userId),
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
