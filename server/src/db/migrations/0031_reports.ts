import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { withId } from './helpers';

/**
 * Reports that end somewhere, written only by the reports module
 * (server/src/modules/reports; docs/decisions.md, "Reports and measures"):
 * - `reports`: what a user reported (a conversation, a position or a company), about whom, with the reason,
 *   a note and private screenshots (JSON array of `/api/documents/<key>` references); open until an operator
 *   dismisses it or acts on it (`outcome`, `outcome_reason`). `flagged`: counted in an automatic mute (the
 *   queue shows those first).
 * - `report_measures`: what was done to an account: a warning, a chat mute until a time (or, set by the
 *   automatic guard, until an operator looks), a position taken down, an account suspended; `undo` keeps what
 *   lifting it restores (the positions' statuses before).
 * - `report_audit`: every action, by whom (null: the automatic guard), on which report or measure, and why.
 * The rows of `chat_reports` (0009) move into `reports` as conversation reports, and the table goes.
 */
export function reportsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('reports'), dialect)
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('message_id', 'integer')
        .addColumn('reporter_user_id', 'integer', (c) => c.notNull())
        .addColumn('reporter_side', 'text')
        .addColumn('reported_user_id', 'integer')
        .addColumn('company_id', 'integer')
        .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('outcome', 'text')
        .addColumn('outcome_reason', 'text')
        .addColumn('handled_by', 'integer')
        .addColumn('handled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The queue: by status, flagged first, oldest first.
      await db.schema
        .createIndex('reports_queue')
        .on('reports')
        .columns(['status', 'flagged', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('reports_reporter').on('reports').columns(['reporter_user_id', 'id']).execute();
      // The automatic guard counts the reporters of a user in a window; earlier reports of a user.
      await db.schema
        .createIndex('reports_reported')
        .on('reports')
        .columns(['reported_user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('reports_company').on('reports').columns(['company_id', 'created_at']).execute();

      await withId(db.schema.createTable('report_measures'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('report_id', 'integer')
        .addColumn('position_id', 'integer')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('until', 'text')
        .addColumn('auto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('undo', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('lifted_at', 'text')
        .addColumn('lifted_by', 'integer')
        .addColumn('lift_reason', 'text')
        .execute();
      await db.schema
        .createIndex('report_measures_user')
        .on('report_measures')
        .columns(['user_id', 'kind', 'lifted_at'])
        .execute();

      await withId(db.schema.createTable('report_audit'), dialect)
        .addColumn('report_id', 'integer')
        .addColumn('measure_id', 'integer')
        .addColumn('operator_user_id', 'integer')
        .addColumn('subject_user_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('report_audit_report').on('report_audit').columns(['report_id', 'id']).execute();
      await db.schema
        .createIndex('report_audit_subject')
        .on('report_audit')
        .columns(['subject_user_id', 'id'])
        .execute();

      // chat_reports -> reports (a conversation's subject is its position and company, as chat showed them).
      await sql`insert into reports (target_type, target_id, reporter_user_id, reporter_side, reported_user_id,
          company_id, subject, reason, note, status, created_at)
        select 'conversation', r.conversation_id, r.reporter_user_id,
          case when r.reporter_user_id = c.seeker_user_id then 'seeker' else 'recruiter' end,
          r.reported_user_id, c.company_id, c.position_title || ' · ' || c.company_name, r.reason, r.detail,
          'open', r.created_at
        from chat_reports r join conversations c on c.id = r.conversation_id
        order by r.id`.execute(db);
      await db.schema.dropTable('chat_reports').execute();
    },

    async down(db: Kysely<unknown>) {
      await withId(db.schema.createTable('chat_reports'), dialect)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('reporter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reported_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into chat_reports (conversation_id, reporter_user_id, reported_user_id, reason, detail,
          status, created_at)
        select target_id, reporter_user_id, reported_user_id, reason, note,
          case when status = 'open' then 'open' else 'handled' end, created_at
        from reports
        where target_type = 'conversation' and reported_user_id is not null
          and target_id in (select id from conversations)
        order by id`.execute(db);
      await db.schema.dropTable('report_audit').execute();
      await db.schema.dropTable('report_measures').execute();
      await db.schema.dropTable('reports').execute();
    },
  };
}
