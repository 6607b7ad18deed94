/**
 * Reaching people outside the app: the channels a notification travels by, the groups a user sets them for
 * (设置 → 通知设置), and which events each channel carries. Shared by the server (the outbox enqueues and the
 * channels decide) and the app (the settings page lists the groups and channels).
 *
 * In-app notifications are always on: they are the record. The socket push is not a choice either (it only
 * makes an open app current). WeChat subscription messages and SMS are the user's to turn off per group.
 */
import type { NotificationKind } from './notifications';

/** How a delivery travels. `socket`: the open app's real-time push; the others reach a closed app. */
export const DELIVERY_CHANNELS = ['socket', 'wechat', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** What a delivery row of the outbox is in. `held`: waiting for quiet hours to end (next_at). */
export const DELIVERY_STATES = ['pending', 'sent', 'skipped', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The groups a user turns channels on and off for. */
export const NOTIFICATION_GROUPS = ['chat', 'interviews', 'applications', 'contracts'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** A chat message is not a notification kind; it travels as its own event. */
export type DeliveryKind = NotificationKind | 'chat_message';

/** The group of each kind a user can silence outside the app; kinds not listed reach the app only. */
export const DELIVERY_KIND_GROUP: Partial<Record<DeliveryKind, NotificationGroup>> = {
  chat_message: 'chat',
  interview_invited: 'interviews',
  interview_reminder_seeker: 'interviews',
  interview_reminder_recruiter: 'interviews',
  application_passed: 'applications',
  application_rejected: 'applications',
  contract_sent: 'contracts',
  contract_deadline_soon: 'contracts',
  contract_signed: 'contracts',
};

/** Kinds a WeChat subscription message carries (each needs its template configured, WECHAT_TEMPLATES). */
export const WECHAT_KINDS: readonly DeliveryKind[] = [
  'chat_message',
  'interview_invited',
  'interview_reminder_seeker',
  'interview_reminder_recruiter',
  'application_passed',
  'application_rejected',
  'contract_sent',
  'contract_deadline_soon',
  'contract_signed',
];

/** Kinds an SMS carries: only what must not be missed, never chat. */
export const SMS_KINDS: readonly DeliveryKind[] = [
  'interview_invited',
  'interview_reminder_seeker',
  'interview_reminder_recruiter',
  'contract_sent',
];

/** The channels a kind may travel by besides the app itself. */
export function channelsOf(kind: DeliveryKind): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (WECHAT_KINDS.includes(kind)) channels.push('wechat');
  if (SMS_KINDS.includes(kind)) channels.push('sms');
  return channels;
}

/** SMS a user receives at most in one China day (besides login codes). */
export const SMS_DAILY_CAP = 3;
/** A new chat message is told by WeChat at most once per conversation in this time. */
export const CHAT_WECHAT_INTERVAL_MS = 60 * 60_000;
/** Quiet hours by default, China time ("HH:mm"): SMS is held until they end. */
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' } as const;
