/**
 * SMS senders. The code service builds the message; a sender only delivers it.
 * - `logSmsSender` (default, SMS_PROVIDER=log): one log line per message, `{"sms":{"phone":"138...","text":
 *   "【职达】验证码 123456，5分钟内有效。"},"msg":"sms"}`, so a local user (or an end-to-end test) reads the code
 *   from the server output. The code travels inside `text`, which log redaction (of `code`, `password`...)
 *   leaves alone.
 * - `tencentSmsSender` (SMS_PROVIDER=tencent): Tencent Cloud SMS, see ./tencent.ts.
 * - `memorySmsSender`: keeps messages in memory; tests pass it to buildApp and read codes like a user would.
 * Notification SMS (`SmsNotice`, the outbox's SMS channel) go through the same senders: the log prints their
 * text the same way, the memory sender keeps them in `notices`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../core/config';
import type { SmsMessage, SmsNotice, SmsSender } from './sms-sender';
import { tencentSmsSender } from './tencent-sms';

export type { SmsMessage, SmsNotice, SmsSender };

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    provider: 'log',
    async send(message) {
      const { phone, text } = message;
      const outbox = 'outboxId' in message ? message.outboxId : undefined;
      log.info({ sms: { phone, text }, ...(outbox === undefined ? {} : { outbox }) }, 'sms');
    },
  };
}

export interface MemorySmsSender extends SmsSender {
  /** The code messages sent. */
  readonly messages: SmsMessage[];
  /** The notification SMS sent. */
  readonly notices: SmsNotice[];
  /** The newest message sent to `phone`. */
  last(phone: string): SmsMessage | undefined;
  /** Makes the next sends fail (a provider outage). */
  failing: boolean;
}

export function memorySmsSender(): MemorySmsSender {
  const messages: SmsMessage[] = [];
  const notices: SmsNotice[] = [];
  const sender: MemorySmsSender = {
    provider: 'memory',
    messages,
    notices,
    failing: false,
    async send(message) {
      if (sender.failing) throw new Error('sms provider unavailable');
      if ('notice' in message) notices.push(message);
      else messages.push(message);
    },
    last: (phone) => [...messages].reverse().find((m) => m.phone === phone),
  };
  return sender;
}

export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  return config.provider === 'tencent' ? tencentSmsSender(config) : logSmsSender(log);
}
