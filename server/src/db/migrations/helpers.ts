/**
 * Column helpers shared by migrations: the few spots where SQLite and PostgreSQL DDL differ.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DbDialect } from '../connect';

/** Auto-increment 32-bit integer primary key (numbers in JavaScript on both drivers). */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DbDialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_at / updated_at as ISO text (see db/types.ts). */
export function withTimestamps<T extends string>(table: CreateTableBuilder<T, never>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** Foreign key to users.id, removing dependants with the user. */
export function userRef(c: ColumnDefinitionBuilder) {
  return c.notNull().references('users.id').onDelete('cascade');
}
