/**
 * Opens a file behind a short-lived signed link (a resume file: `GET resume/files/{id}/link` answers
 * `{url, name, kind}`; the link needs no token). weapp downloads it and opens it with `openDocument`; H5
 * opens it in a new tab (the browser's PDF viewer shows a PDF, a Word file is saved). On H5 call
 * `openFileWindow()` in the tap itself and hand the window in: a tab opened after an await is blocked as a
 * pop-up.
 */
import Taro from '@tarojs/taro';
import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { MSG } from '@common/messages';
import { t } from './i18n';
import { assetUrl, RequestError } from './request';
import { withPlatformApi } from './platform/supported';

export interface SignedFileLink {
  url: string;
  name: string;
  kind: string;
}

/** H5: a blank tab opened in the tap (undefined elsewhere, or when the browser refused it). */
export function openFileWindow(): Window | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return undefined;
  return window.open('', '_blank') ?? undefined;
}

/** Opens `link` (see the file's comment); `tab`: the window `openFileWindow()` opened in the tap. */
export async function openSignedFile(link: SignedFileLink, tab?: Window): Promise<void> {
  const url = assetUrl(link.url);
  if (process.env.TARO_ENV === 'h5') {
    if (tab && !tab.closed) tab.location.href = url;
    else if (!window.open(url, '_blank')) window.location.assign(url);
    return;
  }
  const result = await withPlatformApi('downloadFile', () => Taro.downloadFile({ url, timeout: DOWNLOAD_TIMEOUT_MS }));
  if (!result) return; // the platform cannot download: the user was told so
  if (result.statusCode !== 200) throw new RequestError(t(MSG.errors.requestFailed), 'http', result.statusCode);
  await withPlatformApi('openDocument', () =>
    Taro.openDocument({
      filePath: result.tempFilePath,
      fileType: link.kind as Taro.openDocument.Option['fileType'],
      showMenu: true,
    }),
  );
}
