/**
 * Office-admin calls that a screen shares or that compose more than one step (each call's shapes come from
 * common/oa.ts through `@/api/oa`; screens call the rest directly). The roster's .xlsx goes out as a
 * download and comes back as a multipart upload.
 */
import { MAX_PAGE_SIZE } from '@common/constants';
import type { StaffQuery } from '@common/oa';
import * as oa from '@/api/oa';
import { call } from '@/lib/call';
import { openProtectedFile } from '@/lib/download';
import { upload } from '@/lib/upload';

export const oaApi = {
  /** A page of the roster. A POST: the keyword may be a phone or ID number, which must not travel in a URL. */
  staffPage: (query: StaffQuery, pageNum: number) => call(oa.staffSearch, { ...query, pageNum, pageSize: 10 }),
  /** The member picker's staff: active, not in the project yet, as many as a page holds (50). */
  pickableStaff: async (projectId: number) =>
    (await call(oa.staffSearch, { status: 'active', excludeProject: projectId, pageNum: 1, pageSize: MAX_PAGE_SIZE }))
      .rows,
  accessLogPage: (pageNum: number) => call(oa.accessLog, { pageNum, pageSize: 10 }),

  /** Downloads the roster (.xlsx): saved by the browser on H5, opened on weapp. */
  exportRoster: () => openProtectedFile(oa.exportRoster, {}, '花名册.xlsx', 'xlsx'),
  importRoster: (file: { path: string; name: string }) =>
    upload({ endpoint: oa.importRoster, filePath: file.path, fileName: file.name }),
};
