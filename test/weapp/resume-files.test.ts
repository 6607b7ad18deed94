/**
 * 附件简历 in the production weapp build at run time, against the real server: the demo seeker's files
 * (seeded: two) are listed from the server, and tapping one downloads it through its signed link
 * (wx.downloadFile, a real GET into a temp file) and opens it with wx.openDocument and its kind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

test('上传附件简历 picks a PDF from a chat (chooseMessageFile), uploads it and keeps the name it had', async () => {
  const seeker = await suite.login('13800000001');
  const before = (await suite.api(seeker.token, 'GET', 'resume/files')).data as Array<{ id: number }>;
  expect(before.length).toBeLessThan(3);
  // A real PDF (the seeker's online resume) saved as WeChat's temp file of a chat's file.
  const link = await suite.api(seeker.token, 'GET', 'resume/pdf');
  const pdf = Buffer.from(await (await fetch(`${suite.server.origin}${link.data.url}`)).arrayBuffer());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-chat-file-'));
  const tempPath = path.join(dir, 'tmp_8f3a.pdf');
  fs.writeFileSync(tempPath, pdf);

  const app = await suite.launch({
    storage: seeker.storage,
    launchPath: 'pages/resume/files',
    messageFiles: [{ path: tempPath, name: '张小明-微信里的简历.pdf', size: pdf.length }],
  });
  await app.waitFor(() => (app.findAllByTestId('resume-file-row').length === before.length ? true : undefined), {
    message: 'the file rows',
  });
  app.tap(app.findAllByTestId('resume-file-upload')[0]);
  await app.waitFor(
    () => app.findAllByTestId('resume-file-row').find((row) => row.text.includes('张小明-微信里的简历.pdf')),
    {
      message: () =>
        `the uploaded file in the list: ${JSON.stringify({
          choices: app.records.messageFileChoices,
          uploads: app.records.uploads,
          toasts: app.records.toasts.map((t) => t.title),
          errors: app.lifecycleErrors,
          loading: app.records.loading,
        })}`,
    },
  );
  expect(app.records.messageFileChoices[0]).toMatchObject({ type: 'file', extension: ['pdf', 'doc', 'docx'] });
  expect(app.records.uploads[0]).toMatchObject({ statusCode: 200, name: 'file' });
  const after = (await suite.api(seeker.token, 'GET', 'resume/files')).data as Array<{ name: string }>;
  expect(after.map((file) => file.name)).toContain('张小明-微信里的简历.pdf');
  expect(app.lifecycleErrors).toEqual([]);
});
