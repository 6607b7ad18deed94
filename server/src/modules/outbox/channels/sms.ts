/**
 * The SMS channel: what must not be missed (common/delivery.ts SMS_KINDS: interview invitations and
 * reminders, a contract to sign) as a text message, through the same senders as the login codes
 * (adapters/sms.ts: the log prints it, Tencent sends the kind's template of SMS_NOTICE_TEMPLATES).
 *
 * Rules, in the order they are applied to a row:
 * - never chat, nor any kind outside SMS_KINDS; the user's 通知设置 must allow it (preferences.allows);
 * - no phone on the account: skipped;
 * - in the user's quiet hours (22:00-08:00 China time unless set otherwise): held until they end;
 * - at most SMS_DAILY_CAP a user per China day (login codes are not counted): past it, skipped. A day-late
 *   text about an interview misleads more than it helps; the app and WeChat still tell it;
 * - a provider failure: retried (the day's count is given back, the retry takes it again).
 * The text is in the account's language, signature included, like the code messages.
 */
import { SMS_KINDS, type DeliveryKind } from '@common/delivery';
import { formatChinaTime } from '@common/china-time';
import { resolveLocale } from '@common/i18n';
import { t } from '@common/messages';
import { inQuietHours, quietHoursEnd } from '@common/preferences';
import type { SmsSender } from '../../../adapters/sms';
import type { Clock } from '../../../core/clock';
import type { SmsConfig } from '../../../core/config';
import type { PreferencesService } from '../../preferences/preferences.service';
import type { Channel, ChannelAnswer, OutboxItem } from '../channel';

/** The parameters each SMS kind fills, in the order of its Tencent template ({1}, {2}, {3}). */
export const SMS_NOTICE_PARAMS: Partial<Record<DeliveryKind, readonly string[]>> = {
  interview_invited: ['companyName', 'positionTitle', 'time'],
  interview_reminder_seeker: ['companyName', 'positionTitle', 'time'],
  interview_reminder_recruiter: ['seekerName', 'positionTitle', 'time'],
  contract_sent: ['companyName', 'positionTitle'],
};

export interface SmsChannelDeps {
  /** The server's SMS sender (app.smsSender): the log, Tencent, or a test's memory sender. */
  sender: SmsSender;
  /** Which templates exist (config.sms): with Tencent a kind without one is off; the log carries every kind. */
  sms: SmsConfig;
  /** The account service's reachOf: the phone and the language. */
  reachOf(userId: number): Promise<{ phone: string | null; language: string } | null>;
  /** The preferences service: allows, quietHours and the daily count. */
  preferences: Pick<PreferencesService, 'allows' | 'quietHours' | 'sms'>;
  clock: Clock;
}

export function createSmsChannel({ sender, sms, reachOf, preferences, clock }: SmsChannelDeps): Channel {
  const isSmsKind = (kind: OutboxItem['kind']): kind is DeliveryKind => kind !== 'frame' && SMS_KINDS.includes(kind);

  return {
    name: 'sms',
    enabled: (kind) => isSmsKind(kind) && (sms.provider !== 'tencent' || Boolean(sms.noticeTemplates[kind])),

    async deliver(item): Promise<ChannelAnswer> {
      const { kind, userId } = item;
      if (!isSmsKind(kind)) return { result: 'skipped', reason: `${kind} is not sent by SMS` };
      if (!(await preferences.allows(userId, kind, 'sms'))) {
        return { result: 'skipped', reason: 'SMS turned off in the notification settings' };
      }
      const reach = await reachOf(userId);
      if (!reach?.phone) return { result: 'skipped', reason: 'no phone on the account' };

      const raw = item.payload.params;
      const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const names = SMS_NOTICE_PARAMS[kind] ?? [];
      const missing = names.filter((name) => typeof stored[name] !== 'string' && typeof stored[name] !== 'number');
      if (missing.length) return { result: 'dead', error: `SMS ${kind} without ${missing.join(', ')}` };
      const values = Object.fromEntries(
        names.map((name) => [name, name === 'time' ? formatChinaTime(String(stored[name])) : String(stored[name])]),
      );

      const now = clock.now();
      const quiet = await preferences.quietHours(userId);
      if (inQuietHours(now, quiet)) {
        return { result: 'held', at: quietHoursEnd(now, quiet), reason: `quiet hours ${quiet.from}-${quiet.to}` };
      }
      if (!(await preferences.sms.take(userId, now))) {
        return { result: 'skipped', reason: 'daily SMS cap reached' };
      }
      const text = t(resolveLocale(reach.language), `preferences.sms.${kind}`, values);
      try {
        await sender.send({
          phone: reach.phone,
          notice: kind,
          params: names.map((name) => values[name]),
          text,
          outboxId: item.id,
        });
      } catch (error) {
        await preferences.sms.giveBack(userId, now);
        return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
      }
      return { result: 'sent' };
    },
  };
}
