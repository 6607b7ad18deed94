/** The companies table: the recruiter's own company and the operators' review. */
import type { Db } from '../../db/connect';
import type { CompaniesTable, CompanyStatus } from '../../db/types';

/** The columns `PUT company` writes. */
export interface CompanyWrite {
  name: string;
  website: string;
  contact_phone: string;
  region_code: string;
  address_detail: string;
  size: NonNullable<CompaniesTable['size']>;
  type: NonNullable<CompaniesTable['type']>;
  slogan: string;
  introduction: string;
  logo: string;
  business_license: string;
  seal_letter: string;
  links: string;
  accept_terms: number;
  accept_authorization: number;
}

export function createCompanyRepository(db: Db) {
  return {
    /**
     * The company the user recruits for: the one they created, or the one whose join request was approved
     * (0030; a user belongs to at most one).
     */
    async findByOwner(userId: number) {
      return db
        .selectFrom('companies')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('owner_user_id', '=', userId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('company_join_requests')
                .select('company_id')
                .where('user_id', '=', userId)
                .where('status', '=', 'approved'),
            ),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst();
    },

    async findById(id: number) {
      return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Names and logos of companies (谁看过我 lists the companies that viewed a resume). */
    async briefs(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('companies').select(['id', 'name', 'logo']).where('id', 'in', ids).execute();
    },

    async insert(ownerId: number, values: CompanyWrite, now: string): Promise<number> {
      const row = await db
        .insertInto('companies')
        .values({ ...values, owner_user_id: ownerId, status: 'draft', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes the record; `status` moves it (an approved company whose name or documents changed). */
    async update(
      id: number,
      values: CompanyWrite,
      now: string,
      status?: { status: CompanyStatus; submitted_at: string },
    ): Promise<void> {
      await db
        .updateTable('companies')
        .set({ ...values, ...(status ? { ...status, review_reason: null } : {}), updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** draft / audit_failed -> under_review. Answers whether it happened. */
    async submit(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('companies')
        .set({ status: 'under_review', submitted_at: now, review_reason: null, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['draft', 'audit_failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Companies by status for operators: the queue oldest submission first, others newest first. */
    async listForReview(status: CompanyStatus, window: { limit: number; offset: number }) {
      const query = db
        .selectFrom('companies as c')
        .innerJoin('users as u', 'u.id', 'c.owner_user_id')
        .where('c.status', '=', status);
      const direction = status === 'under_review' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        query
          .selectAll('c')
          .select('u.nickname as owner_nickname')
          .orderBy(status === 'under_review' ? 'c.submitted_at' : 'c.updated_at', direction)
          .orderBy('c.id', direction)
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** under_review -> approved / audit_failed. Answers whether it happened. */
    async review(
      id: number,
      result: 'approved' | 'audit_failed',
      reason: string | null,
      now: string,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('companies')
        .set({ status: result, review_reason: reason, reviewed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'under_review')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
export type CompanyRow = NonNullable<Awaited<ReturnType<CompanyRepository['findById']>>>;
