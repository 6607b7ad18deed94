/** Captchas and SMS codes: app/captchaImage, validateCaptcha, checkPhone, sendCode, getCodeStatus. */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { memorySmsSender } from '../src/adapters/sms';
import { codeFor, post, register, sendCode, solveCaptcha } from './accounts-helpers';
import { body, build, capturedLog, uniquePhone } from './helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z')); // 10:00 in China
const sms = memorySmsSender();
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ clock, smsSender: sms });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/${url}`, headers });

const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params);

describe('GET app/captchaImage and app/validateCaptcha', () => {
  it('answers a PNG data URL (280 x 100, the answer only as pixels) and a uuid, stored for 2 minutes', async () => {
    const json = body(await get('app/captchaImage'));
    expect(json.code).toBe(200);
    expect(json.data.captchaEnabled).toBe(true);
    expect(json.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.data.img).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(json.data.img.split(',')[1], 'base64');
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([280, 100]);
    // No vector paths or text a script could match: an SVG captcha was read 50 times out of 50 that way.
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/);
    const row = await app.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', json.data.uuid)
      .executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^[a-z2-9]{4}$/);
    expect(png.toString('latin1').toLowerCase()).not.toContain(row.answer);
    expect(Date.parse(row.expires_at) - clock.now()).toBe(120_000);
    // Each image is drawn anew: two captchas never share bytes even for the same answer.
    expect(body(await get('app/captchaImage')).data.img).not.toBe(json.data.img);
  });

  it('validates case-insensitively without using the captcha up', async () => {
    const { uuid, captcha } = await solveCaptcha(app);
    const first = body(await get(`app/validateCaptcha?uuid=${uuid}&code=${captcha.toLowerCase()}`));
    expect(first).toEqual({ code: 200, msg: 'ok', data: { valid: true } });
    expect(body(await get(`app/validateCaptcha?uuid=${uuid}&code=${captcha.toUpperCase()}`)).code).toBe(200);
    // ... and sendCode can still use it once.
    const phone = uniquePhone();
    expect(body(await post(app, 'app/sendCode', { phone, scene: 'register', uuid, captcha })).code).toBe(200);
    expect(body(await get(`app/validateCaptcha?uuid=${uuid}&code=${captcha}`))).toEqual({
      code: 502,
      msg: zh(MSG.auth.captchaExpired),
    });
  });

  it('a wrong answer deletes the captcha (no guessing loop)', async () => {
    const { uuid, captcha } = await solveCaptcha(app);
    expect(body(await get(`app/validateCaptcha?uuid=${uuid}&code=zzzz`))).toEqual({
      code: 502,
      msg: zh(MSG.auth.captchaWrong),
    });
    expect(body(await get(`app/validateCaptcha?uuid=${uuid}&code=${captcha}`)).msg).toBe(zh(MSG.auth.captchaExpired));
  });

  it('expires after 2 minutes', async () => {
    const { uuid, captcha } = await solveCaptcha(app);
    clock.advance(120_001);
    expect(body(await get(`app/validateCaptcha?uuid=${uuid}&code=${captcha}`)).msg).toBe(zh(MSG.auth.captchaExpired));
  });

  it('refuses missing fields with a translated message', async () => {
    const res = body(await get('app/validateCaptcha?uuid=x', { 'accept-language': 'en' }));
    expect(res).toEqual({ code: 502, msg: en(MSG.validation.required) });
  });
});

describe('GET app/checkPhone', () => {
  it('tells registered from new phones and refuses a malformed one', async () => {
    const phone = uniquePhone();
    expect(body(await get(`app/checkPhone?phone=${phone}`)).data).toEqual({ registered: false });
    expect(body(await get('app/checkPhone?phone=13800000001')).data).toEqual({ registered: true });
    expect(body(await get('app/checkPhone?phone=12345'))).toEqual({ code: 502, msg: zh(MSG.validation.phone) });
  });
});

describe('app/sendCode', () => {
  it('sends a 6-digit code valid 5 minutes, as POST or as the GET query form', async () => {
    const phone = uniquePhone();
    const res = body(await sendCode(app, phone, 'register'));
    expect(res).toEqual({ code: 200, msg: zh(MSG.auth.codeSent), data: { retryAfter: 60, expiresIn: 300 } });
    const message = sms.last(phone)!;
    expect(message).toMatchObject({ phone, scene: 'register', minutes: 5 });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toBe(`【职达】验证码 ${message.code}，5分钟内有效。`);

    const other = uniquePhone();
    const { uuid, captcha } = await solveCaptcha(app);
    const viaGet = body(await get(`app/sendCode?phone=${other}&scene=register&uuid=${uuid}&captcha=${captcha}`));
    expect(viaGet.code).toBe(200);
    expect(codeFor(sms, other)).toMatch(/^\d{6}$/);
  });

  it('writes the text in the English catalogue for an English caller', async () => {
    const phone = uniquePhone();
    await sendCode(app, phone, 'register', { headers: { 'accept-language': 'en-US' } });
    expect(sms.last(phone)!.text).toMatch(/^\[JobReach\] Your verification code is \d{6}, valid for 5 minutes\.$/);
  });

  it('stores only a hash of the code', async () => {
    const phone = uniquePhone();
    await sendCode(app, phone, 'register');
    const row = await app.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(codeFor(sms, phone));
  });

  it('requires the captcha, and uses it up whether right or wrong', async () => {
    const phone = uniquePhone();
    expect(body(await post(app, 'app/sendCode', { phone, scene: 'register' }))).toEqual({
      code: 502,
      msg: zh(MSG.auth.captchaRequired),
    });
    const { uuid, captcha } = await solveCaptcha(app);
    expect(body(await post(app, 'app/sendCode', { phone, scene: 'register', uuid, captcha: 'zzzz' })).msg).toBe(
      zh(MSG.auth.captchaWrong),
    );
    expect(body(await post(app, 'app/sendCode', { phone, scene: 'register', uuid, captcha })).msg).toBe(
      zh(MSG.auth.captchaExpired),
    );
    expect(sms.last(phone)).toBeUndefined();
  });

  it('refuses a registered phone for register and an unknown one for findPwd (login sends to both)', async () => {
    expect(body(await sendCode(app, '13800000001', 'register'))).toEqual({
      code: 502,
      msg: zh(MSG.auth.phoneRegistered),
    });
    const phone = uniquePhone();
    expect(body(await sendCode(app, phone, 'findPwd', { headers: { 'accept-language': 'en' } }))).toEqual({
      code: 502,
      msg: 'user does not exist',
    });
    expect(body(await sendCode(app, '13800000001', 'changePhone')).msg).toBe(zh(MSG.auth.phoneRegistered));
    expect(sms.last(phone)).toBeUndefined();
    // A code login creates the account of a new phone: its code is sent.
    expect(body(await sendCode(app, phone, 'login')).code).toBe(200);
    expect(sms.last(phone)?.scene).toBe('login');
  });

  it('refuses an unknown scene and a malformed phone', async () => {
    expect(body(await sendCode(app, uniquePhone(), 'hack'))).toEqual({ code: 502, msg: zh(MSG.validation.option) });
    expect(body(await sendCode(app, '1234', 'register'))).toEqual({ code: 502, msg: zh(MSG.validation.phone) });
  });

  it('sends at most one code per 60 s', async () => {
    const phone = uniquePhone();
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
    const first = codeFor(sms, phone);
    clock.advance(20_000);
    expect(body(await sendCode(app, phone, 'register'))).toEqual({
      code: 502,
      msg: zh(MSG.auth.codeTooSoon, { seconds: 40 }),
    });
    expect(body(await get(`app/getCodeStatus?phone=${phone}`)).data).toEqual({ sent: true, retryAfter: 40 });
    clock.advance(40_000);
    expect(body(await get(`app/getCodeStatus?phone=${phone}`)).data).toEqual({ sent: true, retryAfter: 0 });
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
    expect(sms.messages.filter((m) => m.phone === phone)).toHaveLength(2);
    expect(codeFor(sms, phone)).toBeDefined();
    expect(first).toMatch(/^\d{6}$/);
  });

  it('sends at most 10 codes a day per phone, again the next day', async () => {
    const phone = uniquePhone();
    // 10:00 China time: ten codes a minute apart stay within the day.
    clock.set(Date.parse('2026-03-03T02:00:00.000Z'));
    for (let i = 0; i < 10; i += 1) {
      expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
      clock.advance(61_000);
    }
    expect(body(await sendCode(app, phone, 'register'))).toEqual({ code: 502, msg: zh(MSG.auth.codeDailyLimit) });
    const status = body(await get(`app/getCodeStatus?phone=${phone}`)).data;
    // Until midnight China time (16:00 UTC).
    expect(status.retryAfter).toBe(Math.ceil((Date.parse('2026-03-03T16:00:00.000Z') - clock.now()) / 1000));
    clock.set(Date.parse('2026-03-03T16:00:01.000Z'));
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
  });

  it('answers the status of a phone that got nothing', async () => {
    expect(body(await get(`app/getCodeStatus?phone=${uniquePhone()}`)).data).toEqual({ sent: false, retryAfter: 0 });
    expect(body(await get('app/getCodeStatus?phone=abc')).code).toBe(502);
  });

  it('a provider failure is refused with a message and the user may ask again at once', async () => {
    const phone = uniquePhone();
    sms.failing = true;
    try {
      expect(body(await sendCode(app, phone, 'register'))).toEqual({ code: 502, msg: zh(MSG.auth.smsFailed) });
    } finally {
      sms.failing = false;
    }
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
  });
});

describe('checking codes', () => {
  const attempt = (phone: string, code: string) =>
    post(app, 'app/register', { phone, code, password: 'abc12345', confirmPassword: 'abc12345' });

  it('a code expires after 5 minutes', async () => {
    const phone = uniquePhone();
    await sendCode(app, phone, 'register');
    clock.advance(300_001);
    expect(body(await attempt(phone, codeFor(sms, phone)))).toEqual({ code: 502, msg: zh(MSG.auth.codeExpired) });
    expect(body(await get(`app/checkPhone?phone=${phone}`)).data.registered).toBe(false);
  });

  it('burns a code after 5 wrong tries, even for the right code', async () => {
    const phone = uniquePhone();
    await sendCode(app, phone, 'register');
    const right = codeFor(sms, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect(body(await attempt(phone, wrong)).msg).toBe(zh(MSG.auth.codeWrong));
    expect(body(await attempt(phone, wrong)).msg).toBe(zh(MSG.auth.codeBurned));
    expect(body(await attempt(phone, right)).msg).toBe(zh(MSG.auth.codeBurned));
    expect(body(await get(`app/getCodeStatus?phone=${phone}`)).data.sent).toBe(false);
  });

  it('only the newest code counts, only for its scene, and only once', async () => {
    const phone = uniquePhone();
    await sendCode(app, phone, 'register');
    const old = codeFor(sms, phone);
    clock.advance(61_000);
    await sendCode(app, phone, 'register');
    const fresh = codeFor(sms, phone);
    if (old !== fresh) expect(body(await attempt(phone, old)).msg).toBe(zh(MSG.auth.codeWrong));
    // A register code does not log in.
    expect(body(await post(app, 'app/loginByCode', { phone, code: fresh, acceptTerms: true })).msg).toBe(
      zh(MSG.auth.codeWrong),
    );
    expect(body(await attempt(phone, fresh)).code).toBe(200);
    expect(body(await attempt(phone, fresh)).msg).toBe(zh(MSG.auth.phoneRegistered));
  });

  it('refuses a code that is not 6 digits before looking it up', async () => {
    expect(body(await attempt(uniquePhone(), '12345'))).toEqual({ code: 502, msg: zh(MSG.validation.smsCode) });
  });

  it('refuses a code never sent', async () => {
    expect(body(await attempt(uniquePhone(), '123456'))).toEqual({ code: 502, msg: zh(MSG.auth.codeWrong) });
  });

  it('registering works end to end with the helper', async () => {
    const login = await register(app, sms, uniquePhone());
    expect(login.token).toBeTruthy();
  });
});

describe('the default SMS sender writes one log line with the phone and the text', () => {
  it('keeps the code readable although the log redacts `code` fields', async () => {
    const { lines, logger } = capturedLog();
    const logged = await build({ logger });
    try {
      const phone = uniquePhone();
      const res = await sendCode(logged, phone, 'register');
      expect(body(res).code).toBe(200);
      const smsLines = lines.filter((line) => line.includes(phone) && line.includes('"sms"'));
      expect(smsLines).toHaveLength(1);
      const entry = JSON.parse(smsLines[0]);
      expect(entry.sms.phone).toBe(phone);
      expect(entry.sms.text).toMatch(/^【职达】验证码 \d{6}，5分钟内有效。$/);
      // The request line shows the URL but no secret from a GET form.
      const { uuid, captcha } = await solveCaptcha(logged);
      await logged.inject({
        method: 'GET',
        url: `/api/app/loginByPwd?phone=${phone}&password=secret99x&uuid=${uuid}&captcha=${captcha}`,
      });
      expect(lines.join('\n')).not.toContain('secret99x');
      expect(lines.join('\n')).not.toContain(`captcha=${captcha}`);
    } finally {
      await logged.close();
    }
  });
});

describe('CAPTCHA_ENABLED=false', () => {
  it('answers captchaEnabled: false and sends codes without a captcha', async () => {
    const open = memorySmsSender();
    const noCaptcha = await build({ env: { CAPTCHA_ENABLED: 'false' }, smsSender: open });
    try {
      const image = body(await noCaptcha.inject({ method: 'GET', url: '/api/app/captchaImage' }));
      expect(image.data).toEqual({ captchaEnabled: false, uuid: '', img: '' });
      const phone = uniquePhone();
      expect(body(await post(noCaptcha, 'app/sendCode', { phone, scene: 'register' })).code).toBe(200);
      expect(codeFor(open, phone)).toMatch(/^\d{6}$/);
    } finally {
      await noCaptcha.close();
    }
  });
});

describe('a captcha sends one code only, also under concurrency', () => {
  it('two simultaneous sendCode calls with the same captcha: one succeeds', async () => {
    const { uuid, captcha } = await solveCaptcha(app);
    const results = await Promise.all(
      [uniquePhone(), uniquePhone()].map((phone) =>
        post(app, 'app/sendCode', { phone, scene: 'register', uuid, captcha }),
      ),
    );
    expect(results.map((r) => body(r).code).sort()).toEqual([200, 502]);
  });
});

describe('limits beyond each phone: per address and service-wide', () => {
  it('refuses a 4th code from one address in an hour and a 6th in a minute overall, sends none of them, and logs the burst', async () => {
    const { lines, logger } = capturedLog();
    const limitedSms = memorySmsSender();
    const limited = await build({
      clock: manualClock(Date.parse('2026-03-02T02:00:00.000Z')),
      smsSender: limitedSms,
      env: { SMS_ADDRESS_HOURLY_LIMIT: '3', SMS_GLOBAL_MINUTE_LIMIT: '5' },
      logger,
    });
    try {
      const from = async (address: string) =>
        body(
          await limited.inject({
            method: 'POST',
            url: '/api/app/sendCode',
            remoteAddress: address,
            payload: { phone: uniquePhone(), scene: 'register', ...(await solveCaptcha(limited)) },
          }),
        );
      for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.1')).code).toBe(200);
      expect(await from('10.0.0.1')).toEqual({ code: 502, msg: zh(MSG.auth.smsAddressLimit, { minutes: 60 }) });
      expect((await from('10.0.0.2')).code).toBe(200);
      expect((await from('10.0.0.3')).code).toBe(200);
      // Five sent in this minute: the service pauses for everyone.
      expect(await from('10.0.0.4')).toEqual({ code: 502, msg: zh(MSG.auth.smsBusy) });
      expect(limitedSms.messages).toHaveLength(5);
      expect(lines.filter((line) => line.includes('"alert":"sms-burst"'))).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
