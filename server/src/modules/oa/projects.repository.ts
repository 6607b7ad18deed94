/** Every query on projects and their members. */
import type { Db } from '../../db/connect';

export interface ProjectValues {
  name: string;
  logo: string;
  start_date: string;
  end_date: string;
  introduction: string;
  content: string;
  /** The folded name (common/oa.ts projectNameKey), unique per company; null keeps an older duplicate's. */
  name_key: string | null;
}

export function createProjectsRepository(db: Db) {
  return {
    /** The company's projects with their member counts, newest first (status is computed by the caller). */
    async all(companyId: number) {
      return db
        .selectFrom('projects as p')
        .leftJoin('project_members as m', 'm.project_id', 'p.id')
        .select([
          'p.id',
          'p.name',
          'p.logo',
          'p.start_date',
          'p.end_date',
          'p.introduction',
          'p.content',
          'p.ended_at',
          (eb) => eb.fn.count<number>('m.id').as('member_count'),
        ])
        .where('p.company_id', '=', companyId)
        .groupBy([
          'p.id',
          'p.name',
          'p.logo',
          'p.start_date',
          'p.end_date',
          'p.introduction',
          'p.content',
          'p.ended_at',
        ])
        .orderBy('p.id', 'desc')
        .execute();
    },

    async find(companyId: number, id: number) {
      return db
        .selectFrom('projects')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(companyId: number, values: ProjectValues, now: string): Promise<number> {
      const row = await db
        .insertInto('projects')
        .values({ ...values, company_id: companyId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      companyId: number,
      id: number,
      values: Partial<ProjectValues> & { ended_at?: string; updated_at: string },
    ) {
      await db.updateTable('projects').set(values).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async remove(companyId: number, id: number) {
      await db.deleteFrom('projects').where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async members(projectId: number) {
      return db
        .selectFrom('project_members as m')
        .innerJoin('staff as s', 's.id', 'm.staff_id')
        .select(['m.staff_id', 'm.post', 's.name', 's.position', 's.avatar', 's.status'])
        .where('m.project_id', '=', projectId)
        .orderBy('m.id')
        .execute();
    },

    /** Adds a member; the unique index refuses a second row for the same staff member. */
    async addMember(projectId: number, staffId: number, post: string, now: string) {
      await db
        .insertInto('project_members')
        .values({ project_id: projectId, staff_id: staffId, post, created_at: now })
        .execute();
    },

    async removeMember(projectId: number, staffId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('project_members')
        .where('project_id', '=', projectId)
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
