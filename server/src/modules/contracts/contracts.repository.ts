/**
 * Every query on contracts and their audit trail. Transitions are conditional UPDATEs (`from` statuses in
 * the WHERE), so two requests racing on one contract cannot both move it.
 */
import type { ContractStatus } from '@common/constants';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ContractEventsTable, ContractsTable } from '../../db/types';

type Window = { limit: number; offset: number };

/** Whose contracts a list shows: a company's (its recruiters) or a seeker's (Party B). */
export type ContractScope = { companyId: number } | { seekerId: number };

export interface ContractInsert {
  application_id: number;
  company_id: number;
  seeker_user_id: number;
  recruiter_user_id: number;
  kind: ContractsTable['kind'];
  party_a_name: string;
  party_b_name: string;
  party_b_position: string;
  start_date: string;
  end_date: string;
  fields: string;
  party_b_id_number: string;
  bank_card: string;
  provider: 'builtin' | 'asign';
}

export type ContractChanges = Omit<Updateable<ContractsTable>, 'id' | 'created_at' | 'contract_no'>;

export interface ContractEventInsert {
  contract_id: number;
  event: string;
  actor: ContractEventsTable['actor'];
  actor_user_id?: number | null;
  ip?: string;
  user_agent?: string;
  document_hash?: string | null;
  provider_event_id?: string | null;
}

export function createContractsRepository(db: Db) {
  function scoped(scope: ContractScope, statuses: readonly ContractStatus[] | undefined, keyword: string | undefined) {
    let query = db.selectFrom('contracts');
    query =
      'companyId' in scope
        ? query.where('company_id', '=', scope.companyId)
        : query.where('seeker_user_id', '=', scope.seekerId).where('status', '!=', 'draft');
    if (statuses) query = query.where('status', 'in', statuses);
    if (keyword) {
      // Names: a plain substring match, escaped (a name never holds the wildcard characters otherwise).
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('party_b_name', 'like', eb.val(pattern)),
          eb('party_a_name', 'like', eb.val(pattern)),
          eb('party_b_position', 'like', eb.val(pattern)),
        ]),
      );
    }
    return query;
  }

  return {
    async insert(values: ContractInsert, now: string, contractNo: (id: number) => string): Promise<number> {
      const row = await db
        .insertInto('contracts')
        .values({
          ...values,
          // A unique placeholder until the number, which is built from the id, is known.
          contract_no: `pending-${now}-${Math.random().toString(36).slice(2)}`,
          status: 'draft',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('contracts')
        .set({ contract_no: contractNo(row.id) })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    },

    async find(id: number) {
      return db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByNo(contractNo: string) {
      return db.selectFrom('contracts').selectAll().where('contract_no', '=', contractNo).executeTakeFirst();
    },

    /** The open (draft, sent or signed) contract of each of these applications. */
    async openOf(applicationIds: number[]): Promise<Map<number, number>> {
      if (!applicationIds.length) return new Map();
      const rows = await db
        .selectFrom('contracts')
        .select(['id', 'application_id'])
        .where('application_id', 'in', applicationIds)
        .where('status', 'in', ['draft', 'sent', 'signed'])
        .execute();
      return new Map(rows.map((row) => [row.application_id, row.id]));
    },

    /** The newest contract Party B can see (not a draft) of each of these applications of the seeker. */
    /** The application's newest contract (drafts too unless `sentOnly`), or undefined. */
    async newestOf(applicationId: number, sentOnly: boolean) {
      let query = db
        .selectFrom('contracts')
        .select(['id', 'status'])
        .where('application_id', '=', applicationId)
        .orderBy('id', 'desc')
        .limit(1);
      if (sentOnly) query = query.where('status', '!=', 'draft');
      return query.executeTakeFirst();
    },

    async latestSentOf(seekerId: number, applicationIds: number[]) {
      if (!applicationIds.length) return new Map<number, { id: number; contract_no: string; status: ContractStatus }>();
      const rows = await db
        .selectFrom('contracts')
        .select(['id', 'application_id', 'contract_no', 'status'])
        .where('seeker_user_id', '=', seekerId)
        .where('application_id', 'in', applicationIds)
        .where('status', '!=', 'draft')
        .orderBy('id')
        .execute();
      return new Map(rows.map((row) => [row.application_id, row]));
    },

    async list(
      scope: ContractScope,
      statuses: readonly ContractStatus[] | undefined,
      keyword: string | undefined,
      window: Window,
    ) {
      const [rows, counted] = await Promise.all([
        scoped(scope, statuses, keyword)
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        scoped(scope, statuses, keyword)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** How many contracts of the scope are in each status (matching the keyword). */
    async countByStatus(scope: ContractScope, keyword: string | undefined): Promise<Map<ContractStatus, number>> {
      const rows = await scoped(scope, undefined, keyword)
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.n)]));
    },

    /** Changes a contract only while it is in one of `from`; answers whether it did. */
    async update(id: number, from: readonly ContractStatus[], changes: ContractChanges): Promise<boolean> {
      const result = await db
        .updateTable('contracts')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Counts a failed identity check; answers the new count. */
    async addIdentityFailure(id: number, now: string): Promise<number> {
      await db
        .updateTable('contracts')
        .set((eb) => ({ identity_failures: eb('identity_failures', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .execute();
      const row = await db.selectFrom('contracts').select('identity_failures').where('id', '=', id).executeTakeFirst();
      return row?.identity_failures ?? 0;
    },

    /** Remembers when Party B first opened the sent text. */
    async markRead(id: number, now: string): Promise<void> {
      await db
        .updateTable('contracts')
        .set({ read_since: now })
        .where('id', '=', id)
        .where('read_since', 'is', null)
        .execute();
    },

    async addEvent(event: ContractEventInsert, now: string): Promise<void> {
      await db
        .insertInto('contract_events')
        .values({ ...event, created_at: now })
        .execute();
    },

    async events(contractId: number) {
      return db.selectFrom('contract_events').selectAll().where('contract_id', '=', contractId).orderBy('id').execute();
    },

    /** Whether a provider callback with this id was recorded already. */
    async hasProviderEvent(providerEventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('contract_events')
        .select('id')
        .where('provider_event_id', '=', providerEventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Sent contracts whose deadline has passed, oldest deadline first (the expiry sweep). */
    async pastDeadline(now: string, limit: number) {
      return db
        .selectFrom('contracts')
        .selectAll()
        .where('status', '=', 'sent')
        .where('deadline', '<=', now)
        .orderBy('deadline')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Sent contracts whose deadline falls after `from` and by `until`, not reminded yet. */
    async dueForReminder(from: string, until: string, limit: number) {
      return db
        .selectFrom('contracts')
        .selectAll()
        .where('status', '=', 'sent')
        .where('reminded_at', 'is', null)
        .where('deadline', '>', from)
        .where('deadline', '<=', until)
        .orderBy('deadline')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async markReminded(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('contracts')
        .set({ reminded_at: now })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
export type ContractRecord = NonNullable<Awaited<ReturnType<ContractsRepository['find']>>>;
