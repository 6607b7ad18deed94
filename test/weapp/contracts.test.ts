/**
 * The contract screens in the production weapp build, against the real server with the seeded demo data:
 * the recruiter's signing list and the contract form prefilled for an offer, the seeker's own list.
 */
import { assertBuild, launchApp, warmUp, type WeappHost } from './host';
import { startServer, type TestServer } from './host/server';

jest.setTimeout(30_000);

let server: TestServer;
let host: WeappHost | undefined;

beforeAll(async () => {
  assertBuild();
  const starting = startServer();
  warmUp();
  server = await starting;
}, 60_000);

afterEach(() => {
  host?.dispose();
  host = undefined;
});

afterAll(async () => {
  await server?.close();
});

interface Login {
  token: string;
  expiresAt: string;
  user: Record<string, unknown>;
}

async function login(phone: string): Promise<Login> {
  const res = await fetch(`${server.origin}/api/app/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'demo1234' }),
  });
  return ((await res.json()) as { data: Login }).data;
}

/** The session as src/lib/session.ts stores it: the token and the user (with the identity). */
function stored({ token, expiresAt, user }: Login): Record<string, unknown> {
  const item = (value: unknown) => ({ value, expiresAt: Date.parse(expiresAt) });
  return { Authorization: item(token), LOGIN_STATUS_TOKEN: item(token), USERINFO: item({ ...user, token }) };
}

function answered(app: WeappHost, pathname: string) {
  return app.records.requests.find((r) => new URL(r.url).pathname === pathname && r.statusCode === 200);
}

test("the recruiter's signing list shows the company's contracts in every tab's count", async () => {
  const recruiter = await login('13800000002');
  host = await launchApp({
    apiOrigin: server.origin,
    storage: stored(recruiter),
    launchPath: 'pages/contractAward/contractList',
  });
  const app = host;
  await app.waitFor(() => answered(app, '/api/contracts'), { message: 'the list call answered' });
  await app.waitFor(() => app.findAllByTestId('contract-card').length >= 6 || undefined, {
    message: 'six contract cards',
  });
  expect(app.findByText('张小明', { exact: false })).toBeDefined();
  expect(app.findByText('全部 6', { exact: false })).toBeDefined();
  expect(app.findByText('待签署 2', { exact: false })).toBeDefined();
  expect(app.lifecycleErrors).toEqual([]);
});

test('the contract form opens prefilled for an offer without a contract', async () => {
  const recruiter = await login('13800000002');
  const offers = (await (
    await fetch(`${server.origin}/api/contracts/offers`, { headers: { authorization: `Bearer ${recruiter.token}` } })
  ).json()) as { data: Array<{ applicationId: number; contractId: number | null }> };
  const offer = offers.data.find((row) => row.contractId === null)!;
  expect(offer).toBeDefined();
  host = await launchApp({
    apiOrigin: server.origin,
    storage: stored(recruiter),
    launchPath: `pages/contractAward/form?applicationId=${offer.applicationId}`,
  });
  const app = host;
  await app.waitFor(() => answered(app, '/api/contracts/prefill'), { message: 'the prefill call answered' });
  await app.waitFor(() => app.findByTestId('contract-form'), { message: 'the contract form' });
  for (const text of ['甲方（用人单位）', '乙方（劳动者）', '合同期限', '劳动报酬', '保存草稿']) {
    expect(app.findByText(text, { exact: false })).toBeDefined();
  }
  expect(app.lifecycleErrors).toEqual([]);
});

test("the seeker's list shows their own contracts, the one to sign first among them", async () => {
  const seeker = await login('13800000001');
  host = await launchApp({
    apiOrigin: server.origin,
    storage: stored(seeker),
    launchPath: 'pages/contractAward/contractList',
  });
  const app = host;
  await app.waitFor(() => app.findAllByTestId('contract-card').length === 2 || undefined, {
    message: "the seeker's two contracts",
  });
  expect(app.findByText('杭州云栖科技有限公司', { exact: false })).toBeDefined();
  expect(app.findByText('待签署', { exact: false })).toBeDefined();
});
