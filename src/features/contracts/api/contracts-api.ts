/**
 * The contract calls (server/src/modules/contracts/contracts.routes.ts; shapes from common/contracts.ts).
 * Files are downloaded with the session's token: on H5 as a Blob saved through a link, on weapp with
 * `downloadFile` and opened with `openDocument`.
 */
import Taro from '@tarojs/taro';
import type {
  ContractCounts,
  ContractDetail,
  ContractDraft,
  ContractOffer,
  ContractPrefill,
  ContractRow,
  ContractTab,
  ContractVerify,
  CreateContractBody,
  PartyBBody,
  SignContractBody,
  SignIdentityBody,
} from '@common/contracts';
import type { ContractStatus } from '@common/constants';
import { MSG } from '@common/messages';
import { t } from '@/lib/i18n';
import { api, buildUrl, request, RequestError } from '@/lib/request';
import { readToken } from '@/lib/session';
import { upload } from '@/lib/upload';

type State = { id: number; status: ContractStatus };

export type ContractFile = 'pdf' | 'evidence' | 'attachment';

export const contractsApi = {
  list: async (tab: ContractTab, keyword: string, pageNum: number) => {
    const body = (await request<ContractRow[]>({
      url: 'contracts',
      data: { status: tab, keyword: keyword || undefined, pageNum, pageSize: 10 },
    })) as unknown as { rows: ContractRow[]; total: number; counts: ContractCounts };
    return body;
  },
  offers: () => api.get<ContractOffer[]>('contracts/offers'),
  prefill: (applicationId: number) => api.get<ContractPrefill>('contracts/prefill', { applicationId }),
  detail: (id: number) => api.get<ContractDetail>(`contracts/${id}`),
  create: (body: CreateContractBody) => api.post<State>('contracts', body),
  update: (id: number, body: ContractDraft) => api.put<State>(`contracts/${id}`, body),
  send: (id: number, deadline: string) => api.post<State>(`contracts/${id}/send`, { deadline }),
  void: (id: number, reason: string) => api.post<State>(`contracts/${id}/void`, { reason: reason || undefined }),
  partyB: (id: number, body: PartyBBody) => api.put<State>(`contracts/${id}/partyB`, body),
  signCode: (id: number, body: SignIdentityBody) =>
    request<{ retryAfter: number; expiresIn: number; phone: string }>({
      url: `contracts/${id}/sign-code`,
      method: 'POST',
      data: body,
    }),
  sign: (id: number, body: SignContractBody) => api.post<State>(`contracts/${id}/sign`, body),
  refuse: (id: number, reason: string) => api.post<State>(`contracts/${id}/refuse`, { reason }),
  signUrl: (id: number, returnUrl: string) => api.get<{ url: string }>(`contracts/${id}/sign-url`, { returnUrl }),

  /** The attachment of a draft, or a paper contract's signed scan with its date (`signedAt`). */
  uploadFile: (id: number, kind: 'attachment' | 'paper', filePath: string, fileName: string, extra = {}) =>
    upload({
      url: `contracts/${id}/${kind}`,
      filePath,
      fileName,
      formData: extra,
    }) as unknown as Promise<State>,

  verify: (filePath: string, fileName: string) =>
    upload({ url: 'contracts/verify', filePath, fileName }) as unknown as Promise<ContractVerify>,

  /** Downloads a file of the contract and opens it (weapp) or saves it (H5). */
  async open(id: number, file: ContractFile, fileName: string): Promise<void> {
    const token = readToken();
    if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
    const url = buildUrl(`contracts/${id}/${file}`);
    if (process.env.TARO_ENV === 'h5') {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.includes('json')) {
        const body = (await response.json().catch(() => ({}))) as { msg?: string };
        throw new RequestError(body.msg || t(MSG.errors.requestFailed), 'refused');
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.dataset.testid = 'contract-download';
      document.body.appendChild(link);
      link.click();
      setTimeout(() => {
        URL.revokeObjectURL(link.href);
        link.remove();
      }, 30_000);
      return;
    }
    const result = await Taro.downloadFile({ url, header: { Authorization: `Bearer ${token}` } });
    if (result.statusCode !== 200) throw new RequestError(t(MSG.errors.requestFailed), 'http', result.statusCode);
    await Taro.openDocument({ filePath: result.tempFilePath, showMenu: true });
  },
};
