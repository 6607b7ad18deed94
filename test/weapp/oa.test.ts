/** Office admin in the production weapp build against the real server and the demo data: the staff list and a project's info. */
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

test('the staff list shows the roster with ID numbers masked', async () => {
  const { storage } = await suite.login('13800000002');
  const app = await suite.launch({ storage, launchPath: 'pages/oa/staff/list' });
  await app.waitFor(() => app.findAllByTestId('staff-card').length === 5 || undefined, {
    message: "five staff cards (four, and the signed contract's Party B)",
  });
  expect(app.findByText('陈思远', { exact: false })).toBeDefined();
  expect(app.findByText('**********', { exact: false })).toBeDefined();
  expect(app.lifecycleErrors).toEqual([]);
});

test("a project's info shows its members", async () => {
  const { token, storage } = await suite.login('13800000002');
  const projects = await suite.api<Array<{ id: number; name: string }>>(token, 'GET', 'oa/projects?status=in_progress');
  const project = projects.data[0];
  const app = await suite.launch({ storage, launchPath: `pages/oa/project/info?id=${project.id}` });
  await app.waitFor(() => app.findAllByTestId('project-member').length === 2 || undefined, { message: 'two members' });
  expect(app.findByText(project.name, { exact: false })).toBeDefined();
  expect(app.findByText('前端负责人', { exact: false })).toBeDefined();
});
