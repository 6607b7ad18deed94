/**
 * Reporting a position in the production weapp build, against the real server with the demo
 * data: the demo seeker opens a job, taps 举报, picks a reason, writes a note and sends; the report is the
 * seeker's own, open, and its recruiter's position is named.
 */
import type { WeappHost } from './host';
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

function answered(app: WeappHost, pathname: string, method = 'GET') {
  return app.records.requests.find(
    (r) => new URL(r.url).pathname === pathname && r.method === method && r.statusCode === 200,
  );
}

test('a seeker reports a position from job detail: reason, note, sent, and it is theirs', async () => {
  const seeker = await suite.login('13800000001');
  const list = await suite.api<{ id: number; title: string }>(seeker.token, 'GET', 'positions?keyword=前端');
  const position = list.rows[0];
  const app = await suite.launch({ storage: seeker.storage, launchPath: `pages/job_detail/index?id=${position.id}` });
  await app.waitFor(() => app.findByTestId('job-detail'), { message: 'the job detail' });
  app.tap(await app.waitFor(() => app.findByTestId('report-open'), { message: 'the 举报 link' }));
  await app.waitFor(() => app.findByTestId('report-sheet'), { message: 'the report sheet' });
  // No reason: the sheet says so and nothing is sent.
  app.tap(app.findByTestId('report-submit')!);
  await app.waitFor(() => app.findByText('请选择举报原因', { exact: false }), { message: 'the reason is required' });
  expect(answered(app, '/api/reports', 'POST')).toBeUndefined();

  app.tap(app.findByTestId('report-reason-fake_position')!);
  // The choice shows (and the refusal goes) before anything else is typed: each event renders first.
  await app.waitFor(() => (app.findByTestId('report-error') ? undefined : true), { message: 'the reason taken' });
  app.input(app.findByTestId('report-note')!, '面试时说岗位已满，让改做销售');
  await app.waitFor(
    () => app.attribute(app.findByTestId('report-note')!, 'value') === '面试时说岗位已满，让改做销售' || undefined,
    {
      message: 'the note typed',
    },
  );
  app.tap(app.findByTestId('report-submit')!);
  const sent = await app.waitFor(() => answered(app, '/api/reports', 'POST'), {
    message: 'POST /api/reports answered',
  });
  expect(sent.data).toMatchObject({ targetType: 'position', targetId: position.id, reason: 'fake_position' });
  await app.waitFor(() => (app.findByTestId('report-sheet') ? undefined : true), { message: 'the sheet closes' });

  const mine = await suite.api<{ targetType: string; targetId: number; subject: string; note: string; status: string }>(
    seeker.token,
    'GET',
    'reports',
  );
  expect(mine.rows[0]).toMatchObject({
    targetType: 'position',
    targetId: position.id,
    subject: position.title,
    note: '面试时说岗位已满，让改做销售',
    status: 'open',
  });
  expect(app.lifecycleErrors).toEqual([]);
});
