/**
 * NUL and lone surrogates, on whichever database the suite runs on (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): refused with a message before validation, nothing stored, never a 500.
 */
import type { FastifyInstance } from 'fastify';
import { MSG, t } from '@common/messages';
import { containsUnstorableText, hasUnstorableCharacters } from '@common/validation';
import { build, injectAs } from './helpers';
import { validBasic } from './resume-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const refusal = { code: 502, msg: t('zh-Hans', MSG.validation.characters) };

test('the rule: NUL and lone surrogates out, real characters (emoji pairs included) in', () => {
  expect(hasUnstorableCharacters('王小明😀')).toBe(false);
  for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFy']) expect(hasUnstorableCharacters(bad)).toBe(true);
  expect(containsUnstorableText({ a: [{ b: 'ok' }, { c: 'no\u0000' }] })).toBe(true);
  expect(containsUnstorableText({ ['k\u0000']: 1 })).toBe(true);
  expect(containsUnstorableText({ a: [1, null, 'fine'] })).toBe(false);
});

test('a body with NUL or a lone surrogate is refused and nothing is saved', async () => {
  const seeker = await injectAs(app, 'seeker');
  for (const nickname of ['王\u0000明', '王\uD800明']) {
    const res = await seeker.inject({
      method: 'PUT',
      url: '/api/resume/basic',
      headers: { 'content-type': 'application/json' },
      // JSON.stringify writes a lone surrogate as \\ud800: the server parses it back into one.
      payload: JSON.stringify({ ...validBasic, nickname }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(refusal);
  }
  expect((await seeker.inject({ method: 'GET', url: '/api/resume/basic' })).json().data).toBeNull();
  // The same record without them is saved.
  const saved = await seeker.inject({ method: 'PUT', url: '/api/resume/basic', payload: validBasic });
  expect(saved.json().code).toBe(200);
});

test('a query with NUL is refused, not a 500', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/positions?keyword=%E5%89%8D%00%E7%AB%AF' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject(refusal);
});
