import type { Db } from '../../db/connect';

/** Columns a public list or detail shows, joined with the company. */
function publicColumns(db: Db) {
  return db
    .selectFrom('positions as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.id',
      'p.title',
      'p.job_type',
      'p.industry',
      'p.education',
      'p.gender',
      'p.experience',
      'p.requirements',
      'p.working_hours',
      'p.form',
      'p.region_code',
      'p.address_detail',
      'p.recruit_start',
      'p.recruit_end',
      'p.headcount',
      'p.responsibilities',
      'p.conditions',
      'p.salary_min',
      'p.salary_max',
      'p.status',
      'p.refreshed_at',
      'p.updated_at',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo as company_logo',
      'c.size as company_size',
      'c.type as company_type',
    ]);
}

export type PositionRecord = Awaited<ReturnType<ReturnType<typeof createPositionsRepository>['findApproved']>>;

export function createPositionsRepository(db: Db) {
  return {
    /**
     * Approved positions, newest first by id (the primary key index serves the order). A keyword
     * matches the title; the character-split full-text index of the Positions issue replaces this.
     */
    async listApproved({ keyword, limit, offset }: { keyword?: string; limit: number; offset: number }) {
      let query = publicColumns(db).where('p.status', '=', 'approved');
      if (keyword) query = query.where('p.title', 'like', `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      const rows = await query.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
      let countQuery = db.selectFrom('positions as p').where('p.status', '=', 'approved');
      if (keyword) countQuery = countQuery.where('p.title', 'like', `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      const { total } = await countQuery.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    async findApproved(id: number) {
      return publicColumns(db).where('p.id', '=', id).where('p.status', '=', 'approved').executeTakeFirst();
    },
  };
}
