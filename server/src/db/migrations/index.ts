/**
 * Every migration, in order. To add one: create `NNNN_<what>.ts` exporting `(dialect) => Migration`
 * and append it here. Never edit a migration that has shipped; write a new one.
 */
import type { Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { foundation } from './0001_foundation';

export function allMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '0001_foundation': foundation(dialect),
  };
}
