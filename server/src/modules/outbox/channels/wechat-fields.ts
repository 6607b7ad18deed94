/**
 * What a subscription message's fields may hold (field facts A3): each field key starts with its kind
 * (thing1, time2...), and WeChat refuses a whole message (47003) for one value outside its kind's rules. So
 * every value is made to fit before sending: long text cut, China time written the way WeChat shows it, and
 * a value that cannot fit at all (a phrase without Chinese, a number that is not one) reported, not sent.
 * Pure: no clock, no I/O.
 */
import { renderNotification, NOTIFICATION_KIND_TYPE, pushRoute, type NotificationParams } from '@common/notifications';
import type { DeliveryKind } from '@common/delivery';
import { CHINA_OFFSET_MS } from '@common/china-time';
import { INTERVIEW_METHOD_LABEL, type InterviewMethod } from '@common/constants';
import { t } from '@common/messages';
import { WECHAT_FIELD_KEY, type WechatFieldKind, type WechatTemplate } from '../../../core/config';

export type FieldValue = { ok: true; value: string } | { ok: false; error: string };

/** Shown for an empty text field: WeChat refuses empty values, and 无 fits thing, name and phrase. */
const NONE = '无';
const ELLIPSIS = '…';

const chars = (text: string) => Array.from(text);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At most `max` characters; a longer text keeps `max - 1` and ends with …. */
export function cut(text: string, max: number): string {
  const all = chars(text);
  return all.length <= max ? text : all.slice(0, max - 1).join('') + ELLIPSIS;
}

/** An instant as China time: `YYYY年MM月DD日 HH:mm` (time) or `YYYY年MM月DD日` (date); undefined when not one. */
export function chinaTimeText(value: string | number, withTime = true): string | undefined {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms + CHINA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${d.getUTCFullYear()}年${two(d.getUTCMonth() + 1)}月${two(d.getUTCDate())}日`;
  return withTime ? `${day} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : day;
}

const fail = (error: string): FieldValue => ({ ok: false, error });
const ok = (value: string): FieldValue => ({ ok: true, value });

/** `value` made to fit a field of `kind`, or why it cannot. */
export function fieldValue(kind: WechatFieldKind, raw: string | number | undefined): FieldValue {
  const text = raw === undefined ? '' : squash(String(raw));
  switch (kind) {
    case 'thing':
      // 20 characters of anything.
      return ok(text ? cut(text, 20) : NONE);
    case 'name': {
      // 10 Chinese characters, or 20 letters: cut without …, which is neither.
      if (!text) return ok(NONE);
      const max = /^[\x20-\x7e]*$/.test(text) ? 20 : 10;
      return ok(chars(text).slice(0, max).join('').trim());
    }
    case 'phrase': {
      // Five Chinese characters and nothing else.
      const han = chars(text).filter((c) => /\p{Script=Han}/u.test(c));
      if (!text) return ok(NONE);
      return han.length
        ? ok(han.slice(0, 5).join(''))
        : fail(`phrase needs Chinese characters, got ${JSON.stringify(text)}`);
    }
    case 'time':
    case 'date': {
      const when = raw === undefined ? undefined : chinaTimeText(raw, kind === 'time');
      return when ? ok(when) : fail(`${kind} needs a time, got ${JSON.stringify(raw ?? '')}`);
    }
    case 'character_string': {
      // 32 digits, letters or symbols: printable ASCII without spaces.
      const ascii = text.replace(/[^\x21-\x7e]/g, '');
      return ascii ? ok(ascii.slice(0, 32)) : fail(`character_string needs ASCII, got ${JSON.stringify(text)}`);
    }
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) && text.replace(/\D/g, '').length <= 32
        ? ok(text)
        : fail(`number needs at most 32 digits, got ${JSON.stringify(text)}`);
    case 'amount': {
      // A currency sign and at most 10 digits, maybe ending with 元; a plain number is yuan.
      if (typeof raw === 'number' || /^\d+(\.\d{1,2})?$/.test(text)) {
        const digits = text.replace(/\..*$/, '');
        return digits.length <= 10 ? ok(`${text}元`) : fail(`amount has more than 10 digits: ${text}`);
      }
      return /^[¥￥$]?\d{1,10}(\.\d{1,2})?元?$/.test(text)
        ? ok(text)
        : fail(`amount is not an amount: ${JSON.stringify(text)}`);
    }
    case 'phone_number': {
      const phone = text.replace(/\s/g, '');
      return /^[\d+\-()]{1,17}$/.test(phone)
        ? ok(phone)
        : fail(`phone_number needs 17 digits or symbols at most, got ${JSON.stringify(text)}`);
    }
    case 'letter': {
      const letters = text.replace(/[^A-Za-z]/g, '');
      return letters ? ok(letters.slice(0, 32)) : fail(`letter needs letters, got ${JSON.stringify(text)}`);
    }
    case 'symbol':
      return text ? ok(chars(text).slice(0, 5).join('')) : fail('symbol is empty');
  }
}

/**
 * What a field's source reads from an outbox item's payload, in Chinese: a notification parameter (an
 * interview method as its label), the notification's title or body, a chat message's sender or preview, or
 * fixed text (`=待面试`). A time stays an instant here: the field's kind decides how it is written.
 */
export function sourceValue(
  source: string,
  kind: DeliveryKind,
  payload: Record<string, unknown>,
): string | number | undefined {
  if (source.startsWith('=')) return source.slice(1);
  if (kind === 'chat_message') {
    if (source === 'title') return '新消息';
    const value = payload[source === 'body' ? 'preview' : source === 'time' ? 'sentAt' : source];
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  const params = (payload.params ?? {}) as NotificationParams;
  if (source === 'title' || source === 'body') return renderNotification('zh-Hans', kind, params)[source];
  const value = params[source];
  if (source === 'method' && typeof value === 'string' && value in INTERVIEW_METHOD_LABEL)
    return t('zh-Hans', INTERVIEW_METHOD_LABEL[value as InterviewMethod]);
  return value;
}

/**
 * The `data` of a message from its template and the item's payload: `{ thing1: { value } }`, or the first
 * field that cannot fit. A time source in a text field is written as China time.
 */
export function templateData(
  template: WechatTemplate,
  kind: DeliveryKind,
  payload: Record<string, unknown>,
): { data: Record<string, { value: string }> } | { error: string } {
  const data: Record<string, { value: string }> = {};
  for (const [key, source] of Object.entries(template.fields)) {
    const fieldKind = WECHAT_FIELD_KEY.exec(key)?.[1] as WechatFieldKind | undefined;
    if (!fieldKind) return { error: `${key}: not a WeChat field key` };
    let raw = sourceValue(source, kind, payload);
    if (source === 'time' && raw !== undefined && fieldKind !== 'time' && fieldKind !== 'date')
      raw = chinaTimeText(raw) ?? raw;
    const value = fieldValue(fieldKind, raw);
    if (!value.ok) return { error: `${key} (${source}): ${value.error}` };
    data[key] = { value: value.value };
  }
  return { data };
}

/**
 * The page a message opens (no leading /): the template's own, with `{rid}` and `{conversationId}` filled,
 * or the kind's page (a notification's push route, a chat message's conversation).
 */
export function messagePage(
  template: WechatTemplate,
  kind: DeliveryKind,
  payload: Record<string, unknown>,
): string | undefined {
  const fill = (name: string) => {
    const value = name === 'rid' ? payload.rid : payload.conversationId;
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  };
  if (template.page) return template.page.replace(/\{(rid|conversationId)\}/g, (_, name: string) => fill(name));
  if (kind === 'chat_message')
    return payload.conversationId === undefined ? undefined : `pages/message_detail/index?id=${fill('conversationId')}`;
  const route = pushRoute({ type: NOTIFICATION_KIND_TYPE[kind], rid: payload.rid as number | null | undefined });
  return route ? route.replace(/^\//, '') : undefined;
}
