/**
 * The only SQL of the reports tables (reports, report_measures, report_audit; migration 0031). Create it on
 * a transaction's handle (`tx.db`) for writes that belong together.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ReportAuditTable, ReportMeasuresTable, ReportsTable } from '../../db/types';

type Window = { limit: number; offset: number };

export function createReportsRepository(db: Db) {
  return {
    async insertReport(values: Insertable<ReportsTable>): Promise<number> {
      const row = await db.insertInto('reports').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async findReport(id: number) {
      return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A reporter's reports, newest first. */
    async listMine(userId: number, window: Window) {
      const query = db.selectFrom('reports').where('reporter_user_id', '=', userId);
      const [rows, counted] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** The queue: open ones flagged first, then oldest first; handled ones newest decision first. */
    async queue(status: string, window: Window) {
      const query = db.selectFrom('reports').where('status', '=', status);
      let ordered = query.selectAll();
      ordered =
        status === 'open'
          ? ordered.orderBy('flagged', 'desc').orderBy('created_at', 'asc').orderBy('id', 'asc')
          : ordered.orderBy('handled_at', 'desc').orderBy('id', 'desc');
      const [rows, counted] = await Promise.all([
        ordered.limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** Different seekers who reported `userId` since `since`. */
    async seekersReporting(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.count<number>('reporter_user_id').distinct().as('n'))
        .where('reported_user_id', '=', userId)
        .where('reporter_side', '=', 'seeker')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the open reports of seekers about `userId` since `since` as counted in an automatic mute. */
    async flagSince(userId: number, since: string): Promise<void> {
      await db
        .updateTable('reports')
        .set({ flagged: 1 })
        .where('reported_user_id', '=', userId)
        .where('reporter_side', '=', 'seeker')
        .where('status', '=', 'open')
        .where('created_at', '>=', since)
        .execute();
    },

    /** Other reports about the same account or company, newest first. */
    async earlier(report: { id: number; reported_user_id: number | null; company_id: number | null }, limit: number) {
      return db
        .selectFrom('reports')
        .selectAll()
        .where('id', '!=', report.id)
        .where((eb) =>
          eb.or([
            ...(report.reported_user_id !== null ? [eb('reported_user_id', '=', report.reported_user_id)] : []),
            ...(report.company_id !== null ? [eb('company_id', '=', report.company_id)] : []),
            eb.lit(false),
          ]),
        )
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** open -> dismissed | actioned with the operator's action and reason; answers whether it happened. */
    async decide(id: number, status: string, outcome: string, reason: string, operatorId: number, now: string) {
      const result = await db
        .updateTable('reports')
        .set({ status, outcome, outcome_reason: reason, handled_by: operatorId, handled_at: now })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // ---- Measures ----------------------------------------------------------------------------------------

    async insertMeasure(values: Insertable<ReportMeasuresTable>): Promise<number> {
      const row = await db.insertInto('report_measures').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async findMeasure(id: number) {
      return db.selectFrom('report_measures').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Measures in force on a user at `now` (not lifted, not over), oldest first; `kind` narrows. */
    async inForce(userId: number, now: string, kind?: string) {
      let query = db
        .selectFrom('report_measures')
        .selectAll()
        .where('user_id', '=', userId)
        .where('lifted_at', 'is', null)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]));
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('id').execute();
    },

    /** Lifts a measure not lifted yet; answers whether it happened. */
    async lift(id: number, operatorId: number | null, reason: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('report_measures')
        .set({ lifted_at: now, lifted_by: operatorId, lift_reason: reason })
        .where('id', '=', id)
        .where('lifted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setUndo(id: number, undo: string): Promise<void> {
      await db.updateTable('report_measures').set({ undo }).where('id', '=', id).execute();
    },

    // ---- Audit -------------------------------------------------------------------------------------------

    async audit(values: Insertable<ReportAuditTable>): Promise<void> {
      await db.insertInto('report_audit').values(values).execute();
    },

    /** The audit rows of a report and of its reported account, oldest first. */
    async auditOf(reportId: number, subjectUserId: number | null, limit: number) {
      return db
        .selectFrom('report_audit')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('report_id', '=', reportId),
            ...(subjectUserId !== null ? [eb('subject_user_id', '=', subjectUserId)] : []),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    // ---- Leaving -----------------------------------------------------------------------------------------

    async filedBy(userId: number) {
      return db.selectFrom('reports').selectAll().where('reporter_user_id', '=', userId).orderBy('id').execute();
    },

    async forgetFiledBy(userId: number): Promise<void> {
      await db.deleteFrom('reports').where('reporter_user_id', '=', userId).execute();
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
