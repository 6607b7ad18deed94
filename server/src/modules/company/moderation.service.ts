/**
 * What the reports module asks of companies (docs/decisions.md, "Reports and measures"): a reported
 * company's record as an operator reads it, whatever its status, and the company a user owns (an operator
 * never handles a report about their own company).
 */
import type { Db } from '../../db/connect';
import { createCompanyRepository } from './company.repository';

export function createCompanyModeration({ db }: { db: Db }) {
  const repo = createCompanyRepository(db);
  return {
    async record(id: number) {
      const row = await repo.findById(id);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        status: row.status,
        ownerUserId: row.owner_user_id,
        website: row.website,
        introduction: row.introduction,
        createdAt: row.created_at,
      };
    },

    async idOf(userId: number): Promise<number | undefined> {
      return (await repo.findByOwner(userId))?.id;
    },
  };
}

export type CompanyModeration = ReturnType<typeof createCompanyModeration>;
