/**
 * The Tencent Cloud SMS adapter, against a loopback fake that checks the TC3-HMAC-SHA256 signature the way
 * Tencent does (its own implementation below, not the adapter's), and through app/sendCode.
 */
import type { FastifyInstance } from 'fastify';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { tc3Authorization, tencentSmsSender } from '../src/adapters/tencent-sms';
import { manualClock } from '../src/core/clock';
import { createSmsChannel } from '../src/modules/outbox/channels/sms';
import { post, solveCaptcha } from './accounts-helpers';
import { startFake, type FakeRequest, type FakeServer } from './fake-server';
import { body, build, uniquePhone } from './helpers';

const SECRET_ID = 'AKIDtestSecretId0000000000000000';
const SECRET_KEY = 'testSecretKey000000000000000000';

/** Tencent's check: recompute the signature from what arrived; answers an error code or null. */
function verifyTc3(request: FakeRequest, secretKey: string, now: number): string | null {
  const auth = String(request.headers.authorization ?? '');
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([\w;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaders, signature] = match;
  if (secretId !== SECRET_ID) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return 'AuthFailure.SignatureFailure';
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hash(request.body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hash(canonical)}`;
  const kDate = createHmac('sha256', `TC3${secretKey}`).update(date).digest();
  const kService = createHmac('sha256', kDate).update(service).digest();
  const kSigning = createHmac('sha256', kService).update('tc3_request').digest();
  const expected = createHmac('sha256', kSigning).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'AuthFailure.SignatureFailure';
}

function tencentFake(): Promise<FakeServer> {
  return startFake((request) => {
    const problem = verifyTc3(request, SECRET_KEY, Date.now());
    if (problem)
      return { body: { Response: { Error: { Code: problem, Message: 'signature check failed' }, RequestId: 'r1' } } };
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
      return { body: { Response: { Error: { Code: 'InvalidAction', Message: 'bad action' }, RequestId: 'r2' } } };
    }
    const payload = JSON.parse(request.body);
    const phone = payload.PhoneNumberSet[0];
    if (phone === '+8619900000000') {
      return {
        body: {
          Response: {
            SendStatusSet: [
              { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit', PhoneNumber: phone },
            ],
            RequestId: 'r3',
          },
        },
      };
    }
    return {
      body: {
        Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', PhoneNumber: phone }], RequestId: 'r4' },
      },
    };
  });
}

const config = (apiBase: string, secretKey = SECRET_KEY) => ({
  provider: 'tencent' as const,
  apiBase,
  region: 'ap-guangzhou',
  secretId: SECRET_ID,
  secretKey,
  sdkAppId: '1400000001',
  signName: '职达',
  templateId: '2000001',
  noticeTemplates: { interview_invited: '2000002' },
});

describe('tc3Authorization', () => {
  it("matches Tencent Cloud's documented example (CVM DescribeInstances, 2019-02-25)", () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('tencentSmsSender against a fake that verifies the signature', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await tencentFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends a correctly signed SendSms request with the template parameters', async () => {
    await tencentSmsSender(config(fake.url)).send({
      phone: '13812345678',
      scene: 'login',
      code: '482913',
      minutes: 5,
      text: '【职达】验证码 482913，5分钟内有效。',
    });
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(JSON.parse(request.body)).toEqual({
      PhoneNumberSet: ['+8613812345678'],
      SmsSdkAppId: '1400000001',
      SignName: '职达',
      TemplateId: '2000001',
      TemplateParamSet: ['482913', '5'],
    });
    expect(verifyTc3(request, SECRET_KEY, Date.now())).toBeNull();
  });

  it('rejects when the fake refuses the signature (wrong secret key)', async () => {
    await expect(
      tencentSmsSender(config(fake.url, 'anotherSecretKey00000000000000')).send({
        phone: '13812345678',
        scene: 'login',
        code: '111111',
        minutes: 5,
        text: 'x',
      }),
    ).rejects.toThrow(/AuthFailure.SignatureFailure/);
  });

  it('rejects when the message was not sent (status other than Ok)', async () => {
    await expect(
      tencentSmsSender(config(fake.url)).send({
        phone: '19900000000',
        scene: 'login',
        code: '111111',
        minutes: 5,
        text: 'x',
      }),
    ).rejects.toThrow(/PhoneNumberDailyLimit/);
  });
});

describe('SMS_PROVIDER=tencent through app/sendCode', () => {
  let fake: FakeServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await tencentFake();
    app = await build({
      env: {
        SMS_PROVIDER: 'tencent',
        SMS_API_BASE: fake.url,
        SMS_SECRET_ID: SECRET_ID,
        SMS_SECRET_KEY: SECRET_KEY,
        SMS_SDK_APP_ID: '1400000001',
        SMS_SIGN_NAME: '职达',
        SMS_TEMPLATE_ID: '2000001',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('delivers the code through Tencent, and the code registers the phone', async () => {
    const phone = uniquePhone();
    const sent = body(await post(app, 'app/sendCode', { phone, scene: 'register', ...(await solveCaptcha(app)) }));
    expect(sent.code).toBe(200);
    const request = fake.requests.at(-1)!;
    expect(verifyTc3(request, SECRET_KEY, Date.now())).toBeNull();
    const [code, minutes] = JSON.parse(request.body).TemplateParamSet;
    expect(minutes).toBe('5');
    const res = body(
      await post(app, 'app/register', { phone, code, password: 'abc12345', confirmPassword: 'abc12345' }),
    );
    expect(res.code).toBe(200);
  });

  it('a provider refusal answers the SMS failure message', async () => {
    const res = body(
      await post(app, 'app/sendCode', { phone: '19900000000', scene: 'register', ...(await solveCaptcha(app)) }),
    );
    expect(res).toEqual({ code: 502, msg: '短信发送失败，请稍后再试' });
  });
});

describe('the outbox SMS channel through Tencent', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await tencentFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends a notification with its kind’s template and parameters; a kind without a template is off', async () => {
    const taken: string[] = [];
    const channel = createSmsChannel({
      sender: tencentSmsSender(config(fake.url)),
      sms: config(fake.url),
      reachOf: async () => ({ phone: '13812345678', language: 'zh-Hans' }),
      preferences: {
        allows: async () => true,
        quietHours: async () => ({ from: '22:00', to: '08:00' }),
        sms: {
          sentOn: async () => taken.length,
          take: async () => taken.push('x') <= 3,
          giveBack: async () => void taken.pop(),
          prune: async () => 0,
        },
      },
      // Noon in China: outside quiet hours whenever the test runs.
      clock: manualClock(Date.parse('2026-03-05T12:00:00+08:00')),
    });
    expect(channel.enabled('interview_invited')).toBe(true);
    expect(channel.enabled('contract_sent')).toBe(false);
    const answer = await channel.deliver({
      id: 1,
      event: 'interview.invited',
      kind: 'interview_invited',
      userId: 7,
      channel: 'sms',
      payload: {
        params: { companyName: '星辰科技', positionTitle: '前端工程师', time: '2026-03-07T02:00:00.000Z' },
        rid: 1,
      },
      attempts: 0,
      createdAt: '2026-03-05T04:00:00.000Z',
    });
    expect(answer).toEqual({ result: 'sent' });
    const request = fake.requests.at(-1)!;
    expect(verifyTc3(request, SECRET_KEY, Date.now())).toBeNull();
    expect(JSON.parse(request.body)).toMatchObject({
      PhoneNumberSet: ['+8613812345678'],
      TemplateId: '2000002',
      TemplateParamSet: ['星辰科技', '前端工程师', '2026-03-07 10:00'],
    });
  });
});
