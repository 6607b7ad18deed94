/**
 * 通知设置 (notification preferences): which channels outside the app a user wants per group of notifications
 * (common/delivery.ts), and their quiet hours, with the rules the server's outbox applies and the settings
 * page shows. In-app notifications and the open app's socket are always on (they are the record).
 *
 * Defaults a user would accept without opening the page: WeChat for every group; SMS only for interviews
 * and contracts (never chat, never application results: those are not worth a text message); quiet hours
 * 22:00-08:00 China time, during which an SMS waits for the morning.
 */
import { z } from 'zod';
import { CHINA_OFFSET_MS, chinaDate, chinaDayStartMs } from './china-time';
import { defineCalls } from './call';
import {
  DEFAULT_QUIET_HOURS,
  DELIVERY_KIND_GROUP,
  NOTIFICATION_GROUPS,
  SMS_DAILY_CAP,
  SMS_KINDS,
  type DeliveryChannel,
  type DeliveryKind,
  type NotificationGroup,
} from './delivery';
import { PREFERENCES_MSG } from './messages.preferences';

/** The channels a user turns on and off (the app and the socket are not a choice). */
export const CHOSEN_CHANNELS = ['wechat', 'sms'] as const;
export type ChosenChannel = (typeof CHOSEN_CHANNELS)[number];

/** The groups an SMS is offered for: those holding an SMS kind (interviews, contracts). */
export const SMS_GROUPS: readonly NotificationGroup[] = NOTIFICATION_GROUPS.filter((group) =>
  SMS_KINDS.some((kind) => DELIVERY_KIND_GROUP[kind] === group),
);

/** Whether `channel` is offered for `group` at all (WeChat: every group; SMS: SMS_GROUPS). */
export function channelOffered(group: NotificationGroup, channel: ChosenChannel): boolean {
  return channel === 'wechat' || SMS_GROUPS.includes(group);
}

export type GroupChannels = Record<ChosenChannel, boolean>;
export type ChannelChoices = Record<NotificationGroup, GroupChannels>;
export interface QuietHours {
  /** China wall time "HH:mm" the quiet starts. */
  from: string;
  /** China wall time "HH:mm" it ends (the next morning when earlier than `from`). */
  to: string;
}

export interface NotificationPreferences {
  channels: ChannelChoices;
  quietHours: QuietHours;
}

export function defaultPreferences(): NotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => [group, { wechat: true, sms: SMS_GROUPS.includes(group) }]),
  ) as ChannelChoices;
  return { channels, quietHours: { ...DEFAULT_QUIET_HOURS } };
}

/**
 * Whether a delivery of `kind` by `channel` may go to a user with these preferences. The socket always;
 * kinds without a group reach the app only; SMS only for SMS kinds (never chat).
 */
export function channelAllowed(
  preferences: NotificationPreferences,
  kind: DeliveryKind | 'frame',
  channel: DeliveryChannel,
): boolean {
  if (channel === 'socket') return true;
  if (kind === 'frame') return false;
  const group = DELIVERY_KIND_GROUP[kind];
  if (!group) return false;
  if (channel === 'sms' && !SMS_KINDS.includes(kind)) return false;
  return preferences.channels[group][channel];
}

// ---- Quiet hours and the daily SMS cap, in China time ------------------------------------------------

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The China clock's minute of the day (0..1439) at an instant. */
function chinaMinuteOfDay(ms: number): number {
  const shifted = new Date(ms + CHINA_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

const instant = (at: number | string) => (typeof at === 'number' ? at : Date.parse(at));

/** Whether an instant falls in quiet hours: from `from` (included) to `to` (excluded), over midnight or not. */
export function inQuietHours(at: number | string, quiet: QuietHours): boolean {
  const minute = chinaMinuteOfDay(instant(at));
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The first instant after `at` the China clock reads `quiet.to` (when a held SMS goes), as ISO 8601. */
export function quietHoursEnd(at: number | string, quiet: QuietHours): string {
  const ms = instant(at);
  let end = chinaDayStartMs(ms) + minutesOf(quiet.to) * MINUTE_MS;
  if (end <= ms) end += DAY_MS;
  return new Date(end).toISOString();
}

/** The China day an SMS counts against (the cap starts again at 00:00 China time, 16:00 UTC). */
export function smsDayOf(at: number | string): string {
  return chinaDate(instant(at));
}

/** Whether one more SMS fits in a China day that has seen `sentToday` (login codes are not counted). */
export function smsFits(sentToday: number): boolean {
  return sentToday < SMS_DAILY_CAP;
}

// ---- Schemas and calls -------------------------------------------------------------------------------

const quietTime = z
  .string({ error: PREFERENCES_MSG.quietTime })
  .regex(TIME_PATTERN, { error: PREFERENCES_MSG.quietTime })
  .describe('China wall time HH:mm');

const flag = z.boolean({ error: PREFERENCES_MSG.channels });

function groupChannels(group: NotificationGroup) {
  // Not offered: the document says false is the only value, and anything else is refused with why.
  const sms = channelOffered(group, 'sms')
    ? flag
    : z.literal(false, { error: PREFERENCES_MSG.smsNotOffered }).describe('always false: not offered');
  return z.object({ wechat: flag, sms }, { error: PREFERENCES_MSG.channels });
}

const channelsSchema = z.object(
  Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, groupChannels(group)])) as Record<
    NotificationGroup,
    ReturnType<typeof groupChannels>
  >,
  { error: PREFERENCES_MSG.channels },
);

const quietHoursSchema = z
  .object({ from: quietTime, to: quietTime }, { error: PREFERENCES_MSG.quietTime })
  .refine((quiet) => quiet.from !== quiet.to, { error: PREFERENCES_MSG.quietSame, path: ['to'] });

/** The body of `PUT notification/preferences`: every group and the quiet hours (the whole setting). */
export const preferencesBodySchema = z.object({
  channels: channelsSchema.describe('per group (chat, interviews, applications, contracts): wechat, sms'),
  quietHours: quietHoursSchema.describe('SMS waits from `from` to `to`, China time; 22:00-08:00 by default'),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

export const preferencesSchema = preferencesBodySchema.extend({
  updatedAt: z.string().nullable().describe('ISO 8601 of the last save; null: never saved (the defaults)'),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferenceCalls = /* @__PURE__ */ defineCalls('notifications', () => ({
  get: {
    method: 'GET',
    path: '/notification/preferences',
    access: 'user',
    answer: 'data',
    response: preferencesSchema,
    summary: "The caller's notification settings (the defaults until saved)",
  },
  save: {
    method: 'PUT',
    path: '/notification/preferences',
    access: 'user',
    answer: 'data',
    body: preferencesBodySchema,
    response: preferencesSchema,
    summary: "Saves the caller's notification settings (channels per group, quiet hours); bad input changes nothing",
  },
}));
