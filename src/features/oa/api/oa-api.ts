/**
 * Office-admin calls (server/src/modules/oa/oa.routes.ts; shapes from common/oa.ts). The roster's .xlsx goes
 * out as a download and comes back as a multipart upload.
 */
import Taro from '@tarojs/taro';
import type {
  AccessLogRow,
  ImportReport,
  MemberBody,
  ProjectBody,
  ProjectDetail,
  ProjectRow,
  StaffBody,
  StaffDetail,
  StaffRow,
  StaffStatus,
  StaffUpdateBody,
} from '@common/oa';
import type { ProjectStatus } from '@common/constants';
import { MSG } from '@common/messages';
import { t } from '@/lib/i18n';
import { api, buildUrl, RequestError } from '@/lib/request';
import { readToken } from '@/lib/session';
import { upload } from '@/lib/upload';

export interface StaffQuery {
  keyword?: string;
  position?: string;
  department?: string;
  status?: StaffStatus;
}

export const oaApi = {
  staff: (query: StaffQuery, pageNum: number) => api.list<StaffRow>('oa/staff', { ...query, pageNum, pageSize: 10 }),
  facets: () => api.get<{ positions: string[]; departments: string[] }>('oa/staff/facets'),
  staffDetail: (id: number) => api.get<StaffDetail>(`oa/staff/${id}`),
  prefill: (contractId: number) => api.get<Partial<StaffBody>>('oa/staff/prefill', { contractId }),
  createStaff: (body: StaffBody) => api.post<{ id: number }>('oa/staff', body),
  updateStaff: (id: number, body: StaffUpdateBody) => api.put<{ id: number }>(`oa/staff/${id}`, body),
  setStatus: (id: number, status: StaffStatus) => api.post<{ id: number }>(`oa/staff/${id}/status`, { status }),
  verify: (id: number) => api.post<{ id: number }>(`oa/staff/${id}/verify`),
  removeStaff: (id: number) => api.delete<{ id: number }>(`oa/staff/${id}`),
  reveal: (id: number, reason: string) => api.post<{ idNumber: string }>(`oa/staff/${id}/reveal`, { reason }),
  photoLink: (id: number, side: 'front' | 'back') =>
    api.get<{ url: string; expiresAt: string }>(`oa/staff/${id}/photos/${side}`),
  uploadPhoto: (filePath: string, fileName: string, size: number, onProgress: (p: number) => void) =>
    upload({
      url: 'oa/staff/photos',
      filePath,
      fileName,
      size,
      image: true,
      onProgress,
      showProgress: false,
    }) as unknown as Promise<{ key: string }>,
  accessLog: (pageNum: number) => api.list<AccessLogRow>('oa/access-log', { pageNum, pageSize: 10 }),
  importRoster: (filePath: string, fileName: string) =>
    upload({ url: 'oa/staff/import', filePath, fileName }) as unknown as Promise<ImportReport>,

  /** Downloads the roster (.xlsx): saved by the browser on H5, opened on weapp. */
  async exportRoster(): Promise<void> {
    const token = readToken();
    if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
    const url = buildUrl('oa/staff/export');
    if (process.env.TARO_ENV === 'h5') {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
        throw new RequestError(t(MSG.errors.requestFailed), 'refused');
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = '花名册.xlsx';
      document.body.appendChild(link);
      link.click();
      setTimeout(() => link.remove(), 30_000);
      return;
    }
    const result = await Taro.downloadFile({ url, header: { Authorization: `Bearer ${token}` } });
    await Taro.openDocument({ filePath: result.tempFilePath, fileType: 'xlsx', showMenu: true });
  },

  projects: (status?: ProjectStatus) => api.get<ProjectRow[]>('oa/projects', { status }),
  project: (id: number) => api.get<ProjectDetail>(`oa/projects/${id}`),
  createProject: (body: ProjectBody) => api.post<{ id: number }>('oa/projects', body),
  updateProject: (id: number, body: ProjectBody) => api.put<{ id: number }>(`oa/projects/${id}`, body),
  endProject: (id: number) => api.post<{ id: number }>(`oa/projects/${id}/end`),
  removeProject: (id: number) => api.delete<{ id: number }>(`oa/projects/${id}`),
  addMember: (id: number, body: MemberBody) => api.post<{ id: number }>(`oa/projects/${id}/members`, body),
  removeMember: (id: number, staffId: number) => api.delete<{ id: number }>(`oa/projects/${id}/members/${staffId}`),
};
