/** Every query on staff records and the company's access log. */
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { StaffAccessLogTable, StaffTable } from '../../db/types';

type Window = { limit: number; offset: number };

export type StaffColumns = Omit<Updateable<StaffTable>, 'id' | 'company_id' | 'created_at'>;

export interface StaffFilter {
  /** A name fragment. */
  name?: string;
  /** Blind indexes of a typed phone or ID number (exact matches), or of a phone's last 4 digits. */
  phoneIndex?: string;
  phoneTailIndex?: string;
  idNumberIndex?: string;
  /** Leaves out the members of this project (the member picker). */
  excludeProject?: number;
  position?: string;
  department?: string;
  status?: 'active' | 'left';
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createStaffRepository(db: Db) {
  function filtered(companyId: number, filter: StaffFilter) {
    let query = db.selectFrom('staff').where('company_id', '=', companyId);
    const any: Array<ReturnType<typeof sql<SqlBool>>> = [];
    if (filter.name) any.push(sql<SqlBool>`name like ${`%${likeEscape(filter.name)}%`} escape ${'\\'}`);
    if (filter.phoneIndex) any.push(sql<SqlBool>`phone_index = ${filter.phoneIndex}`);
    if (filter.phoneTailIndex) any.push(sql<SqlBool>`phone_tail_index = ${filter.phoneTailIndex}`);
    if (filter.idNumberIndex) any.push(sql<SqlBool>`id_number_index = ${filter.idNumberIndex}`);
    if (any.length) query = query.where(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
    if (filter.excludeProject) {
      const projectId = filter.excludeProject;
      query = query.where('id', 'not in', (eb) =>
        eb.selectFrom('project_members').select('staff_id').where('project_id', '=', projectId),
      );
    }
    if (filter.position) query = query.where('position', '=', filter.position);
    if (filter.department) query = query.where('department', '=', filter.department);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query;
  }

  return {
    async list(companyId: number, filter: StaffFilter, window: Window) {
      const [rows, counted] = await Promise.all([
        filtered(companyId, filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        filtered(companyId, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    async all(companyId: number) {
      return db.selectFrom('staff').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
    },

    async find(companyId: number, id: number) {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Records without the index of their phone's last digits (written before 0019, or by an older instance). */
    async withoutPhoneTail(companyId: number) {
      return db
        .selectFrom('staff')
        .select(['id', 'phone'])
        .where('company_id', '=', companyId)
        .where('phone_tail_index', 'is', null)
        .execute();
    },

    async byIdNumber(companyId: number, idNumberIndex: string) {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id_number_index', '=', idNumberIndex)
        .executeTakeFirst();
    },

    async insert(companyId: number, values: StaffColumns & Pick<StaffTable, 'name'>, now: string): Promise<number> {
      const row = await db
        .insertInto('staff')
        .values({ ...values, company_id: companyId, created_at: now, updated_at: now } as Insertable<StaffTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(companyId: number, id: number, values: StaffColumns): Promise<boolean> {
      const result = await db
        .updateTable('staff')
        .set(values)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(companyId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('staff')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Distinct positions and departments of the company (the list's filters). */
    async facets(companyId: number) {
      const rows = await db
        .selectFrom('staff')
        .select(['position', 'department'])
        .where('company_id', '=', companyId)
        .execute();
      return {
        positions: [...new Set(rows.map((row) => row.position))].sort(),
        departments: [...new Set(rows.map((row) => row.department).filter(Boolean))].sort(),
      };
    },

    /** Records whose photos are past retention: verified before `before`, a photo still kept. */
    async photosPastRetention(before: string, limit: number) {
      return db
        .selectFrom('staff')
        .select(['id', 'company_id', 'id_front_key', 'id_back_key'])
        .where('verified_at', '<=', before)
        .where((eb) => eb.or([eb('id_front_key', 'is not', null), eb('id_back_key', 'is not', null)]))
        .limit(limit)
        .execute();
    },

    async log(entry: Omit<Insertable<StaffAccessLogTable>, 'created_at'>, now: string) {
      await db
        .insertInto('staff_access_log')
        .values({ ...entry, created_at: now })
        .execute();
    },

    async accessLog(companyId: number, window: Window) {
      const query = db.selectFrom('staff_access_log').where('company_id', '=', companyId);
      const [rows, counted] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },
  };
}

export type StaffRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof createStaffRepository>['find']>>>;
