/**
 * SMS codes beyond each phone's own limits: quotas per address and per network (/24, /64) beneath a
 * service-wide watch that alerts long before it stops, with contract signing codes counted apart. A few
 * addresses flooding codes fill their own quotas and cannot pause anyone else's codes.
 */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { memorySmsSender } from '../src/adapters/sms';
import { manualClock } from '../src/core/clock';
import { createAccountRepository } from '../src/modules/account/account.repository';
import { networkOf } from '../src/modules/auth/rate-limit.service';
import { contractsWorld, read, sent, signCode } from './contracts-helpers';
import { body, build, capturedLog, refusalKey, uniquePhone } from './helpers';

const START = Date.parse('2026-05-01T02:00:00Z');
const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);

async function sendCode(app: FastifyInstance, remoteAddress: string, scene: string, phone = uniquePhone()) {
  return app.inject({ method: 'POST', url: '/api/app/sendCode', remoteAddress, payload: { phone, scene } });
}

test('the network of an address: the /24 of IPv4 (also IPv4-mapped), the /64 of IPv6 however written', () => {
  expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
  expect(networkOf('::ffff:203.0.113.5')).toBe('203.0.113.0/24');
  expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(networkOf('2001:0DB8:0001:0002:ffff:0:0:5')).toBe('2001:db8:1:2::/64');
  expect(networkOf('2001:db8:1:2:a:b:1.2.3.4')).toBe('2001:db8:1:2::/64');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(networkOf('2001:db8:1:3::1')).not.toBe(networkOf('2001:db8:1:2::1'));
});

describe('with the default limits', () => {
  it('a few addresses and a /24 flooding login codes cannot stop another address registering nor a contract being signed', async () => {
    const world = await contractsWorld(manualClock(START), { CAPTCHA_ENABLED: 'false' });
    const { app, sms } = world;
    try {
      const id = await sent(world);
      await read(world, id);
      const users = createAccountRepository(app.db);
      const before = sms.messages.length;
      // Four addresses of one /24 and two elsewhere ask for 35 login codes each, within one minute, each for
      // a registered phone: 210 tries, far more than the old service-wide 120 a minute.
      const flooders = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '198.51.100.7', '192.0.2.9'];
      const answers: Record<string, string[]> = {};
      for (const address of flooders) {
        answers[address] = [];
        for (let i = 0; i < 35; i += 1) {
          const phone = uniquePhone();
          await users.create({ phone, nickname: 'flood' });
          const answer = await sendCode(app, address, 'login', phone);
          answers[address]!.push(answer.statusCode === 200 && body(answer).code === 200 ? 'sent' : refusalKey(answer)!);
        }
      }
      const tally = (address: string) =>
        answers[address]!.reduce<Record<string, number>>((all, a) => ({ ...all, [a]: (all[a] ?? 0) + 1 }), {});
      // 30 an address, then its own quota; the /24 shares 100, so its fourth address gets 10.
      expect(tally('203.0.113.1')).toEqual({ sent: 30, [MSG.auth.smsAddressLimit]: 5 });
      // (the refused tries count against the address as well: its last 5 meet the address quota first)
      expect(tally('203.0.113.4')).toEqual({
        sent: 10,
        [MSG.auth.smsSubnetLimit]: 20,
        [MSG.auth.smsAddressLimit]: 5,
      });
      expect(tally('192.0.2.9')).toEqual({ sent: 30, [MSG.auth.smsAddressLimit]: 5 });
      expect(sms.messages.length - before).toBe(160);

      // Someone else registers from another address in the same minute ...
      const newcomer = uniquePhone();
      expect(body(await sendCode(app, '100.64.12.34', 'register', newcomer)).code).toBe(200);
      expect(sms.last(newcomer)?.code).toMatch(/^\d{6}$/);
      // ... and Party B gets the contract's signing code (its own service-wide count).
      expect(await signCode(world, id)).toMatch(/^\d{6}$/);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('small limits', () => {
  const env = {
    CAPTCHA_ENABLED: 'false',
    SMS_ADDRESS_HOURLY_LIMIT: '3',
    SMS_SUBNET_HOURLY_LIMIT: '5',
    SMS_GLOBAL_MINUTE_ALERT: '4',
    SMS_GLOBAL_MINUTE_LIMIT: '8',
  };

  it('refuses past the address and the /24 quota with their messages, alerts once over the alert figure, stops only at the ceiling', async () => {
    const { lines, logger } = capturedLog();
    const clock = manualClock(START);
    const sms = memorySmsSender();
    const app = await build({ clock, smsSender: sms, env, logger });
    try {
      const from = async (address: string) => body(await sendCode(app, address, 'register'));
      for (let i = 0; i < 3; i += 1) expect((await from('10.9.8.1')).code).toBe(200);
      expect(await from('10.9.8.1')).toEqual({ code: 502, msg: zh(MSG.auth.smsAddressLimit, { minutes: 60 }) });
      for (let i = 0; i < 2; i += 1) expect((await from('10.9.8.2')).code).toBe(200);
      // Five from 10.9.8.0/24 this hour: a third address of it is refused too.
      expect(await from('10.9.8.3')).toEqual({ code: 502, msg: zh(MSG.auth.smsSubnetLimit, { minutes: 60 }) });
      const english = await app.inject({
        method: 'POST',
        url: '/api/app/sendCode',
        remoteAddress: '10.9.8.2',
        headers: { 'accept-language': 'en' },
        payload: { phone: uniquePhone(), scene: 'register' },
      });
      expect(body(english).msg).toBe(t('en', MSG.auth.smsSubnetLimit, { minutes: 60 }));

      // Five sent: over the alert figure (4), a warning with the figures, once, and sending goes on.
      const alerts = () => lines.filter((line) => line.includes('"alert":"sms-burst"'));
      expect(alerts()).toHaveLength(1);
      expect(JSON.parse(alerts()[0]!)).toMatchObject({
        level: 40,
        pool: 'account',
        sent: 5,
        alertAt: 4,
        ceiling: 8,
        windowSeconds: 60,
      });
      for (const address of ['10.9.9.1', '10.9.10.1', '10.9.11.1']) expect((await from(address)).code).toBe(200);
      expect(alerts()).toHaveLength(1);
      // Eight sent this minute: the ceiling pauses sending until the minute is over, logged once as an error.
      expect(await from('10.9.12.1')).toEqual({ code: 502, msg: zh(MSG.auth.smsBusy) });
      expect(await from('10.9.13.1')).toEqual({ code: 502, msg: zh(MSG.auth.smsBusy) });
      const stops = lines.filter((line) => line.includes('"alert":"sms-ceiling"'));
      expect(stops).toHaveLength(1);
      expect(JSON.parse(stops[0]!)).toMatchObject({ level: 50, pool: 'account', sent: 9, ceiling: 8 });
      expect(sms.messages).toHaveLength(8);

      clock.advance(60_000);
      expect((await from('10.9.14.1')).code).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('account codes at the ceiling never pause contract signing codes (counted apart)', async () => {
    const world = await contractsWorld(manualClock(START), { CAPTCHA_ENABLED: 'false', SMS_GLOBAL_MINUTE_LIMIT: '3' });
    try {
      const id = await sent(world);
      await read(world, id);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(refusalKey(await sendCode(world.app, `10.5.${i}.1`, 'register')));
      expect(answers).toEqual([undefined, undefined, undefined, MSG.auth.smsBusy]);
      expect(await signCode(world, id)).toMatch(/^\d{6}$/);
    } finally {
      await world.app.close();
    }
  });

  it('groups IPv6 addresses by /64 (and IPv4-mapped ones with their /24)', async () => {
    const quotas = { CAPTCHA_ENABLED: 'false', SMS_ADDRESS_HOURLY_LIMIT: '3', SMS_SUBNET_HOURLY_LIMIT: '5' };
    const app = await build({ clock: manualClock(START), smsSender: memorySmsSender(), env: quotas });
    try {
      const from = async (address: string) => refusalKey(await sendCode(app, address, 'register')) ?? 'sent';
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await from('2001:db8:1:2::1'));
      expect(answers).toEqual(['sent', 'sent', 'sent', MSG.auth.smsAddressLimit]);
      // Other addresses of that /64, however written, share its quota: two more, then refused.
      expect(await from('2001:0db8:0001:0002:abcd::7')).toBe('sent');
      expect(await from('2001:db8:1:2:1234:5678:9abc:def0')).toBe('sent');
      expect(await from('2001:db8:1:2::42')).toBe(MSG.auth.smsSubnetLimit);
      // The next /64 is another network.
      expect(await from('2001:db8:1:3::1')).toBe('sent');

      for (let i = 1; i <= 3; i += 1) expect(await from(`::ffff:10.7.7.${i}`)).toBe('sent');
      expect(await from('10.7.7.200')).toBe('sent');
      expect(await from('10.7.7.201')).toBe('sent');
      expect(await from('10.7.7.202')).toBe(MSG.auth.smsSubnetLimit);
    } finally {
      await app.close();
    }
  });
});
