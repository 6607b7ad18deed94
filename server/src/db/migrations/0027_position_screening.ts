import type { Kysely, Migration } from 'kysely';

/**
 * Screening postings before review (issue 33, part 2): `positions.screening` keeps what the screening of
 * the position's texts sent to review (JSON of common/screening/findings.ts `ScreeningFinding[]`, the words
 * to highlight for the operator), written with each create and edit by the positions module; null when
 * nothing was found. Positions saved before this migration have none until they are edited.
 */
export function positionScreeningMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('positions').addColumn('screening', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('positions').dropColumn('screening').execute();
    },
  };
}
