/**
 * What the log holds: secrets redacted, mobile numbers in query strings masked, ID and bank card numbers (any
 * run of 15 digits or more) masked and token-named parameters, fields and headers redacted in every line.
 */
import { redactLine, redactUrl } from '../src/plugins/logging';
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

  it('leaves runs too long for a phone and too short for an ID number, other numbers and the path alone', () => {
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

// A valid ID number, a bank card number (written plain and in groups) and a bare 18-digit run.
const ID_NUMBER = '110105199506164111';
const ID_NUMBER_X = '11010519491231002X';
const CARD = '6222020012345678901';
const CARD_GROUPED = '6222 0200 1234 5678';
const RUN = '123456789012345678';
const TOKEN = 'tok3nVALUEzz9';

/** Whether any of the values is in the log in clear (the grouped card also without its spaces). */
function inClear(log: string): string[] {
  return [
    ID_NUMBER,
    ID_NUMBER_X,
    CARD,
    CARD_GROUPED,
    CARD_GROUPED.replace(/ /g, ''),
    RUN,
    TOKEN,
    'c00kieV',
    'hdrT0k',
  ].filter((value) => log.includes(value));
}

describe('ID numbers, bank cards and tokens in the log', () => {
  it('redactUrl masks runs of 15+ digits (also grouped, after a percent escape, X last) and token-named parameters', () => {
    expect(redactUrl(`/api/oa/staff?keyword=${ID_NUMBER}`)).toBe('/api/oa/staff?keyword=110***********4111');
    expect(redactUrl(`/api/x?q=%20${ID_NUMBER_X}&card=${encodeURIComponent(CARD_GROUPED)}`)).toBe(
      '/api/x?q=%20110***********002X&card=622*%20****%20****%205678',
    );
    expect(redactUrl(`/api/x?n=${RUN}&c=${CARD}`)).toBe('/api/x?n=123***********5678&c=622************8901');
    expect(
      redactUrl(`/api/x?access_token=${TOKEN}&keyword=a&apiKey=${TOKEN}&X-Amz-Signature=${TOKEN}&ticket=${TOKEN}`),
    ).toBe('/api/x?access_token=[Redacted]&keyword=a&apiKey=[Redacted]&X-Amz-Signature=[Redacted]&ticket=[Redacted]');
    expect(redactUrl(`/api/oa/photos/a.jpg?exp=1800000000&sig=${TOKEN}`)).toBe(
      '/api/oa/photos/a.jpg?exp=1800000000&sig=[Redacted]',
    );
  });

  it('redactLine masks them anywhere in a line: fields at any depth, escaped JSON, messages, headers', () => {
    const line = JSON.stringify({
      time: 1764245227123,
      msg: `Route GET:/api/x?token=${TOKEN} not found`,
      err: { statusCode: 409, detail: `Key (id_number)=(${ID_NUMBER}) already exists`, note: `card ${CARD_GROUPED}` },
      headers: { 'x-auth-token': 'hdrT0k', cookie: 'sid=c00kieV', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ access_token: TOKEN, idNumber: ID_NUMBER_X, card: CARD, n: RUN }),
    });
    const redacted = redactLine(line);
    expect(inClear(redacted)).toEqual([]);
    // What is not a secret stays readable.
    expect(JSON.parse(redacted)).toMatchObject({ time: 1764245227123, err: { statusCode: 409 } });
  });

  it('no request line, error line or logged body holds one in clear', async () => {
    const { lines, logger } = capturedLog();
    const app = await build({ logger, env: { SEED_DEMO: 'false' } });
    try {
      const urls = [
        `/api/app/checkPhone?phone=13812345678&keyword=${ID_NUMBER}`,
        `/api/app/checkPhone?phone=13812345678&card=${CARD}&grouped=${encodeURIComponent(CARD_GROUPED)}`,
        `/api/app/checkPhone?phone=13812345678&n=${RUN}&x=${ID_NUMBER_X}`,
        `/api/app/checkPhone?phone=13812345678&access_token=${TOKEN}`,
        // A refused query (logged as an error) and an unknown route (Fastify's own line quotes the URL).
        `/api/app/checkPhone?phone=${ID_NUMBER}&access_token=${TOKEN}`,
        `/api/no-such-route?keyword=${ID_NUMBER}&access_token=${TOKEN}`,
      ];
      for (const url of urls) await app.inject({ method: 'GET', url });
      // A body that fails validation, and a malformed one (errors logged with what was sent).
      await app.inject({ method: 'POST', url: '/api/app/loginByPwd', payload: { phone: ID_NUMBER, password: TOKEN } });
      await app.inject({
        method: 'POST',
        url: '/api/app/loginByPwd',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        payload: `{"phone":"${CARD}","access_token":"${TOKEN}"`,
      });
      // Whatever code logs: an error carrying a database detail, a body, headers.
      app.log.error(
        {
          err: Object.assign(new Error(`duplicate key (id_number)=(${ID_NUMBER})`), { detail: `card ${CARD}` }),
          body: { idNumber: ID_NUMBER_X, access_token: TOKEN, text: `n ${RUN}`, raw: JSON.stringify({ token: TOKEN }) },
          headers: { 'x-session-token': 'hdrT0k', cookie: 'c00kieV', authorization: `Bearer ${TOKEN}` },
        },
        'unexpected error',
      );
      const log = lines.join('\n');
      expect(lines.filter((line) => line.includes('checkPhone')).length).toBeGreaterThanOrEqual(urls.length - 1);
      expect(inClear(log)).toEqual([]);
      expect(log).toContain('110***********4111');
    } finally {
      await app.close();
    }
  });
});
