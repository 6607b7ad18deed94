/**
 * 爱签 (asign.cn) open API as an `ESignProvider`. What the client does, after 爱签's open-platform
 * documentation (API v2) as far as this repository could read it offline:
 *
 * - Every call is a POST of `multipart/form-data` with the fields `appId`, `timestamp` (ms) and `bizData`
 *   (the call's JSON) and the header `sign`: SHA1withRSA, base64, by the app's private key over
 *   `appId + MD5hex(bizData) + timestamp` (`requestSignature`). Answers are JSON `{code, msg, data}`,
 *   `code` 100000 for success.
 * - Signers are registered accounts (`user/addPersonalUser`, idempotent on our account id); a contract is
 *   created from our PDF (`contract/createContract`, the file as base64, `validityTime` in days, `notifyUrl`),
 *   its signer added with the signature's place (`contract/addSigner`, a keyword strategy on 乙方（签字）),
 *   and answers its signing URL; `contract/status`, `contract/downloadContract` (base64 PDF) and
 *   `contract/withdraw`.
 * - Callbacks are POSTed to `notifyUrl` as JSON with the header `sign`: SHA1withRSA by 爱签's platform key
 *   over the raw body; `action` is signCompleted (the contract is complete), signerSigned, refused or
 *   expired, with a unique `noticeId`.
 *
 * ASSUMPTION to check against the API documentation delivered with the credentials: the exact string the
 * request signature covers, the callback field names, and the `validityTime` unit. Each is one constant or
 * function below; `server/test/asign-fake.ts` speaks exactly this protocol.
 */
import { createHash, createSign, createVerify } from 'node:crypto';
import type { ESignProvider, RemoteEvent, RemoteSigner, RemoteStatus } from './esign';

export interface AsignConfig {
  /** https://oapi.asign.cn (production) or https://prev.asign.cn (test). */
  apiBase: string;
  appId: string;
  /** The app's RSA private key, PEM. */
  privateKey: string;
  /** 爱签's platform public key, PEM: verifies callbacks. */
  platformPublicKey: string;
}

export const ASIGN_SUCCESS = 100000;
const TIMEOUT_MS = 10_000;

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The `sign` header of a request. */
export function requestSignature(appId: string, bizData: string, timestamp: string, privateKey: string): string {
  return createSign('RSA-SHA1')
    .update(`${appId}${md5Hex(bizData)}${timestamp}`, 'utf8')
    .sign(privateKey, 'base64');
}

/** Whether a callback's `sign` header is 爱签's signature over the raw body. */
export function callbackSignatureValid(rawBody: string, signature: string, platformPublicKey: string): boolean {
  try {
    return createVerify('RSA-SHA1').update(rawBody, 'utf8').verify(platformPublicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export class AsignError extends Error {
  constructor(
    readonly call: string,
    readonly code: number | string,
    message: string,
  ) {
    super(`爱签 ${call} failed (${code}): ${message}`);
    this.name = 'AsignError';
  }
}

/** 爱签's contract states (contract/status `status`) onto ours. */
const STATUS: Record<number, RemoteStatus> = {
  0: 'waiting',
  1: 'waiting',
  2: 'signed',
  3: 'expired',
  4: 'refused',
  6: 'void',
};
const ACTIONS: Record<string, RemoteEvent['kind']> = {
  signCompleted: 'completed',
  signerSigned: 'signerSigned',
  refused: 'refused',
  expired: 'expired',
};

export function asignProvider(config: AsignConfig, fetchImpl: typeof fetch = fetch): ESignProvider {
  async function call<T = Record<string, unknown>>(path: string, biz: Record<string, unknown>): Promise<T> {
    const bizData = JSON.stringify(biz);
    const timestamp = String(Date.now());
    const form = new FormData();
    form.set('appId', config.appId);
    form.set('timestamp', timestamp);
    form.set('bizData', bizData);
    const response = await fetchImpl(`${config.apiBase.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: { sign: requestSignature(config.appId, bizData, timestamp, config.privateKey), timestamp },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let body: { code?: number; msg?: string; data?: T };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new AsignError(path, response.status, text.slice(0, 200));
    }
    if (body.code !== ASIGN_SUCCESS) throw new AsignError(path, body.code ?? response.status, body.msg ?? '');
    return body.data as T;
  }

  async function register(signer: RemoteSigner): Promise<void> {
    try {
      await call('user/addPersonalUser', {
        account: signer.account,
        name: signer.name,
        idCard: signer.idNumber,
        mobile: signer.phone,
        identifyType: 1,
      });
    } catch (error) {
      // Already registered: the account is ours and stable, so that is the same person.
      if (!(error instanceof AsignError && String(error.code) === '100021')) throw error;
    }
  }

  return {
    name: 'asign',

    async createContract(contract) {
      for (const signer of contract.signers) await register(signer);
      const days = Math.max(1, Math.ceil((Date.parse(contract.deadline) - Date.now()) / 86_400_000));
      await call('contract/createContract', {
        contractNo: contract.contractNo,
        contractName: contract.title,
        validityTime: days,
        signOrder: 1,
        notifyUrl: contract.notifyUrl,
        contractFiles: [{ fileName: `${contract.contractNo}.pdf`, file: contract.pdf.toString('base64') }],
      });
      await call('contract/addSigner', {
        contractNo: contract.contractNo,
        signers: contract.signers.map((signer) => ({
          account: signer.account,
          signType: 2,
          noticeMobile: signer.phone,
          signStrategyList: [{ attachNo: 1, locationMode: 4, signKey: '乙方（签字）' }],
        })),
      });
    },

    async signUrl(contractNo, signer, returnUrl) {
      const data = await call<{ signUrl?: string; signUser?: Array<{ account: string; signUrl: string }> }>(
        'contract/getSignUrl',
        { contractNo, account: signer.account, redirectUrl: returnUrl },
      );
      const url = data.signUrl ?? data.signUser?.find((user) => user.account === signer.account)?.signUrl;
      if (!url) throw new AsignError('contract/getSignUrl', 'no-url', 'no signing URL in the answer');
      return url;
    },

    async status(contractNo) {
      const data = await call<{ status: number }>('contract/status', { contractNo });
      return STATUS[data.status] ?? 'waiting';
    },

    async download(contractNo) {
      const data = await call<{ data: string }>('contract/downloadContract', { contractNo, outfile: 0 });
      return Buffer.from(data.data, 'base64');
    },

    async withdraw(contractNo, reason) {
      await call('contract/withdraw', { contractNo, withdrawReason: reason.slice(0, 100) });
    },

    parseCallback(headers, rawBody) {
      const signature = String(headers.sign ?? '');
      if (!signature || !callbackSignatureValid(rawBody, signature, config.platformPublicKey)) {
        throw new AsignError('callback', 'sign', 'the callback signature is not valid');
      }
      const body = JSON.parse(rawBody) as {
        action?: string;
        noticeId?: string;
        contractNo?: string;
        account?: string;
        reason?: string;
        time?: string;
      };
      const kind = body.action ? ACTIONS[body.action] : undefined;
      if (!kind || !body.noticeId || !body.contractNo) {
        throw new AsignError('callback', 'shape', 'a callback without action, noticeId or contractNo');
      }
      const at =
        body.time && !Number.isNaN(Date.parse(body.time))
          ? new Date(body.time).toISOString()
          : new Date().toISOString();
      return {
        eventId: `asign:${body.noticeId}`,
        contractNo: body.contractNo,
        kind,
        account: body.account,
        reason: body.reason,
        at,
      };
    },
  };
}
