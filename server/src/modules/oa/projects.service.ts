/**
 * A company's projects: period, introduction, content, logo, members (its staff, each with a post, at most
 * once: the unique index refuses a duplicate also when two requests race). The status follows the period in
 * China dates (to be started, in progress, ended) unless the project was ended early. Only the company's
 * recruiters reach them; creating needs a verified company.
 */
import { OA_MSG } from '@common/messages.oa';
import {
  projectNameKey,
  projectStatus,
  type MemberBody,
  type ProjectBody,
  type ProjectDetail,
  type ProjectRow,
} from '@common/oa';
import type { ProjectStatus } from '@common/constants';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { chinaDate } from '@common/china-time';
import { refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import { createProjectsRepository, type ProjectValues } from './projects.repository';
import { createStaffRepository } from './staff.repository';

const notFound = () => refuse(OA_MSG.projectNotFound);

/** The unique index over the company and the folded name (0019) refuses a second project of one name. */
const duplicateName = (error: unknown): never => {
  if (isUniqueViolation(error)) throw refuse(OA_MSG.duplicateProjectName);
  throw error;
};

export function createProjectsService(deps: { db: Db; clock: Clock; company: Pick<CompanyService, 'ownedBy'> }) {
  const { db, clock } = deps;
  const repo = createProjectsRepository(db);
  const staff = createStaffRepository(db);
  const nowIso = () => toIso(clock.now());
  const today = () => chinaDate(clock.now());

  async function companyOf(recruiterId: number, mustBeVerified = false) {
    const company = await deps.company.ownedBy(recruiterId);
    if (!company) throw notFound();
    if (mustBeVerified && company.status !== 'approved') throw refuse(OA_MSG.companyNotVerified);
    return company;
  }

  async function project(recruiterId: number, id: number) {
    const company = await companyOf(recruiterId);
    const row = await repo.find(company.id, id);
    if (!row) throw notFound();
    return { company, row, status: projectStatus(row.start_date, row.end_date, Boolean(row.ended_at), today()) };
  }

  const values = (body: ProjectBody): ProjectValues => ({
    name: body.name,
    name_key: projectNameKey(body.name),
    logo: body.logo ?? '',
    start_date: body.startDate,
    end_date: body.endDate,
    introduction: body.introduction,
    content: body.content ?? '',
  });

  return {
    async list(recruiterId: number, status: ProjectStatus | undefined): Promise<ProjectRow[]> {
      const company = await deps.company.ownedBy(recruiterId);
      if (!company) return [];
      return (await repo.all(company.id))
        .map((row) => ({
          id: row.id,
          name: row.name,
          logo: row.logo,
          startDate: row.start_date,
          endDate: row.end_date,
          introduction: row.introduction,
          status: projectStatus(row.start_date, row.end_date, Boolean(row.ended_at), today()),
          memberCount: Number(row.member_count),
        }))
        .filter((row) => !status || row.status === status);
    },

    async detail(recruiterId: number, id: number): Promise<ProjectDetail> {
      const { row, status } = await project(recruiterId, id);
      const members = await repo.members(id);
      return {
        id: row.id,
        name: row.name,
        logo: row.logo,
        startDate: row.start_date,
        endDate: row.end_date,
        introduction: row.introduction,
        content: row.content,
        status,
        endedEarly: Boolean(row.ended_at),
        memberCount: members.length,
        members: members.map((member) => ({
          staffId: member.staff_id,
          name: member.name,
          position: member.position,
          post: member.post,
          avatar: member.avatar,
          status: member.status,
        })),
      };
    },

    async create(recruiterId: number, body: ProjectBody) {
      const company = await companyOf(recruiterId, true);
      return { id: await repo.insert(company.id, values(body), nowIso()).catch(duplicateName) };
    },

    /**
     * Edits the project; another project's name is refused. An older duplicate (no key, 0019) saved under
     * its own name stays as it is: only renaming it gives it a key.
     */
    async update(recruiterId: number, id: number, body: ProjectBody) {
      const { company, row } = await project(recruiterId, id);
      const next = values(body);
      if (row.name_key === null && next.name_key === projectNameKey(row.name)) next.name_key = null;
      await repo.update(company.id, id, { ...next, updated_at: nowIso() }).catch(duplicateName);
      return { id };
    },

    /** Ends it before its end date (it then reads as ended whatever the period says). */
    async end(recruiterId: number, id: number) {
      const { company, status } = await project(recruiterId, id);
      if (status === 'ended') throw refuse(OA_MSG.projectEnded);
      await repo.update(company.id, id, { ended_at: nowIso(), updated_at: nowIso() });
      return { id, status: 'ended' as const };
    },

    async remove(recruiterId: number, id: number) {
      const { company } = await project(recruiterId, id);
      await repo.remove(company.id, id);
      return { id };
    },

    /** Adds a staff member of the company with a post; a second time is refused ('duplicate member'). */
    async addMember(recruiterId: number, id: number, body: MemberBody) {
      const { company, status } = await project(recruiterId, id);
      if (status === 'ended') throw refuse(OA_MSG.projectEnded);
      if (!(await staff.find(company.id, body.staffId))) throw refuse(OA_MSG.memberNotStaff);
      await repo.addMember(id, body.staffId, body.post, nowIso()).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refuse(MSG.validation.duplicateMember);
        throw error;
      });
      return { id, staffId: body.staffId };
    },

    async removeMember(recruiterId: number, id: number, staffId: number) {
      await project(recruiterId, id);
      if (!(await repo.removeMember(id, staffId))) throw refuse(OA_MSG.memberNotFound);
      return { id, staffId };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
