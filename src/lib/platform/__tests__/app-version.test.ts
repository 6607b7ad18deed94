import { messages } from '@common/messages';
import { format } from '@common/i18n';
import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { en as english } from '@common/messages.en';
import {
  checkAppVersion,
  downloadAndInstall,
  installedVersionCode,
  isAndroidShell,
  type PlusLike,
  type VersionInfo,
} from '../app-version';

const t = (key: string) => format(messages, 'en', key);
const zh = (key: string) => format(messages, 'zh-Hans', key);
/** The English catalogue itself (common/messages.en.ts), for the spec's English wording. */
const en = (key: string) => format({ ...messages, en: { ...messages['zh-Hans'], ...english } }, 'en', key);

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

describe('inside the Android shell (HTML5+ runtime)', () => {
  function shell(outcome: { download: number; install: boolean }) {
    const said: string[] = [];
    const downloads: { url: string; options: { timeout?: number } }[] = [];
    const installed: string[] = [];
    let restarted = 0;
    const plus: PlusLike = {
      runtime: {
        appid: 'HBuilder',
        openURL: () => undefined,
        install: (path, _options, success, fail) => {
          installed.push(path);
          if (outcome.install) success();
          else fail(new Error('install failed'));
        },
        restart: () => void (restarted += 1),
      },
      downloader: {
        createDownload: (url, options, done) => {
          downloads.push({ url, options });
          return { start: () => done({ filename: '_downloads/app.apk' }, outcome.download) };
        },
      },
    };
    return {
      plus,
      said,
      downloads,
      installed,
      say: (text: string) => void said.push(text),
      restarted: () => restarted,
    };
  }

  test('the package downloads within DOWNLOAD_TIMEOUT_MS, installs and restarts', async () => {
    const s = shell({ download: 200, install: true });
    await expect(downloadAndInstall('https://example.com/app.apk', s.plus, s.say, t)).resolves.toBe(true);
    expect(s.downloads[0].options.timeout).toBe(DOWNLOAD_TIMEOUT_MS / 1000);
    expect(s.installed).toEqual(['_downloads/app.apk']);
    expect(s.restarted()).toBe(1);
    expect(s.said).toEqual([]);
  });

  test("a failed download says 'update failed', a failed install 'installation failed' (en and zh)", async () => {
    const failedDownload = shell({ download: 404, install: true });
    await expect(downloadAndInstall('u', failedDownload.plus, failedDownload.say, en)).resolves.toBe(false);
    expect(failedDownload.said).toEqual(['update failed']);
    expect(failedDownload.installed).toEqual([]);
    const failedInstall = shell({ download: 200, install: false });
    await downloadAndInstall('u', failedInstall.plus, failedInstall.say, zh);
    expect(failedInstall.said).toEqual(['安装失败']);
  });

  test("the installed version comes from the shell; unreadable, it says 'failed to get application info'", async () => {
    const s = shell({ download: 200, install: true });
    s.plus.runtime.getProperty = (_appid, done) => done({ versionCode: '1060' });
    await expect(installedVersionCode(s.plus, s.say, t)).resolves.toBe(1060);
    s.plus.runtime.getProperty = (_appid, done) => done({});
    await expect(installedVersionCode(s.plus, s.say, en)).resolves.toBe(1055);
    expect(s.said).toEqual(['failed to get application info']);
  });
});
