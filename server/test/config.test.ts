/** Configuration from the environment. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

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
      trustProxy: true,
      databaseUrl: 'postgres://u@h:5432/db',
      publicBaseUrl: 'https://jobs.example.com',
      appDownloadUrl: 'https://dl.example.com/a.apk',
    });
  });
});
