/**
 * The log sender (SMS_PROVIDER=log) prints a notification SMS with the outbox row it delivers, so a reader
 * of the log (`npm run durability`) tells a delivery from a repeat of it; a code message has no row.
 */
import type { FastifyBaseLogger } from 'fastify';
import { logSmsSender } from '../src/adapters/sms';

function recordingLog() {
  const lines: Array<{ object: Record<string, unknown>; msg: string }> = [];
  const log = {
    info: (object: Record<string, unknown>, msg: string) => lines.push({ object, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

it('prints the outbox row id of a notification SMS, and none for a code', async () => {
  const { log, lines } = recordingLog();
  const sender = logSmsSender(log);
  await sender.send({ phone: '13800000001', notice: 'interview_invited', params: [], text: '面试邀请', outboxId: 42 });
  await sender.send({ phone: '13800000001', scene: 'login', code: '123456', minutes: 5, text: '验证码 123456' });
  expect(lines).toEqual([
    { object: { sms: { phone: '13800000001', text: '面试邀请' }, outbox: 42 }, msg: 'sms' },
    { object: { sms: { phone: '13800000001', text: '验证码 123456' } }, msg: 'sms' },
  ]);
});
