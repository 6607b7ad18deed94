/**
 * The contract calls (server/src/modules/contracts/contracts.routes.ts; shapes from common/contracts.ts).
 * Files are downloaded with the session's token: on H5 as a Blob saved through a link, on weapp with
 * `downloadFile` and opened with `openDocument`.
 */
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
import { openProtectedFile } from '@/lib/download';
import { api, request } from '@/lib/request';
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
  open: (id: number, file: ContractFile, fileName: string) =>
    openProtectedFile(`contracts/${id}/${file}`, fileName, fileName.split('.').pop()),
};
