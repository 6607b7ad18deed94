/**
 * Contracts through the API: every transition and refusal, who reaches a contract, the rules at the
 * boundaries the server adds (deadline, reading time, identity, code, text hash, signature), the sweep,
 * notifications, records type 2, the signed PDF and its verification.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { DAY, HOUR, kindsOf } from './applications-helpers';
import {
  SEEKER_ID_NUMBER,
  SEEKER_NAME,
  TINY_PDF,
  contractBody,
  contractsWorld,
  drafted,
  multipart,
  read,
  sent,
  signBody,
  signCode,
  type ContractsWorld,
} from './contracts-helpers';
import { refusalKey } from './helpers';
import { call } from './positions-helpers';

const START = Date.parse('2026-05-01T02:00:00Z');
let world: ContractsWorld;
let app: FastifyInstance;

beforeEach(async () => {
  world = await contractsWorld(manualClock(START));
  app = world.app;
});
afterEach(async () => {
  await app.close();
});

async function raw(
  who: { inject: ContractsWorld['seeker']['inject'] },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return who.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
}

async function signed(): Promise<number> {
  const id = await sent(world);
  await read(world, id);
  const code = await signCode(world, id);
  const answer = await call(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code));
  expect(answer).toMatchObject({ code: 200, data: { id, status: 'signed' } });
  return id;
}

function pdftotext(content: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const file = path.join(dir, 'a.pdf');
  fs.writeFileSync(file, content);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('making a contract from an offer', () => {
  test('the form is prefilled from the company and the candidate; the draft is Party A’s alone', async () => {
    const prefill = await call(world.recruiter, 'GET', `contracts/prefill?applicationId=${world.applicationId}`);
    expect(prefill.data).toMatchObject({
      applicationId: world.applicationId,
      partyAName: '杭州测试科技有限公司',
      partyAPhone: '05718888888',
      partyBName: SEEKER_NAME,
      kind: 'electronic',
    });
    expect(prefill.data.partyAAddress).toContain('文三路90号');
    const offers = await call(world.recruiter, 'GET', 'contracts/offers');
    expect(offers.data).toEqual([expect.objectContaining({ applicationId: world.applicationId, contractId: null })]);

    const id = await drafted(world, { partyBIdNumber: '', bankCard: '', bankName: '' });
    expect((await call(world.recruiter, 'GET', 'contracts/offers')).data[0].contractId).toBe(id);
    const detail = await call(world.recruiter, 'GET', `contracts/${id}`);
    expect(detail.data).toMatchObject({ status: 'draft', role: 'partyA', partyBComplete: false });
    expect(detail.data.contractNo).toMatch(/^HT20260501\d{6}$/);
    // The seeker does not see a draft; nobody else sees anything.
    for (const who of [world.seeker, world.otherSeeker, world.otherRecruiter]) {
      expect(refusalKey(await raw(who, 'GET', `contracts/${id}`))).toBe('contracts.notFound');
    }
    expect((await call(world.seeker, 'GET', 'contracts')).total).toBe(0);
  });

  test('refusals: another company’s offer, not an offer, a second open contract, an unverified company, the law', async () => {
    expect(refusalKey(await raw(world.otherRecruiter, 'POST', 'contracts', contractBody(world.applicationId)))).toBe(
      'contracts.offerNotFound',
    );
    await drafted(world);
    expect(refusalKey(await raw(world.recruiter, 'POST', 'contracts', contractBody(world.applicationId)))).toBe(
      'contracts.alreadyExists',
    );
    // Article 19: a 3-year term allows 6 months of probation, not one day more.
    const tooLong = await raw(
      world.recruiter,
      'POST',
      'contracts',
      contractBody(world.applicationId, { probationEnd: '2026-12-01' }),
    );
    expect(refusalKey(tooLong)).toBe('contracts.probationTooLong');
    // Article 20: 80 % of the formal salary.
    const lowPay = await raw(
      world.recruiter,
      'POST',
      'contracts',
      contractBody(world.applicationId, { probationSalary: 15999 }),
    );
    expect(refusalKey(lowPay)).toBe('contracts.probationSalary');
    const badId = await raw(
      world.recruiter,
      'POST',
      'contracts',
      contractBody(world.applicationId, { partyBIdNumber: '110105194912310021' }),
    );
    expect(refusalKey(badId)).toBe('validation.idNumber');

    await app.db
      .updateTable('companies')
      .set({ status: 'under_review' })
      .where('id', '=', world.recruiter.companyId)
      .execute();
    await app.db.deleteFrom('contracts').execute();
    expect(refusalKey(await raw(world.recruiter, 'POST', 'contracts', contractBody(world.applicationId)))).toBe(
      'contracts.companyNotVerified',
    );
  });

  test('a draft can be edited; once sent it cannot', async () => {
    const id = await drafted(world);
    const edited = await call(world.recruiter, 'PUT', `contracts/${id}`, {
      ...contractBody(0, { formalSalary: 22000, probationSalary: 18000 }),
      applicationId: undefined,
    });
    expect(edited.code).toBe(200);
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data.fields.formalSalary).toBe(22000);
    await call(world.recruiter, 'POST', `contracts/${id}/send`, { deadline: new Date(START + 2 * DAY).toISOString() });
    expect(refusalKey(await raw(world.recruiter, 'PUT', `contracts/${id}`, contractBody(0)))).toBe(
      'contracts.invalidTransition',
    );
  });
});

describe('sending', () => {
  test('the deadline must be 1 hour to 30 days away; Party B is told and sees it, ID masked in the list', async () => {
    const id = await drafted(world);
    for (const deadline of [new Date(START + 30 * 60_000).toISOString(), new Date(START + 31 * DAY).toISOString()]) {
      expect(refusalKey(await raw(world.recruiter, 'POST', `contracts/${id}/send`, { deadline }))).toBe(
        'contracts.deadlineRange',
      );
    }
    expect(
      refusalKey(
        await raw(world.otherRecruiter, 'POST', `contracts/${id}/send`, {
          deadline: new Date(START + DAY).toISOString(),
        }),
      ),
    ).toBe('contracts.notFound');
    const answer = await call(world.recruiter, 'POST', `contracts/${id}/send`, {
      deadline: new Date(START + 3 * DAY).toISOString(),
    });
    expect(answer).toMatchObject({ code: 200, data: { status: 'sent' } });
    expect(await kindsOf(app, world.seeker.userId)).toContain('contract_sent');
    const list = await call(world.seeker, 'GET', 'contracts?status=waiting');
    expect(list).toMatchObject({ total: 1, counts: { all: 1, waiting: 1, signed: 0, others: 0 } });
    expect(list.rows[0]).toMatchObject({ id, role: 'partyB', partyBIdMasked: '1101**********002X' });
    expect(JSON.stringify(list)).not.toContain(SEEKER_ID_NUMBER);
    // The two parties read it in clear.
    expect((await call(world.seeker, 'GET', `contracts/${id}`)).data.fields.partyBIdNumber).toBe(SEEKER_ID_NUMBER);
    // At rest it is not.
    const stored = await app.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(SEEKER_ID_NUMBER);
    expect(JSON.stringify(stored)).not.toContain('6222021234567890123');
    // Search by name; the recruiter's list counts the same.
    expect((await call(world.recruiter, 'GET', `contracts?keyword=${encodeURIComponent(SEEKER_NAME)}`)).total).toBe(1);
    expect((await call(world.recruiter, 'GET', 'contracts?keyword=nobody')).total).toBe(0);
  });
});

describe('signing in the app', () => {
  test('the whole path: read, identity, code, signature -> signed; the PDF holds the text and verifies', async () => {
    const id = await signed();
    expect(await kindsOf(app, world.recruiter.userId)).toContain('contract_signed');
    const pdf = await raw(world.seeker, 'GET', `contracts/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = pdftotext(pdf.rawPayload);
    for (const value of [
      SEEKER_NAME,
      SEEKER_ID_NUMBER,
      '杭州测试科技有限公司',
      '6222021234567890123',
      '前端开发工程师',
    ]) {
      expect(text).toContain(value);
    }
    expect((await raw(world.recruiter, 'GET', `contracts/${id}/pdf`)).statusCode).toBe(200);
    expect(refusalKey(await raw(world.otherRecruiter, 'GET', `contracts/${id}/pdf`))).toBe('contracts.notFound');

    const verified = await app.inject({
      method: 'POST',
      url: '/api/contracts/verify',
      ...multipart({ name: 'c.pdf', content: pdf.rawPayload, type: 'application/pdf' }),
    });
    expect(verified.json().data).toMatchObject({
      signed: true,
      intact: true,
      ours: true,
      status: 'signed',
      partyA: '杭州测试科技有限公司',
    });
    const tampered = Buffer.from(pdf.rawPayload);
    const at = tampered.indexOf('/Type /Page');
    tampered[at + 2] = 'X'.charCodeAt(0);
    const check = await app.inject({
      method: 'POST',
      url: '/api/contracts/verify',
      ...multipart({ name: 'c.pdf', content: tampered, type: 'application/pdf' }),
    });
    expect(check.json().data).toMatchObject({ intact: false, ours: false });

    const evidence = await raw(world.recruiter, 'GET', `contracts/${id}/evidence`);
    expect(evidence.statusCode).toBe(200);
    const report = pdftotext(evidence.rawPayload);
    expect(report).toContain('乙方签署');
    expect(report).toContain('甲方盖章并发送');
  });

  test('the code waits for the reading time and a complete Party B; Party B completes their own details', async () => {
    const id = await sent(world, 72, { partyBIdNumber: '', bankCard: '', bankName: '' });
    const identity = { name: SEEKER_NAME, idNumber: SEEKER_ID_NUMBER };
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, identity))).toBe(
      'contracts.readFirst',
    );
    await call(world.seeker, 'GET', `contracts/${id}`);
    world.clock.advance(5_000);
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, identity))).toBe(
      'contracts.readFirst',
    );
    world.clock.advance(5_000);
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, identity))).toBe(
      'contracts.partyBIncomplete',
    );
    const partyB = {
      partyBIdNumber: SEEKER_ID_NUMBER,
      partyBContactAddress: '杭州市西湖区古墩路1号',
      partyBRegisteredAddress: '北京市朝阳区建国路1号',
      bankName: '招商银行杭州分行',
      bankCard: '6225 8812 3456 7890 123',
    };
    expect(refusalKey(await raw(world.otherSeeker, 'PUT', `contracts/${id}/partyB`, partyB))).toBe(
      'contracts.notFound',
    );
    expect((await call(world.seeker, 'PUT', `contracts/${id}/partyB`, partyB)).code).toBe(200);
    const detail = await call(world.recruiter, 'GET', `contracts/${id}`);
    expect(detail.data).toMatchObject({ partyBComplete: true, fields: { bankCard: '6225881234567890123' } });
    const code = await signCode(world, id);
    expect((await call(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code))).code).toBe(200);
  });

  test('a wrong identity counts down; the 5th marks the contract abnormal', async () => {
    const id = await sent(world);
    await read(world, id);
    const wrong = { name: SEEKER_NAME, idNumber: '110101199003074514' };
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, wrong);
      expect(answer.json()).toMatchObject({ key: 'contracts.identityMismatch' });
      expect(answer.json().msg).toContain(String(left));
    }
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, wrong))).toBe(
      'contracts.identityLocked',
    );
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data).toMatchObject({
      status: 'abnormal',
      reason: 'identity',
    });
  });

  test('a wrong code, a bad signature and a text changed after sending are refused', async () => {
    const id = await sent(world);
    await read(world, id);
    const code = await signCode(world, id);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign`, signBody(wrongCode)))).toBe(
      'auth.codeWrong',
    );
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all, just some bytes'.repeat(5)).toString('base64')}`;
    expect(
      refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code, { signature: notPng }))),
    ).toBe('contracts.signatureInvalid');
    expect(refusalKey(await raw(world.otherSeeker, 'POST', `contracts/${id}/sign`, signBody(code)))).toBe(
      'contracts.notFound',
    );
    // Someone changes the stored terms behind the parties' backs.
    const row = await app.db.selectFrom('contracts').select('fields').where('id', '=', id).executeTakeFirstOrThrow();
    const fields = JSON.parse(row.fields);
    await app.db
      .updateTable('contracts')
      .set({ fields: JSON.stringify({ ...fields, formalSalary: 2000 }) })
      .where('id', '=', id)
      .execute();
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code)))).toBe(
      'contracts.textChanged',
    );
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data.status).toBe('abnormal');
  });

  test('refusing with a reason tells Party A; a refused or withdrawn contract cannot be signed', async () => {
    const id = await sent(world);
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/refuse`, { reason: '' }))).toBe(
      'validation.required',
    );
    expect(
      (await call(world.seeker, 'POST', `contracts/${id}/refuse`, { reason: '薪资与面谈不一致' })).data.status,
    ).toBe('refused');
    expect(await kindsOf(app, world.recruiter.userId)).toContain('contract_refused');
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data.reason).toBe('薪资与面谈不一致');
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${id}/sign`, signBody('123456')))).toBe(
      'contracts.invalidTransition',
    );
    // A new contract for the same offer is allowed once the last one closed; withdraw it.
    const second = await sent(world);
    expect(refusalKey(await raw(world.otherRecruiter, 'POST', `contracts/${second}/void`, {}))).toBe(
      'contracts.notFound',
    );
    expect((await call(world.recruiter, 'POST', `contracts/${second}/void`, { reason: '岗位调整' })).data.status).toBe(
      'void',
    );
    expect(await kindsOf(app, world.seeker.userId)).toContain('contract_voided');
    expect(refusalKey(await raw(world.seeker, 'POST', `contracts/${second}/refuse`, { reason: 'x' }))).toBe(
      'contracts.invalidTransition',
    );
    const list = await call(world.seeker, 'GET', 'contracts?status=others');
    expect(list).toMatchObject({ total: 2, counts: { others: 2, waiting: 0 } });
  });
});

describe('the sweep', () => {
  test('reminds Party B 24 h before the deadline, once, then expires it and tells both', async () => {
    const id = await sent(world, 48);
    await app.services.contracts.sweep();
    expect(await kindsOf(app, world.seeker.userId)).not.toContain('contract_deadline_soon');
    world.clock.advance(25 * HOUR);
    expect(await app.services.contracts.sweep()).toEqual({ expired: 0, reminded: 1 });
    expect(await app.services.contracts.sweep()).toEqual({ expired: 0, reminded: 0 });
    world.clock.advance(24 * HOUR);
    expect(await app.services.contracts.sweep()).toEqual({ expired: 1, reminded: 0 });
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data.status).toBe('expired');
    expect(await kindsOf(app, world.seeker.userId)).toEqual(
      expect.arrayContaining(['contract_deadline_soon', 'contract_expired_seeker']),
    );
    expect(await kindsOf(app, world.recruiter.userId)).toContain('contract_expired_recruiter');
    expect(
      refusalKey(
        await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, { name: SEEKER_NAME, idNumber: SEEKER_ID_NUMBER }),
      ),
    ).toBe('contracts.deadlinePassed');
  });

  test('a contract past its deadline is expired by the first request that finds it, before the sweep', async () => {
    const id = await sent(world, 2);
    await read(world, id);
    world.clock.advance(3 * HOUR);
    expect(
      refusalKey(
        await raw(world.seeker, 'POST', `contracts/${id}/sign-code`, { name: SEEKER_NAME, idNumber: SEEKER_ID_NUMBER }),
      ),
    ).toBe('contracts.deadlinePassed');
    expect((await call(world.seeker, 'GET', `contracts/${id}`)).data.status).toBe('expired');
  });
});

describe('paper contracts and records', () => {
  test('the recruiter uploads the signed scan with its date -> signed; electronic ones cannot', async () => {
    const id = await drafted(world, { kind: 'paper' });
    expect(
      refusalKey(
        await raw(world.recruiter, 'POST', `contracts/${id}/send`, { deadline: new Date(START + DAY).toISOString() }),
      ),
    ).toBe('contracts.electronicOnly');
    const scan = multipart(
      { name: '扫描件.pdf', content: TINY_PDF, type: 'application/pdf' },
      { signedAt: '2026-05-01' },
    );
    const wrongType = multipart(
      { name: 'a.txt', content: Buffer.from('hello'), type: 'text/plain' },
      { signedAt: '2026-05-01' },
    );
    expect(
      (await world.recruiter.inject({ method: 'POST', url: `/api/contracts/${id}/paper`, ...wrongType })).statusCode,
    ).toBe(415);
    const future = multipart({ name: 'a.pdf', content: TINY_PDF, type: 'application/pdf' }, { signedAt: '2026-05-09' });
    expect(
      refusalKey(await world.recruiter.inject({ method: 'POST', url: `/api/contracts/${id}/paper`, ...future })),
    ).toBe('contracts.signedAtInvalid');
    const answer = await world.recruiter.inject({ method: 'POST', url: `/api/contracts/${id}/paper`, ...scan });
    expect(answer.json()).toMatchObject({ code: 200, data: { status: 'signed' } });
    const download = await raw(world.seeker, 'GET', `contracts/${id}/pdf`);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(
      refusalKey(await world.recruiter.inject({ method: 'POST', url: `/api/contracts/${id}/paper`, ...scan })),
    ).toBe('contracts.invalidTransition');
  });

  test('records type 2 list the offer with its contract', async () => {
    const before = await call(world.seeker, 'GET', 'records?type=2');
    expect(before.rows).toEqual([
      expect.objectContaining({ kind: 'offer', applicationId: world.applicationId, contract: null }),
    ]);
    const id = await sent(world);
    const after = await call(world.seeker, 'GET', 'records?type=2');
    expect(after.rows[0].contract).toMatchObject({ id, status: 'sent' });
    expect((await call(world.seeker, 'GET', 'records?type=1')).rows[0].contract).toBeUndefined();
  });
});
