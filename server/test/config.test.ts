/** Configuration from the environment. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/core/config';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-config-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      tokenTtlDays: 7,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.h5Dir).toMatch(/dist[/\\]h5$/);
  });

  it('refuses a bad PORT, naming every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: '70000', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/SEED_DEMO/);
    }
  });

  it('reads the applications periods, validated (close after the no-reply reminder)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).applications).toEqual({
      noReplyDays: 7,
      closeDays: 30,
      interviewReminderMinutes: 60,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        APPLICATION_NO_REPLY_DAYS: '3',
        APPLICATION_CLOSE_DAYS: '14',
        INTERVIEW_REMINDER_MINUTES: '30',
      }).applications,
    ).toEqual({ noReplyDays: 3, closeDays: 14, interviewReminderMinutes: 30 });
    for (const [env, name] of [
      [{ APPLICATION_NO_REPLY_DAYS: '0' }, 'APPLICATION_NO_REPLY_DAYS'],
      [{ APPLICATION_CLOSE_DAYS: 'a month' }, 'APPLICATION_CLOSE_DAYS'],
      [{ APPLICATION_NO_REPLY_DAYS: '30', APPLICATION_CLOSE_DAYS: '30' }, 'APPLICATION_CLOSE_DAYS'],
      [{ INTERVIEW_REMINDER_MINUTES: '1.5' }, 'INTERVIEW_REMINDER_MINUTES'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(name));
    }
    for (const name of ['APPLICATION_NO_REPLY_DAYS', 'APPLICATION_CLOSE_DAYS', 'INTERVIEW_REMINDER_MINUTES']) {
      expect(CONFIG_VARIABLES).toHaveProperty(name);
    }
  });

  it('generates JWT_SECRET once into DATA_DIR/secret.key and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('uses a given JWT_SECRET and refuses a short one', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads flags and optional URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_BASE_URL: 'https://jobs.example.com/',
      APP_DOWNLOAD_URL: 'https://dl.example.com/a.apk',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      trustProxy: 1,
      databaseUrl: 'postgres://u@h:5432/db',
      publicBaseUrl: 'https://jobs.example.com',
      appDownloadUrl: 'https://dl.example.com/a.apk',
    });
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('reads a number of proxy hops or a list of proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true (any client could name its own address) and entries that are not addresses', () => {
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: true would believe any X-Forwarded-For a client sends; give the number of proxies/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      /TRUST_PROXY: .*not an address: 10\.0\.0\.0\/33, proxy\.local/,
    );
  });
});

describe('loadConfig: CORS_ORIGINS', () => {
  it('allows no origin by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(CONFIG_VARIABLES).toHaveProperty('CORS_ORIGINS');
  });

  it('reads comma-separated exact origins, as browsers send them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: ' https://Admin.Example.com , http://localhost:10086/,https://ops.example.com:8443',
    });
    expect(config.corsOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:10086',
      'https://ops.example.com:8443',
    ]);
  });

  it('refuses wildcards, paths and anything that is not an http(s) origin, naming them', () => {
    for (const bad of [
      '*',
      'https://*.example.com',
      'admin.example.com',
      'https://admin.example.com/app',
      'ftp://x.cn',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: `https://ok.example.com,${bad}` })).toThrow(
        new RegExp(`CORS_ORIGINS: .*not an origin: ${bad.replace(/[.*]/g, '\\$&')}`),
      );
    }
  });
});

describe('loadConfig: accounts', () => {
  it('defaults: captcha on, SMS to the log, no WeChat or Alipay login', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.captchaEnabled).toBe(true);
    expect(config.sms).toEqual({ provider: 'log' });
    expect(config.wechat).toBeUndefined();
    expect(config.alipay).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' }).captchaEnabled).toBe(false);
  });

  it('documents every variable it reads', () => {
    for (const name of [
      'CAPTCHA_ENABLED',
      'SMS_PROVIDER',
      'SMS_API_BASE',
      'SMS_SECRET_KEY',
      'WECHAT_APPID',
      'ALIPAY_GATEWAY',
    ]) {
      expect(CONFIG_VARIABLES).toHaveProperty(name);
    }
  });

  it('reads Tencent SMS settings and names every missing one without showing secrets', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'tencent',
      SMS_SECRET_ID: 'AKIDxxxx',
      SMS_SECRET_KEY: 'key',
      SMS_SDK_APP_ID: '1400000001',
      SMS_SIGN_NAME: '职达',
      SMS_TEMPLATE_ID: '2000001',
    });
    expect(config.sms).toEqual({
      provider: 'tencent',
      apiBase: 'https://sms.tencentcloudapi.com',
      region: 'ap-guangzhou',
      secretId: 'AKIDxxxx',
      secretKey: 'key',
      sdkAppId: '1400000001',
      signName: '职达',
      templateId: '2000001',
      noticeTemplates: {},
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'tencent',
        SMS_SECRET_ID: 'AKIDxxxx',
        SMS_SECRET_KEY: 'key',
        SMS_SDK_APP_ID: '1400000001',
        SMS_SIGN_NAME: '职达',
        SMS_TEMPLATE_ID: '2000001',
        SMS_NOTICE_TEMPLATES: '{"interview_invited": "2000002"}',
      }).sms,
    ).toMatchObject({ noticeTemplates: { interview_invited: '2000002' } });
    // Chat is never an SMS, and a template id is digits.
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_NOTICE_TEMPLATES: '{"chat_message": "2000002"}' })).toThrow(
      /SMS_NOTICE_TEMPLATES.*chat_message is not an SMS kind/s,
    );
    try {
      loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'tencent',
        SMS_SECRET_KEY: 'top-secret-value',
        SMS_SDK_APP_ID: 'abc',
      });
      throw new Error('should have failed');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['SMS_SECRET_ID', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID', 'SMS_SDK_APP_ID'])
        expect(problems).toMatch(name);
      expect(problems).not.toMatch('top-secret-value');
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_PROVIDER/);
  });

  it('needs WeChat AppID and secret together; Alipay keys must be readable and are never shown', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, WECHAT_APPID: 'wx1' })).toThrow(/WECHAT_SECRET/);
    expect(loadConfig({ DATA_DIR: dataDir, WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }).wechat).toEqual({
      appId: 'wx1',
      secret: 's',
      apiBase: 'https://api.weixin.qq.com',
    });
    try {
      loadConfig({ DATA_DIR: dataDir, ALIPAY_APPID: '2021', ALIPAY_PRIVATE_KEY: 'not-a-key-secret' });
      throw new Error('should have failed');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/ALIPAY_PRIVATE_KEY/);
      expect(problems).not.toMatch('not-a-key-secret');
    }
  });
});

describe('ESIGN_PROVIDER', () => {
  it('defaults to signing in the app; asign needs its credentials and the public origin', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-esign-'));
    expect(loadConfig({ DATA_DIR: dataDir }).esign).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, ESIGN_PROVIDER: 'asign' })).toThrow(
      /ASIGN_APP_ID: is required when ESIGN_PROVIDER=asign[\s\S]*PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ESIGN_PROVIDER: 'fadada' })).toThrow(/ESIGN_PROVIDER/);
  });
});

describe('AI_PROVIDER', () => {
  it('defaults to the built-in assistant; openai needs its base URL, key and model', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-ai-'));
    expect(loadConfig({ DATA_DIR: dataDir }).ai).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_PROVIDER: 'openai' })).toThrow(/AI_BASE_URL: is required/);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: 'https://api.example.com/v1',
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
      }).ai,
    ).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'k', model: 'm' });
  });
});
