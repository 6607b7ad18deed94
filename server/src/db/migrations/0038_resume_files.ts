import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

/**
 * Resume files (附件简历, common/resume-files.ts), written only by the resume module:
 * - `resume_files`: a seeker's uploaded PDF, DOC or DOCX (`source` 'upload', at most RESUME_FILES_MAX kept) and
 *   the PDFs of the online resume made when one was sent in chat (`source` 'online', never listed or counted).
 *   `file_key` names the blob under `private/resume-files/`; `deleted_at` is set when the owner deletes it (the
 *   blob goes then, the row stays so cards already sent read 'deleted'). `is_default` 0/1: one per seeker.
 * - `resume_file_grants`: which recruiter a file went to, and how: sent in chat (`conversation_id`) or attached
 *   to an application (`application_id`). One grant per file and conversation, one per file and application.
 */
export function resumeFilesMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('resume_files'), dialect)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('file_key', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('upload'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await sql`create index resume_files_user on resume_files (user_id, source)`.execute(db);
      await sql`create unique index resume_files_key on resume_files (file_key)`.execute(db);

      await withId(db.schema.createTable('resume_file_grants'), dialect)
        .addColumn('file_id', 'integer', (c) => c.notNull().references('resume_files.id').onDelete('cascade'))
        .addColumn('recruiter_user_id', 'integer', userRef)
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('conversation_id', 'integer')
        .addColumn('application_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index resume_file_grants_file on resume_file_grants (file_id, recruiter_user_id)`.execute(db);
      await sql`create index resume_file_grants_recruiter on resume_file_grants (recruiter_user_id)`.execute(db);
      await sql`create unique index resume_file_grants_chat on resume_file_grants (file_id, conversation_id)
        where via = 'chat'`.execute(db);
      await sql`create unique index resume_file_grants_application on resume_file_grants (file_id, application_id)
        where via = 'application'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('resume_file_grants').execute();
      await db.schema.dropTable('resume_files').execute();
    },
  };
}
