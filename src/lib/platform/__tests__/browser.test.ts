import { MSG } from '@common/messages';
import { hasNoDesktop, launchNoticeKeys } from '../browser';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const WINDOWS_WECHAT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20 WindowsWechat';
const MAC_WECHAT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0 MacWechat';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

test('inside WeChat on a phone: open in a browser, and download the app', () => {
  expect(launchNoticeKeys(IPHONE_WECHAT)).toEqual([MSG.errors.openInBrowser, MSG.errors.downloadApp]);
  expect(launchNoticeKeys(ANDROID_WECHAT)).toEqual([MSG.errors.openInBrowser, MSG.errors.downloadApp]);
});

test('inside WeChat on a desktop: only open in a browser; outside WeChat: nothing', () => {
  expect(launchNoticeKeys(WINDOWS_WECHAT)).toEqual([MSG.errors.openInBrowser]);
  expect(launchNoticeKeys(MAC_WECHAT)).toEqual([MSG.errors.openInBrowser]);
  expect(launchNoticeKeys(DESKTOP_CHROME)).toEqual([]);
  expect(hasNoDesktop(DESKTOP_CHROME)).toBe(false);
});
