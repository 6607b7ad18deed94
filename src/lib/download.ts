/**
 * Opens a protected file of the API (a contract PDF, the staff roster): weapp downloads it with the
 * session's token and opens it with `openDocument`; H5 (download.h5.ts) saves it through the browser.
 */
import Taro from '@tarojs/taro';
import type { CallSpec } from '@common/call';
import { MSG } from '@common/messages';
import { requestFor, type Endpoint, type EndpointInput } from './call';
import { t } from './i18n';
import { buildUrl, RequestError } from './request';
import { readToken } from './session';

export async function openProtectedFile<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  _fileName: string,
  fileType?: string,
): Promise<void> {
  const { url } = requestFor(endpoint, input as object);
  const token = readToken();
  if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
  const result = await Taro.downloadFile({ url: buildUrl(url), header: { Authorization: `Bearer ${token}` } });
  if (result.statusCode !== 200) throw new RequestError(t(MSG.errors.requestFailed), 'http', result.statusCode);
  await Taro.openDocument({
    filePath: result.tempFilePath,
    fileType: fileType as Taro.openDocument.Option['fileType'],
    showMenu: true,
  });
}
