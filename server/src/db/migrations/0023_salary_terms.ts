import type { Kysely, Migration } from 'kysely';

/**
 * Salary as people write it (issue 30, part 2), on positions, written only by the positions module:
 * - `salary_unit`: 'month' | 'day' | 'hour' (day and hour for part-time); salary_min / salary_max are yuan
 *   per this unit.
 * - `salary_months`: months of pay a year for monthly pay (13薪), 12 to 24; 12 for other units.
 * - `negotiable`: 面议 (1), the range then null (a null range already matched every salary filter).
 * Existing rows take the defaults: monthly, 12 months, not negotiable, which is what they stated.
 */
const COLUMNS = ['salary_unit', 'salary_months', 'negotiable'];

export function salaryTermsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('positions')
        .addColumn('salary_unit', 'text', (c) => c.notNull().defaultTo('month'))
        .execute();
      await db.schema
        .alterTable('positions')
        .addColumn('salary_months', 'integer', (c) => c.notNull().defaultTo(12))
        .execute();
      await db.schema
        .alterTable('positions')
        .addColumn('negotiable', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const name of COLUMNS) await db.schema.alterTable('positions').dropColumn(name).execute();
    },
  };
}
