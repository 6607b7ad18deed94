/**
 * The contract screens in the production weapp build, against the real server with the seeded demo data:
 * the recruiter's signing list and the contract form prefilled for an offer, the seeker's own list.
 */
import type { WeappHost } from './host';
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

function answered(app: WeappHost, pathname: string) {
  return app.records.requests.find((r) => new URL(r.url).pathname === pathname && r.statusCode === 200);
}

test("the recruiter's signing list shows the company's contracts in every tab's count", async () => {
  const recruiter = await suite.login('13800000002');
  const app = await suite.launch({
    storage: recruiter.storage,
    launchPath: 'pages/contractAward/contractList',
  });
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
  const recruiter = await suite.login('13800000002');
  const offers = await suite.api<Array<{ applicationId: number; contractId: number | null }>>(
    recruiter.token,
    'GET',
    'contracts/offers',
  );
  const offer = offers.data.find((row) => row.contractId === null)!;
  expect(offer).toBeDefined();
  const app = await suite.launch({
    storage: recruiter.storage,
    launchPath: `pages/contractAward/form?applicationId=${offer.applicationId}`,
  });
  await app.waitFor(() => answered(app, '/api/contracts/prefill'), { message: 'the prefill call answered' });
  await app.waitFor(() => app.findByTestId('contract-form'), { message: 'the contract form' });
  for (const text of ['甲方（用人单位）', '乙方（劳动者）', '合同期限', '劳动报酬', '保存草稿']) {
    expect(app.findByText(text, { exact: false })).toBeDefined();
  }
  expect(app.lifecycleErrors).toEqual([]);
});

test("the seeker's list shows their own contracts, the one to sign first among them", async () => {
  const seeker = await suite.login('13800000001');
  const app = await suite.launch({
    storage: seeker.storage,
    launchPath: 'pages/contractAward/contractList',
  });
  // The demo seeker's contracts: one to sign, one void and one expired (each kind of notification leads to one).
  await app.waitFor(() => app.findAllByTestId('contract-card').length === 3 || undefined, {
    message: "the seeker's three contracts",
  });
  expect(app.findByText('杭州云栖科技有限公司', { exact: false })).toBeDefined();
  expect(app.findByText('待签署 1', { exact: false })).toBeDefined();
  expect(app.findByText('其他 2', { exact: false })).toBeDefined();
});
