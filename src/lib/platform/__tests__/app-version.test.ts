import { messages } from '@common/messages';
import { format } from '@common/i18n';
import { checkAppVersion, isAndroidShell, type VersionInfo } from '../app-version';

const t = (key: string) => format(messages, 'en', key);

function ui(confirm: boolean) {
  const modals: { showCancel: boolean; content: string }[] = [];
  const opened: string[] = [];
  return {
    modals,
    opened,
    ui: {
      showModal: async (o: { showCancel: boolean; content: string }) => {
        modals.push(o);
        return { confirm };
      },
      openUrl: (url: string) => void opened.push(url),
      t,
    },
  };
}

const info = (over: Partial<VersionInfo>): VersionInfo => ({
  minimumVersion: 1055,
  updateLog: '修复已知问题',
  forceUpdates: false,
  downloadUrl: 'https://example.com/app.apk',
  ...over,
});

test('no prompt when the minimum version is not above the installed code 1055', async () => {
  const u = ui(true);
  expect(await checkAppVersion(async () => info({ minimumVersion: 1055 }), u.ui)).toBe(false);
  expect(u.modals).toHaveLength(0);
});

test('prompt with cancel when above and not forced; confirming opens the download link', async () => {
  const u = ui(true);
  expect(await checkAppVersion(async () => info({ minimumVersion: 1056 }), u.ui)).toBe(true);
  expect(u.modals[0]).toMatchObject({ showCancel: true, content: '修复已知问题' });
  expect(u.opened).toEqual(['https://example.com/app.apk']);
});

test('forced update hides cancel', async () => {
  const u = ui(false);
  await checkAppVersion(async () => info({ minimumVersion: 2000, forceUpdates: true }), u.ui);
  expect(u.modals[0].showCancel).toBe(false);
  expect(u.opened).toEqual([]);
});

test('a failed version call does not prompt', async () => {
  const u = ui(true);
  expect(
    await checkAppVersion(async () => {
      throw new Error('offline');
    }, u.ui),
  ).toBe(false);
});

test('only the Android shell is checked', () => {
  expect(isAndroidShell('Mozilla/5.0 (Linux; Android 13) JobReachAndroid/1055', false)).toBe(true);
  expect(isAndroidShell('Mozilla/5.0 (Linux; Android 13) Chrome/120', true)).toBe(true);
  expect(isAndroidShell('Mozilla/5.0 (Linux; Android 13) Chrome/120', false)).toBe(false);
  expect(isAndroidShell('Mozilla/5.0 (iPhone) JobReachAndroid', false)).toBe(false);
});
