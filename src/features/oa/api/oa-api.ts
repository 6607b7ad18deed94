/**
 * Office-admin calls (server/src/modules/oa/oa.routes.ts; shapes from common/oa.ts). The roster's .xlsx goes
 * out as a download and comes back as a multipart upload.
 */
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
import { openProtectedFile } from '@/lib/download';
import { api } from '@/lib/request';
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
  exportRoster: () => openProtectedFile('oa/staff/export', '花名册.xlsx', 'xlsx'),

  projects: (status?: ProjectStatus) => api.get<ProjectRow[]>('oa/projects', { status }),
  project: (id: number) => api.get<ProjectDetail>(`oa/projects/${id}`),
  createProject: (body: ProjectBody) => api.post<{ id: number }>('oa/projects', body),
  updateProject: (id: number, body: ProjectBody) => api.put<{ id: number }>(`oa/projects/${id}`, body),
  endProject: (id: number) => api.post<{ id: number }>(`oa/projects/${id}/end`),
  removeProject: (id: number) => api.delete<{ id: number }>(`oa/projects/${id}`),
  addMember: (id: number, body: MemberBody) => api.post<{ id: number }>(`oa/projects/${id}/members`, body),
  removeMember: (id: number, staffId: number) => api.delete<{ id: number }>(`oa/projects/${id}/members/${staffId}`),
};
