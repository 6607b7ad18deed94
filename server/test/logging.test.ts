/** What request lines put in the log: secrets redacted, mobile numbers in query strings masked. */
import { redactUrl } from '../src/plugins/logging';
import { build, capturedLog } from './helpers';

describe('redactUrl', () => {
  it('masks an 11-digit mainland mobile number anywhere in the query, keeping the first 3 and last 4 digits', () => {
    expect(redactUrl('/api/app/loginByPwd?phone=13812345678&password=secret99x')).toBe(
      '/api/app/loginByPwd?phone=138****5678&password=[Redacted]',
    );
    // Whatever the parameter, several of them, after a country code, percent-encoded, after a fragment.
    expect(redactUrl('/api/x?mobile=15900001111&to=19912345678')).toBe('/api/x?mobile=159****1111&to=199****5678');
    expect(redactUrl('/api/x?q=%2B8613812345678&r=+8613912345678&s=8617712345678')).toBe(
      '/api/x?q=%2B86138****5678&r=+86139****5678&s=86177****5678',
    );
    expect(redactUrl('/api/x?list=13812345678,13912345678')).toBe('/api/x?list=138****5678,139****5678');
    expect(redactUrl('/api/x?q=%2013812345678')).toBe('/api/x?q=%20138****5678');
    expect(redactUrl('/api/x?q=a#13812345678')).toBe('/api/x?q=a#138****5678');
  });

  it('leaves longer digit runs, other numbers and the path alone', () => {
    for (const url of [
      '/api/x?id=013812345678&t=1738123456789',
      '/api/x?n=12812345678&m=1381234567',
      '/api/positions/13812345678',
      '/api/positions/13812345678?page=1',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('the request log', () => {
  it('writes the masked phone of a GET login, never the full number', async () => {
    const { lines, logger } = capturedLog();
    const app = await build({ logger, env: { SEED_DEMO: 'false' } });
    try {
      await app.inject({ method: 'GET', url: '/api/app/loginByPwd?phone=13812345678&password=secret99x' });
      await app.inject({ method: 'GET', url: '/api/app/checkPhone?mobile=15900001111' });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requests.map((entry) => entry.req.url)).toEqual([
        '/api/app/loginByPwd?phone=138****5678&password=[Redacted]',
        '/api/app/checkPhone?mobile=159****1111',
      ]);
      // One line per request, with what an access log needs.
      expect(lines.filter((line) => line.includes('/api/app/'))).toHaveLength(2);
      expect(requests[0]).toMatchObject({ msg: 'request', status: 200, ms: expect.any(Number) });
      const log = lines.join('\n');
      expect(log).not.toContain('13812345678');
      expect(log).not.toContain('15900001111');
      expect(log).not.toContain('secret99x');
    } finally {
      await app.close();
    }
  });
});
