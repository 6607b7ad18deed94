/**
 * A company's business license and sealed letter are private documents: stored apart from public uploads,
 * saved in the record as bare references, and shown only through 30-minute signed links answered to the
 * owner and to operators reviewing the company. Another recruiter cannot point their company at them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { DOCUMENT_LINK_MS } from '../src/modules/uploads/uploads.service';
import { build, injectAs, PNG, refusalKey, uploadPrivateDocument, withTamperedSignature } from './helpers';
import { call, validCompany } from './positions-helpers';

const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
});
afterAll(async () => {
  await app.close();
});

const open = (url: string) => app.inject({ method: 'GET', url });

test('a document is answered only through its signed link, for 30 minutes, never cached', async () => {
  const recruiter = await injectAs(app, 'recruiter');
  const link = await uploadPrivateDocument(recruiter);
  expect(link).toMatch(/^\/api\/documents\/\d+-[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);

  const shown = await open(link);
  expect(shown.statusCode).toBe(200);
  expect(shown.rawPayload.equals(PNG)).toBe(true);
  expect(shown.headers['cache-control']).toBe('private, no-store');

  const bare = link.slice(0, link.indexOf('?'));
  expect((await open(bare)).statusCode).toBe(404);
  expect((await open(withTamperedSignature(link))).statusCode).toBe(404);
  expect((await open(link.replace(/exp=\d+/, `exp=${clock.now() + 10 * DOCUMENT_LINK_MS}`))).statusCode).toBe(404);
  // Not among the public uploads, on any path.
  expect((await open(`/api/uploads/${bare.split('/').pop()}`)).statusCode).toBe(404);
  expect(fs.existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);

  clock.advance(DOCUMENT_LINK_MS + 1000);
  expect((await open(link)).statusCode).toBe(404);
});

test('the company stores the bare reference and answers fresh links to its owner and reviewing operators', async () => {
  const recruiter = await injectAs(app, 'recruiter');
  const license = await uploadPrivateDocument(recruiter);
  const letter = await uploadPrivateDocument(recruiter);
  const saved = await call(recruiter, 'PUT', 'company', {
    ...validCompany,
    businessLicense: license,
    sealLetter: letter,
  });
  expect(saved.code).toBe(200);
  const row = await app.db
    .selectFrom('companies')
    .select(['id', 'business_license', 'seal_letter'])
    .where('owner_user_id', '=', recruiter.userId)
    .executeTakeFirstOrThrow();
  expect(row.business_license).toBe(license.slice(0, license.indexOf('?')));
  expect(row.seal_letter).toBe(letter.slice(0, letter.indexOf('?')));

  clock.advance(DOCUMENT_LINK_MS + 1000);
  expect((await open(license)).statusCode).toBe(404);
  const mine = await call(recruiter, 'GET', 'company');
  expect((await open(mine.data.businessLicense)).statusCode).toBe(200);
  // Saving the form again with the links it was given keeps the references.
  expect((await call(recruiter, 'PUT', 'company', { ...validCompany, ...pick(mine.data) })).code).toBe(200);

  expect((await call(recruiter, 'POST', 'company/submit')).code).toBe(200);
  const operator = await injectAs(app, 'operator');
  const queue = await call(operator, 'GET', 'review/companies?status=under_review&pageNum=1&pageSize=50');
  const listed = queue.rows.find((company: { id: number }) => company.id === row.id);
  expect((await open(listed.sealLetter)).statusCode).toBe(200);
});

test("another recruiter cannot point their company at someone else's document", async () => {
  const owner = await injectAs(app, 'recruiter');
  const link = await uploadPrivateDocument(owner);
  const other = await injectAs(app, 'recruiter');
  const refused = await other.inject({
    method: 'PUT',
    url: '/api/company',
    payload: { ...validCompany, businessLicense: link },
  });
  expect(refusalKey(refused)).toBe('company.uploadUrl');
  expect(await call(other, 'GET', 'company')).toMatchObject({ code: 200, data: null });
});

function pick(company: { businessLicense: string; sealLetter: string }) {
  return { businessLicense: company.businessLicense, sealLetter: company.sealLetter };
}
