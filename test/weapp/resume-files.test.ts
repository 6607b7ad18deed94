/**
 * 附件简历 in the production weapp build at run time, against the real server: the demo seeker's files
 * (seeded: two) are listed from the server, and tapping one downloads it through its signed link
 * (wx.downloadFile, a real GET into a temp file) and opens it with wx.openDocument and its kind.
 */
import { weappSuite } from './host/suite';

jest.setTimeout(90_000);

const suite = weappSuite();

test("the seeker's files come from the server; a tap downloads one and opens it as its kind", async () => {
  const seeker = await suite.login('13800000001');
  const listed = await suite.api(seeker.token, 'GET', 'resume/files');
  const files = listed.data as Array<{ id: number; name: string; kind: string; isDefault: boolean }>;
  expect(files.length).toBeGreaterThanOrEqual(2);

  const app = await suite.launch({ storage: seeker.storage, launchPath: 'pages/resume/files' });
  const rows = await app.waitFor(
    () => {
      const found = app.findAllByTestId('resume-file-row');
      return found.length === files.length ? found : undefined;
    },
    { message: 'the file rows' },
  );
  for (const [index, file] of files.entries()) expect(rows[index].text).toContain(file.name);
  expect(app.findAllByTestId('resume-file-default')).toHaveLength(1);

  const first = files[0];
  const open = app.findAllByTestId('resume-file-open')[0];
  app.tap(open);
  const opened = await app.waitFor(() => app.records.openedDocuments[0], { message: 'openDocument' });
  const download = app.records.downloads[0];
  expect(download.url).toMatch(/^http:\/\/localhost:8080\/api\/resume-files\/[^?]+\?exp=\d+&sig=/);
  expect(download.statusCode).toBe(200);
  expect(opened).toMatchObject({ filePath: download.tempFilePath, fileType: first.kind, showMenu: true });
  if (first.kind === 'pdf') expect(opened.firstBytes.startsWith('%PDF-')).toBe(true);
  else expect(opened.firstBytes.startsWith('PK') || opened.firstBytes.startsWith('\u00d0\u00cf')).toBe(true);
  expect(app.lifecycleErrors).toEqual([]);
});
