/**
 * Labour contracts (only new tables: works the same on a database that already holds data).
 * - contracts: one per offer at a time (the partial unique index `contracts_open_application` allows a new
 *   one once the last was refused, expired, withdrawn or abnormal). Party B's ID number and bank card are
 *   AES-256-GCM ciphertexts (core/field-cipher.ts); the other fields of the form are one JSON object.
 *   The names and dates the lists show and search are columns. Files (attachment, drawn signature, signed
 *   PDF) are private files of the contracts module, named here by key, never by a public URL.
 * - contract_events: the audit trail (event, actor, time, address, user agent, document hash); a
 *   provider's callback id is unique, so a repeated callback is recorded once.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function contractsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('contracts'), dialect)
          .addColumn('contract_no', 'text', (c) => c.notNull().unique())
          .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('seeker_user_id', 'integer', userRef)
          .addColumn('recruiter_user_id', 'integer', userRef)
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('party_a_name', 'text', (c) => c.notNull())
          .addColumn('party_b_name', 'text', (c) => c.notNull())
          .addColumn('party_b_position', 'text', (c) => c.notNull())
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('fields', 'text', (c) => c.notNull())
          .addColumn('party_b_id_number', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('bank_card', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('attachment_key', 'text')
          .addColumn('attachment_name', 'text')
          .addColumn('deadline', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('signed_at', 'text')
          .addColumn('reason', 'text')
          .addColumn('reminded_at', 'text')
          .addColumn('read_since', 'text')
          .addColumn('identity_failures', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('text_hash', 'text')
          .addColumn('signature_key', 'text')
          .addColumn('pdf_key', 'text')
          .addColumn('pdf_hash', 'text')
          .addColumn('provider', 'text', (c) => c.notNull().defaultTo('builtin')),
      ).execute();
      await sql`create unique index contracts_open_application on contracts (application_id) where status in ('draft', 'sent', 'signed')`.execute(
        db,
      );
      await db.schema
        .createIndex('contracts_company')
        .on('contracts')
        .columns(['company_id', 'updated_at desc'])
        .execute();
      await db.schema
        .createIndex('contracts_seeker')
        .on('contracts')
        .columns(['seeker_user_id', 'updated_at desc'])
        .execute();
      // The sweep: sent contracts by deadline.
      await sql`create index contracts_sent_deadline on contracts (deadline) where status = 'sent'`.execute(db);

      await withId(db.schema.createTable('contract_events'), dialect)
        .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('document_hash', 'text')
        .addColumn('provider_event_id', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contract_events_contract')
        .on('contract_events')
        .columns(['contract_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contract_events').execute();
      await db.schema.dropTable('contracts').execute();
    },
  };
}
