/**
 * Office admin, two lookups the first tables (0011) lacked:
 * - `staff.phone_tail_index`: a keyed hash of the phone's last 4 digits and the company (the field cipher's
 *   blind index under its own purpose, 'phone-tail'), so 4 typed digits find the staff whose phone ends
 *   with them without decrypting the table. A migration cannot compute it (the data key is the server's,
 *   not the database's): rows left null here, or written by an instance of the previous version while
 *   instances are replaced, are filled by the staff service before a company's first search by last digits
 *   (modules/oa/staff.service.ts `fillPhoneTails`).
 * - `projects.name_key`: the name with case, width and whitespace folded (common/oa.ts `projectNameKey`),
 *   unique per company, so a second project of the same name is refused also when two saves race. Filled
 *   here; where a company already has several projects of one name, the oldest takes the key and the
 *   others keep null (a null never collides), so they stay as they are and editable; renaming one gives
 *   it a key.
 * Both columns are nullable for the previous version's inserts, which know neither.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/** `projectNameKey` as it was when this migration was written (a migration never changes with the rule). */
const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export function staffPhoneTailMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff').addColumn('phone_tail_index', 'text').execute();
      await db.schema.createIndex('staff_phone_tail').on('staff').columns(['company_id', 'phone_tail_index']).execute();

      await db.schema.alterTable('projects').addColumn('name_key', 'text').execute();
      const projects = await sql<{ id: number; company_id: number; name: string }>`
        select id, company_id, name from projects order by id`.execute(db);
      const taken = new Set<string>();
      for (const project of projects.rows) {
        const key = nameKey(project.name);
        if (taken.has(`${project.company_id}|${key}`)) continue;
        taken.add(`${project.company_id}|${key}`);
        await sql`update projects set name_key = ${key} where id = ${project.id}`.execute(db);
      }
      await db.schema
        .createIndex('projects_company_name')
        .on('projects')
        .columns(['company_id', 'name_key'])
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('projects_company_name').execute();
      await db.schema.alterTable('projects').dropColumn('name_key').execute();
      await db.schema.dropIndex('staff_phone_tail').execute();
      await db.schema.alterTable('staff').dropColumn('phone_tail_index').execute();
    },
  };
}
