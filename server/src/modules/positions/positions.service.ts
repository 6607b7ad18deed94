import { MSG } from '@common/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { regionName } from '../regions/regions.service';
import { createPositionsRepository } from './positions.repository';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createPositionsRepository>['findApproved']>>>;

/** What the public list shows of a position. */
function toSummary(row: Row) {
  return {
    id: row.id,
    title: row.title,
    jobType: row.job_type,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogo: row.company_logo,
    regionCode: row.region_code ?? '',
    regionName: regionName(row.region_code),
    salaryMin: row.salary_min ?? 0,
    salaryMax: row.salary_max ?? 0,
    education: row.education,
    experience: row.experience,
    updatedAt: row.refreshed_at ?? row.updated_at,
  };
}

function toDetail(row: Row) {
  return {
    ...toSummary(row),
    industry: row.industry,
    gender: row.gender,
    requirements: row.requirements,
    workingHours: row.working_hours,
    form: row.form,
    addressDetail: row.address_detail,
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
    headcount: row.headcount,
    responsibilities: row.responsibilities,
    conditions: row.conditions,
    companySize: row.company_size,
    companyType: row.company_type,
  };
}

export type PositionSummary = ReturnType<typeof toSummary>;
export type PositionDetail = ReturnType<typeof toDetail>;

export function createPositionsService({ db }: { db: Db }) {
  const repo = createPositionsRepository(db);
  return {
    async list(query: { keyword?: string; limit: number; offset: number }) {
      const { rows, total } = await repo.listApproved(query);
      return { rows: rows.map(toSummary), total };
    },
    async detail(id: number): Promise<PositionDetail> {
      const row = await repo.findApproved(id);
      // 502 (not 404): the client shows 404 as "service does not exist".
      if (!row) throw new AppError(502, MSG.errors.positionNotFound);
      return toDetail(row);
    },
  };
}
