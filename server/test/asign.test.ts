/**
 * 爱签 as the contract provider: the adapter against a loopback server speaking its protocol (signed
 * requests, users, contracts, signing URLs, download, withdrawal, signed callbacks), then the whole path
 * through our API with ESIGN_PROVIDER=asign: sending creates the contract there, Party B gets its signing
 * page, and its callbacks (a forged one refused, a repeat ignored) complete, refuse or expire ours.
 */
import { generateKeyPairSync } from 'node:crypto';
import net from 'node:net';
import { asignProvider, AsignError, type AsignConfig } from '../src/adapters/asign';
import type { RemoteSigner } from '../src/adapters/esign';
import { manualClock } from '../src/core/clock';
import { startAsignFake, type AsignFake } from './asign-fake';
import { kindsOf } from './applications-helpers';
import { contractsWorld, read, sent, type ContractsWorld } from './contracts-helpers';
import { refusalKey } from './helpers';
import { call } from './positions-helpers';
import { TINY_PDF } from './contracts-helpers';

let fake: AsignFake;
beforeEach(async () => {
  fake = await startAsignFake();
});
afterEach(async () => {
  await fake.close();
});

const signer: RemoteSigner = {
  account: 'seeker-1',
  name: '测试求职者',
  idNumber: '11010519491231002X',
  phone: '13800000001',
  kind: 'person',
};

function config(overrides: Partial<AsignConfig> = {}): AsignConfig {
  return {
    apiBase: fake.url,
    appId: fake.appId,
    privateKey: fake.appPrivateKey,
    platformPublicKey: fake.platformPublicKey,
    ...overrides,
  };
}

describe('the adapter', () => {
  const contract = (contractNo: string) => ({
    contractNo,
    title: '劳动合同',
    pdf: TINY_PDF,
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    notifyUrl: 'http://127.0.0.1:9/callback',
    signers: [signer],
  });

  test('creates the contract with signed requests: the signer registered once, added with the signature place', async () => {
    const provider = asignProvider(config());
    await provider.createContract(contract('HT1'));
    await provider.createContract(contract('HT2'));
    expect(fake.calls.every((c) => c.signed)).toBe(true);
    expect(fake.calls.map((c) => c.path)).toEqual([
      'user/addPersonalUser',
      'contract/createContract',
      'contract/addSigner',
      'user/addPersonalUser',
      'contract/createContract',
      'contract/addSigner',
    ]);
    expect(fake.calls[0].biz).toMatchObject({ account: 'seeker-1', name: '测试求职者', idCard: signer.idNumber });
    expect(fake.contracts.get('HT1')).toMatchObject({ status: 1, signers: ['seeker-1'], validityTime: 3 });
    expect(fake.contracts.get('HT1')!.pdf.equals(TINY_PDF)).toBe(true);
    expect(await provider.status('HT1')).toBe('waiting');
    expect(await provider.signUrl('HT1', signer, 'https://jobs.example.com/back')).toMatch(
      new RegExp(`^${fake.url}/sign/HT1/seeker-1\\?redirect=`),
    );
    await provider.withdraw('HT1', '岗位调整');
    expect(await provider.status('HT1')).toBe('void');
  });

  test('a request signed with another key is refused with the provider’s code', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const provider = asignProvider(config({ privateKey: String(other) }));
    await expect(provider.status('HT1')).rejects.toMatchObject({ name: 'AsignError', code: 100006 });
  });

  test('callbacks: a valid one is read; a forged signature or a changed body is refused', async () => {
    const provider = asignProvider(config());
    const raw = JSON.stringify({
      action: 'refused',
      noticeId: 'n-1',
      contractNo: 'HT9',
      account: 'seeker-1',
      reason: '不合适',
      time: '2026-05-01T02:00:00.000Z',
    });
    expect(provider.parseCallback({ sign: fake.sign(raw) }, raw)).toEqual({
      eventId: 'asign:n-1',
      contractNo: 'HT9',
      kind: 'refused',
      account: 'seeker-1',
      reason: '不合适',
      at: '2026-05-01T02:00:00.000Z',
    });
    expect(() => provider.parseCallback({ sign: 'Zm9yZ2Vk' }, raw)).toThrow(AsignError);
    expect(() => provider.parseCallback({ sign: fake.sign(raw) }, raw.replace('refused', 'signCompleted'))).toThrow(
      AsignError,
    );
    expect(() => provider.parseCallback({}, raw)).toThrow(AsignError);
  });
});

describe('through the API with ESIGN_PROVIDER=asign', () => {
  let world: ContractsWorld;

  beforeEach(async () => {
    const port = await freePort();
    world = await contractsWorld(manualClock(Date.now()), {
      ESIGN_PROVIDER: 'asign',
      ASIGN_API_BASE: fake.url,
      ASIGN_APP_ID: fake.appId,
      ASIGN_PRIVATE_KEY: fake.appPrivateKey,
      ASIGN_PUBLIC_KEY: fake.platformPublicKey,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    });
    await world.app.listen({ port, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await world.app.close();
  });

  test('sending creates it at 爱签; Party B signs there; the callback completes ours once, with its PDF', async () => {
    const id = await sent(world);
    const detail = await read(world, id);
    expect(detail).toMatchObject({ provider: 'asign', status: 'sent' });
    const remote = fake.contracts.get(detail.contractNo)!;
    expect(remote.notifyUrl).toMatch(/\/api\/contracts\/callback\/asign$/);
    expect(remote.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Signing in the app is not offered: the provider's page is.
    expect(
      refusalKey(
        await world.seeker.inject({
          method: 'POST',
          url: `/api/contracts/${id}/sign-code`,
          payload: { name: 'x', idNumber: 'y' },
        }),
      ),
    ).toBeDefined();
    const url = await call(
      world.seeker,
      'GET',
      `contracts/${id}/sign-url?returnUrl=${encodeURIComponent('https://jobs.example.com/back')}`,
    );
    expect(url.data.url).toContain(`${fake.url}/sign/${detail.contractNo}/`);

    const done = await fake.act(detail.contractNo, 'signCompleted');
    expect(done.status).toBe(200);
    const after = await call(world.recruiter, 'GET', `contracts/${id}`);
    expect(after.data.status).toBe('signed');
    const pdf = await world.recruiter.inject({ method: 'GET', url: `/api/contracts/${id}/pdf` });
    expect(pdf.rawPayload.equals(remote.pdf)).toBe(true);
    expect(await kindsOf(world.app, world.recruiter.userId)).toContain('contract_signed');

    // The same callback again is recorded once and changes nothing.
    const events = () => world.app.db.selectFrom('contract_events').selectAll().where('contract_id', '=', id).execute();
    const before = (await events()).length;
    expect((await fake.post(detail.contractNo, done.raw, fake.sign(done.raw))).status).toBe(200);
    expect((await events()).length).toBe(before);
    // A forged one is refused.
    const forged = JSON.stringify({ action: 'refused', noticeId: 'forged', contractNo: detail.contractNo });
    const refused = await fake.post(detail.contractNo, forged, 'Zm9yZ2Vk');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 403 });
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data.status).toBe('signed');
  });

  test('a refusal and a withdrawal travel both ways', async () => {
    const id = await sent(world);
    const { contractNo } = (await call(world.recruiter, 'GET', `contracts/${id}`)).data;
    await fake.act(contractNo, 'refused', { reason: '已接受其他录用' });
    expect((await call(world.recruiter, 'GET', `contracts/${id}`)).data).toMatchObject({
      status: 'refused',
      reason: '已接受其他录用',
    });
    const second = await sent(world);
    const remoteNo = (await call(world.recruiter, 'GET', `contracts/${second}`)).data.contractNo;
    expect((await call(world.recruiter, 'POST', `contracts/${second}/void`, {})).data.status).toBe('void');
    expect(fake.contracts.get(remoteNo)!.status).toBe(6);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
