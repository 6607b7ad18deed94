/**
 * The marketplace screens in the production weapp build, against the real server with the seeded demo data:
 * the demo seeker's home opens on 推荐 for their first expectation (前端 in 杭州), and a company's page shows
 * its logo, its homepage positions and its recruiters.
 */
import type { WeappHost } from './host';
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

function answered(app: WeappHost, pathname: string) {
  return app.records.requests.find((r) => new URL(r.url).pathname === pathname && r.statusCode === 200);
}

interface Row {
  id: number;
  title: string;
  companyName: string;
  regionName: string;
  reasons: string[];
}

test("the demo seeker's home opens on 推荐 for their first expectation, as the server ranks it", async () => {
  const seeker = await suite.login('13800000001');
  const app = await suite.launch({ storage: seeker.storage });
  const call = await app.waitFor(() => answered(app, '/api/positions/recommended'), {
    message: 'GET /api/positions/recommended answered',
  });
  const answer = call.response as { rows: Row[]; total: number };
  expect(answer.rows.length).toBeGreaterThan(1);
  // The demo seeker's first expectation: 前端开发工程师 in 杭州; both demo 前端 openings there lead.
  expect(answer.rows.slice(0, 2).map((row) => row.title)).toEqual(['前端开发工程师', '前端开发工程师']);
  expect(answer.rows[0].regionName).toContain('杭州');
  const cards = await app.waitFor(
    () => {
      const found = app.findAllByTestId('position-card');
      return found.length >= answer.rows.length ? found : undefined;
    },
    { message: () => `the ${answer.rows.length} recommended cards` },
  );
  answer.rows.forEach((row, i) => expect(cards[i].text).toContain(row.title));
  // The first card says why it is shown.
  expect(cards[0].text).toContain('职能匹配');
  expect(app.lifecycleErrors).toEqual([]);
});

test("a company's page shows its logo, its homepage positions and its recruiters", async () => {
  const seeker = await suite.login('13800000001');
  const list = await suite.api<{ companyId: number; companyName: string }>(
    seeker.token,
    'GET',
    'positions?keyword=前端',
  );
  const { companyId, companyName } = list.rows[0];
  const app = await suite.launch({ storage: seeker.storage, launchPath: `pages/company/index?id=${companyId}` });
  const call = await app.waitFor(() => answered(app, `/api/companies/${companyId}`), {
    message: 'GET /api/companies/{id} answered',
  });
  const page = (call.response as { data: { logo: string; positions: unknown[]; recruiters: Array<{ name: string }> } })
    .data;
  await app.waitFor(() => app.findByTestId('company-page'), { message: 'the company page' });
  expect(app.findByText(companyName, { exact: false })).toBeDefined();
  expect(app.findByTestId('company-verified')).toBeDefined();
  await app.waitFor(() => app.findAllByTestId('company-recruiter').length === page.recruiters.length || undefined, {
    message: 'one row per recruiter',
  });
  expect(app.findByText(page.recruiters[0].name, { exact: false })).toBeDefined();
  expect(app.findAllByTestId('position-card').length).toBe(page.positions.length);
  // The uploaded logo, not the drawn placeholder.
  expect(page.logo).not.toBe('');
  const logo = app.findAllByTestId('company-logo')[0];
  expect(app.attribute(logo, 'src')).toContain(page.logo);
  expect(app.lifecycleErrors).toEqual([]);
});
