/** The only SQL of resume files (附件简历, migration 0038): the files and who they went to. */
import type { Selectable } from 'kysely';
import type { Db, DbDialect } from '../../db/connect';
import { lockedForUpdate } from '../../db/dialect';
import type { ResumeFilesTable } from '../../db/types';

export type ResumeFileRow = Selectable<ResumeFilesTable>;

export interface NewResumeFile {
  userId: number;
  name: string;
  kind: ResumeFileRow['kind'];
  size: number;
  fileKey: string;
  isDefault: boolean;
  source: ResumeFileRow['source'];
}

export interface NewGrant {
  fileId: number;
  recruiterUserId: number;
  via: 'chat' | 'application';
  conversationId?: number | null;
  applicationId?: number | null;
}

export function createResumeFilesRepository(db: Db) {
  return {
    /** The seeker's kept uploads (not deleted), the default first, then the newest. */
    async listUploads(userId: number): Promise<ResumeFileRow[]> {
      return db
        .selectFrom('resume_files')
        .selectAll()
        .where('user_id', '=', userId)
        .where('source', '=', 'upload')
        .where('deleted_at', 'is', null)
        .orderBy('is_default', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Holds the seeker's account row until the transaction ends (PostgreSQL; SQLite writes one at a time), so
     * two uploads at once count and pick the default one after the other.
     */
    async lockOwner(userId: number, dialect: DbDialect): Promise<void> {
      await lockedForUpdate(db.selectFrom('users').select('id').where('id', '=', userId), dialect).execute();
    },

    async countUploads(userId: number): Promise<number> {
      const row = await db
        .selectFrom('resume_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('source', '=', 'upload')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** A file by id, deleted or not. */
    async find(id: number): Promise<ResumeFileRow | undefined> {
      return db.selectFrom('resume_files').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Files by id, deleted or not. */
    async findMany(ids: number[]): Promise<ResumeFileRow[]> {
      if (!ids.length) return [];
      return db.selectFrom('resume_files').selectAll().where('id', 'in', ids).execute();
    },

    /** A file of the user that is not deleted. */
    async findOwn(userId: number, id: number): Promise<ResumeFileRow | undefined> {
      return db
        .selectFrom('resume_files')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async findByKey(fileKey: string): Promise<ResumeFileRow | undefined> {
      return db.selectFrom('resume_files').selectAll().where('file_key', '=', fileKey).executeTakeFirst();
    },

    async insert(file: NewResumeFile, now: string): Promise<ResumeFileRow> {
      return db
        .insertInto('resume_files')
        .values({
          user_id: file.userId,
          name: file.name,
          kind: file.kind,
          size: file.size,
          file_key: file.fileKey,
          is_default: file.isDefault ? 1 : 0,
          source: file.source,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async rename(id: number, name: string): Promise<void> {
      await db.updateTable('resume_files').set({ name }).where('id', '=', id).execute();
    },

    /** Makes `id` the user's one default upload. */
    async setDefault(userId: number, id: number): Promise<void> {
      await db
        .updateTable('resume_files')
        .set({ is_default: 0 })
        .where('user_id', '=', userId)
        .where('id', '!=', id)
        .where('is_default', '=', 1)
        .execute();
      await db.updateTable('resume_files').set({ is_default: 1 }).where('id', '=', id).execute();
    },

    async markDeleted(id: number, now: string): Promise<void> {
      await db.updateTable('resume_files').set({ deleted_at: now, is_default: 0 }).where('id', '=', id).execute();
    },

    /** Whether `recruiterUserId` was sent the file (in chat or with an application). */
    async hasGrant(fileId: number, recruiterUserId: number): Promise<boolean> {
      const row = await db
        .selectFrom('resume_file_grants')
        .select('id')
        .where('file_id', '=', fileId)
        .where('recruiter_user_id', '=', recruiterUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a grant; the same file in the same conversation or application again is no new row. */
    async grant(grant: NewGrant, now: string): Promise<void> {
      await db
        .insertInto('resume_file_grants')
        .values({
          file_id: grant.fileId,
          recruiter_user_id: grant.recruiterUserId,
          via: grant.via,
          conversation_id: grant.conversationId ?? null,
          application_id: grant.applicationId ?? null,
          created_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** The file attached to an application, if any (its newest grant via the application). */
    async fileOfApplication(applicationId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('resume_file_grants')
        .select('file_id')
        .where('via', '=', 'application')
        .where('application_id', '=', applicationId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.file_id;
    },

    // ---- Leaving ------------------------------------------------------------------------------------------

    /** Every file of the user (deleted ones too: their rows stay until the account goes). */
    async allOf(userId: number): Promise<ResumeFileRow[]> {
      return db.selectFrom('resume_files').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    /** The user's files and their grants, and the grants made to them as a recruiter. */
    async forget(userId: number): Promise<void> {
      const own = db.selectFrom('resume_files').select('id').where('user_id', '=', userId);
      await db
        .deleteFrom('resume_file_grants')
        .where((eb) => eb.or([eb('file_id', 'in', own), eb('recruiter_user_id', '=', userId)]))
        .execute();
      await db.deleteFrom('resume_files').where('user_id', '=', userId).execute();
    },
  };
}

export type ResumeFilesRepository = ReturnType<typeof createResumeFilesRepository>;
