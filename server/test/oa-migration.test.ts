/**
 * Migration 0019 on a database that already holds staff and projects: staff get the (nullable) column of
 * their phone's last-digits index, filled by the service before a search needs it (oa-lookups.test.ts);
 * projects get their folded name under a unique index per company, where an existing duplicate keeps
 * null (the oldest of a name holds the key) so the migration never fails on old data.
 */
import { Migrator } from 'kysely';
import { regionPoint } from '../src/modules/regions/regions.service';
import { migrateToLatest } from '../src/db/migrations/migrate';
import { allMigrations } from '../src/db/migrations';
import { migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate19');

/** Whether a statement was refused (see migrations.test.ts for why not `rejects.toThrow()`). */
const refused = (statement: Promise<unknown>) =>
  statement.then(
    () => false,
    () => true,
  );

it('adds the phone-tail column and one project per folded name per company, keeping old duplicates', async () => {
  const handle = database();
  const { db, dialect } = handle;
  const migrations = allMigrations(dialect, { regionPoint });
  const before = Object.keys(migrations)
    .filter((name) => name < '0019')
    .pop()!;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();

  const t = '2026-01-01T00:00:00.000Z';
  const companies: number[] = [];
  for (const [phone, name] of [
    ['13811115555', '甲公司'],
    ['13811116666', '乙公司'],
  ]) {
    const owner = await db
      .insertInto('users')
      .values({
        phone,
        nickname: name,
        identity: 'recruiter',
        language: 'zh-Hans',
        role: 'user',
        created_at: t,
        updated_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await db
      .insertInto('companies')
      .values({ owner_user_id: owner.id, name, links: '[]', status: 'approved', created_at: t, updated_at: t })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.push(company.id);
  }
  const [a, b] = companies;
  await db
    .insertInto('staff')
    .values({
      company_id: a,
      name: '王小红',
      phone: 'v1.x.y.z',
      phone_index: 'p',
      id_number: 'v1.x.y.z',
      id_number_index: 'i',
      id_number_tail: '1101|002X',
      gender: 'female',
      position: '前端',
      contact_address: '杭州',
      nationality: '中国',
      household_address: '北京',
      graduation_date: '2018-06-30',
      created_at: t,
      updated_at: t,
    })
    .execute();
  const project = (companyId: number, name: string) =>
    db
      .insertInto('projects')
      .values({
        company_id: companyId,
        name,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        introduction: '简介',
        created_at: t,
        updated_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldest = await project(a, 'Alpha Project');
  const duplicate = await project(a, 'alpha  project');
  const elsewhere = await project(b, 'ALPHA PROJECT');
  const single = await project(a, '智慧 工地');

  expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0019_staff_phone_tail');

  const keys = await db.selectFrom('projects').select(['id', 'name_key']).orderBy('id').execute();
  expect(keys).toEqual([
    { id: oldest.id, name_key: 'alphaproject' },
    { id: duplicate.id, name_key: null },
    { id: elsewhere.id, name_key: 'alphaproject' },
    { id: single.id, name_key: '智慧工地' },
  ]);
  const staff = await db.selectFrom('staff').select(['name', 'phone_tail_index']).execute();
  expect(staff).toEqual([{ name: '王小红', phone_tail_index: null }]);

  // From now on the index refuses a second key in a company; nulls (older rows) never collide.
  expect(
    await refused(
      db
        .insertInto('projects')
        .values({
          company_id: a,
          name: 'ALPHA project',
          name_key: 'alphaproject',
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          introduction: '简介',
          created_at: t,
          updated_at: t,
        })
        .execute(),
    ),
  ).toBe(true);
  await project(a, 'alpha project');

  // And back down (the columns and indexes go).
  const down = await migrator.migrateTo(before);
  expect(down.error).toBeUndefined();
  expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0019_staff_phone_tail');
});
