/** H5: fetches a protected file with the session's token and saves it under `fileName` (see download.ts). */
import type { CallSpec } from '@common/call';
import { MSG } from '@common/messages';
import { requestFor, type Endpoint, type EndpointInput } from './call';
import { t } from './i18n';
import { buildUrl, RequestError } from './request';
import { readToken } from './session';

export async function openProtectedFile<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  fileName: string,
  _fileType?: string,
): Promise<void> {
  const { url } = requestFor(endpoint, input as object);
  const token = readToken();
  if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
  const response = await fetch(buildUrl(url), { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new RequestError(body.msg || t(MSG.errors.requestFailed), 'refused');
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
    link.remove();
  }, 30_000);
}
