/**
 * The image captcha only on risk (issue 31, part 1): app/sendCode asks for it (auth.captchaRequired) only
 * past a phone's free codes of the hour (SMS_CAPTCHA_PHONE_HOURLY, 3), an address's free requests
 * (SMS_CAPTCHA_ADDRESS_HOURLY, 5) or after wrong codes (SMS_CAPTCHA_WRONG_CODES, 2), each at its boundary;
 * and a scripted flood from one network across many phones still gets no code past the address and network
 * limits, captchas solved or not.
 */
import { MSG } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { memorySmsSender } from '../src/adapters/sms';
import { codeFor, post, solveCaptcha } from './accounts-helpers';
import { body, build, refusalKey, uniquePhone } from './helpers';

const HOUR = 3_600_000;
const clock = manualClock(Date.parse('2026-06-01T02:00:00.000Z'));
const sms = memorySmsSender();
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ clock, smsSender: sms });
});
afterAll(async () => {
  await app.close();
});

let addresses = 0;
/** An address of its own network, so only the rule a test is about can ask for the captcha. */
const freshAddress = () => `10.${40 + Math.floor(++addresses / 200)}.${addresses % 200}.1`;

/** app/sendCode for `phone` from `address`, with a solved captcha when `withCaptcha`. */
async function send(phone: string, address: string, withCaptcha = false, scene = 'login') {
  const captcha = withCaptcha ? await solveCaptcha(app) : {};
  return post(app, 'app/sendCode', { phone, scene, ...captcha }, { remoteAddress: address });
}
const sentTo = (phone: string) => sms.messages.filter((m) => m.phone === phone).length;

describe('captcha on risk: each threshold at its boundary', () => {
  it('a phone: the 3rd code of the hour without a captcha, the 4th asks; an hour later none again', async () => {
    const phone = uniquePhone();
    for (let i = 1; i <= 3; i += 1) {
      expect(body(await send(phone, freshAddress())).code).toBe(200);
      clock.advance(61_000);
    }
    const asked = await send(phone, freshAddress());
    expect(refusalKey(asked)).toBe(MSG.auth.captchaRequired);
    expect(sentTo(phone)).toBe(3);
    expect(body(await send(phone, freshAddress(), true)).code).toBe(200);
    expect(sentTo(phone)).toBe(4);
    clock.advance(HOUR);
    expect(body(await send(phone, freshAddress())).code).toBe(200);
  });

  it('an address: the 5th request of the hour without a captcha, the 6th asks, whatever the phones', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 5; i += 1) expect(body(await send(uniquePhone(), address)).code).toBe(200);
    const phone = uniquePhone();
    expect(refusalKey(await send(phone, address))).toBe(MSG.auth.captchaRequired);
    expect(sentTo(phone)).toBe(0);
    expect(body(await send(phone, address, true)).code).toBe(200);
    // Another address of the same network is not concerned.
    expect(body(await send(uniquePhone(), address.replace(/\.1$/, '.2'))).code).toBe(200);
    clock.advance(HOUR);
    expect(body(await send(uniquePhone(), address)).code).toBe(200);
  });

  it('wrong codes: one typo is forgiven, after the 2nd the phone and the address ask', async () => {
    const phone = uniquePhone();
    const address = freshAddress();
    expect(body(await send(phone, address)).code).toBe(200);
    const wrong = codeFor(sms, phone) === '000000' ? '111111' : '000000';
    const typo = () => post(app, 'app/loginByCode', { phone, code: wrong }, { remoteAddress: address });
    expect(refusalKey(await typo())).toBe(MSG.auth.codeWrong);
    clock.advance(61_000);
    expect(body(await send(phone, freshAddress())).code).toBe(200);
    expect(refusalKey(await typo())).toBe(MSG.auth.codeWrong);
    clock.advance(61_000);
    // The phone asks, from any address ...
    expect(refusalKey(await send(phone, freshAddress()))).toBe(MSG.auth.captchaRequired);
    // ... and the address asks, for any phone.
    expect(refusalKey(await send(uniquePhone(), address))).toBe(MSG.auth.captchaRequired);
    expect(body(await send(phone, freshAddress(), true)).code).toBe(200);
  });

  it('a captcha sent anyway is checked and used up', async () => {
    const phone = uniquePhone();
    const { uuid, captcha } = await solveCaptcha(app);
    const wrong = await post(app, 'app/sendCode', { phone, scene: 'login', uuid, captcha: 'zzzz' });
    expect(refusalKey(wrong)).toBe(MSG.auth.captchaWrong);
    const reused = await post(app, 'app/sendCode', { phone, scene: 'login', uuid, captcha });
    expect(refusalKey(reused)).toBe(MSG.auth.captchaExpired);
    expect(sentTo(phone)).toBe(0);
  });

  it('the thresholds come from the configuration; CAPTCHA_ENABLED=false never asks', async () => {
    const strict = await build({ clock, env: { SEED_DEMO: 'false', SMS_CAPTCHA_PHONE_HOURLY: '0' } });
    const open = await build({
      clock,
      env: { SEED_DEMO: 'false', CAPTCHA_ENABLED: 'false', SMS_CAPTCHA_ADDRESS_HOURLY: '0' },
    });
    try {
      const asked = await post(strict, 'app/sendCode', { phone: uniquePhone(), scene: 'login' });
      expect(refusalKey(asked)).toBe(MSG.auth.captchaRequired);
      expect(body(await post(open, 'app/sendCode', { phone: uniquePhone(), scene: 'login' })).code).toBe(200);
    } finally {
      await open.close();
      await strict.close();
    }
  }, 120_000);
});

describe('a scripted flood from one network across many phones', () => {
  // Smaller quotas than the defaults (30 an address, 100 a network) keep it quick; the rules are the same.
  it('gets its free codes, then the captcha, then no code past the address and network limits', async () => {
    const flood = memorySmsSender();
    const floodApp = await build({
      clock: manualClock(Date.parse('2026-06-02T02:00:00.000Z')),
      smsSender: flood,
      env: { SEED_DEMO: 'false', SMS_ADDRESS_HOURLY_LIMIT: '12', SMS_SUBNET_HOURLY_LIMIT: '30' },
    });
    try {
      const network = Array.from({ length: 5 }, (_, i) => `172.16.5.${i + 1}`);
      const attempt = async (address: string, solve: boolean) => {
        const captcha = solve ? await solveCaptcha(floodApp) : {};
        const payload = { phone: uniquePhone(), scene: 'login', ...captcha };
        return floodApp.inject({ method: 'POST', url: '/api/app/sendCode', remoteAddress: address, payload });
      };
      const outcomes = new Map<string, number>();
      const count = (key: string | undefined) => outcomes.set(key ?? 'sent', (outcomes.get(key ?? 'sent') ?? 0) + 1);

      // Without reading captchas: 5 codes per address, then only refusals asking for the captcha.
      for (const address of network) for (let i = 0; i < 7; i += 1) count(refusalKey(await attempt(address, false)));
      expect(Object.fromEntries(outcomes)).toEqual({ sent: 25, [MSG.auth.captchaRequired]: 10 });
      expect(flood.messages).toHaveLength(25);

      // Reading every captcha (as a perfect OCR would): the network's 30, then each address's 12, stop it.
      outcomes.clear();
      for (const address of network) for (let i = 0; i < 10; i += 1) count(refusalKey(await attempt(address, true)));
      expect(Object.fromEntries(outcomes)).toEqual({
        sent: 5,
        [MSG.auth.smsSubnetLimit]: 2 + 4 * 7,
        [MSG.auth.smsAddressLimit]: 5 * 3,
      });
      expect(flood.messages).toHaveLength(30);
      // Nobody else is stopped: another network asks without a captcha.
      expect(body(await attempt('192.168.77.1', false)).code).toBe(200);
    } finally {
      await floodApp.close();
    }
  }, 120_000);
});
