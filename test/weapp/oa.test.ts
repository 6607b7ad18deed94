/** Office admin in the production weapp build against the real server and the demo data: the staff list and a project's info. */
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

async function recruiterStorage() {
  const res = await fetch(`${server.origin}/api/app/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000002', password: 'demo1234' }),
  });
  const { token, expiresAt, user } = (
    (await res.json()) as { data: { token: string; expiresAt: string; user: object } }
  ).data;
  const item = (value: unknown) => ({ value, expiresAt: Date.parse(expiresAt) });
  return {
    token,
    storage: { Authorization: item(token), LOGIN_STATUS_TOKEN: item(token), USERINFO: item({ ...user, token }) },
  };
}

test('the staff list shows the roster with ID numbers masked', async () => {
  const { storage } = await recruiterStorage();
  host = await launchApp({ apiOrigin: server.origin, storage, launchPath: 'pages/oa/staff/list' });
  const app = host;
  await app.waitFor(() => app.findAllByTestId('staff-card').length === 4 || undefined, { message: 'four staff cards' });
  expect(app.findByText('陈思远', { exact: false })).toBeDefined();
  expect(app.findByText('**********', { exact: false })).toBeDefined();
  expect(app.lifecycleErrors).toEqual([]);
});

test("a project's info shows its members", async () => {
  const { token, storage } = await recruiterStorage();
  const projects = (await (
    await fetch(`${server.origin}/api/oa/projects?status=in_progress`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: Array<{ id: number; name: string }> };
  const project = projects.data[0];
  host = await launchApp({ apiOrigin: server.origin, storage, launchPath: `pages/oa/project/info?id=${project.id}` });
  const app = host;
  await app.waitFor(() => app.findAllByTestId('project-member').length === 2 || undefined, { message: 'two members' });
  expect(app.findByText(project.name, { exact: false })).toBeDefined();
  expect(app.findByText('前端负责人', { exact: false })).toBeDefined();
});
