/**
 * Opens a protected file of the API (a contract PDF, the staff roster): weapp downloads it with the
 * session's token and opens it with `openDocument`; H5 (download.h5.ts) saves it through the browser.
 */
import Taro from '@tarojs/taro';
import type { CallSpec } from '@common/call';
import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { MSG } from '@common/messages';
import { requestFor, type Endpoint, type EndpointInput } from './call';
import { t } from './i18n';
import { buildUrl, RequestError } from './request';
import { readToken } from './session';
import { withPlatformApi } from './platform/supported';

export async function openProtectedFile<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  _fileName: string,
  fileType?: string,
): Promise<void> {
  const { url } = requestFor(endpoint, input as object);
  const token = readToken();
  if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
  const result = await withPlatformApi('downloadFile', () =>
    Taro.downloadFile({
      url: buildUrl(url),
      header: { Authorization: `Bearer ${token}` },
      // Spec section 9: every download gives up after DOWNLOAD_TIMEOUT_MS.
      timeout: DOWNLOAD_TIMEOUT_MS,
    }),
  );
  if (!result) return; // the platform cannot download: the user was told so
  if (result.statusCode !== 200) throw new RequestError(t(MSG.errors.requestFailed), 'http', result.statusCode);
  await withPlatformApi('openDocument', () =>
    Taro.openDocument({
      filePath: result.tempFilePath,
      fileType: fileType as Taro.openDocument.Option['fileType'],
      showMenu: true,
    }),
  );
}
