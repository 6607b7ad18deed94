/** H5: fetches a protected file with the session's token and saves it under `fileName` (see download.ts). */
import type { CallSpec } from '@common/call';
import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { MSG } from '@common/messages';
import { requestFor, type Endpoint, type EndpointInput } from './call';
import { t } from './i18n';
import { buildUrl, RequestError, transportFailureKey } from './request';
import { readToken } from './session';

/** The file's bytes, or the server's refusal (a JSON envelope) as a RequestError. */
async function readFile(response: Response): Promise<Blob> {
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new RequestError(body.msg || t(MSG.errors.requestFailed), 'refused');
  }
  return response.blob();
}

export async function openProtectedFile<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  fileName: string,
  _fileType?: string,
): Promise<void> {
  const { url } = requestFor(endpoint, input as object);
  const token = readToken();
  if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
  // Spec section 9: every download gives up after DOWNLOAD_TIMEOUT_MS (fetch has no timeout of its own).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  let blob: Blob;
  try {
    const response = await fetch(buildUrl(url), {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    blob = await readFile(response);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(t(transportFailureKey(error)), 'transport', undefined, error);
  } finally {
    clearTimeout(timer);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
    link.remove();
  }, 30_000);
}
