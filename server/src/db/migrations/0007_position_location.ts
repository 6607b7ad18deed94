/**
 * Where a position is (the map page, `GET positions/nearby`):
 * - `latitude` / `longitude`: the point the recruiter gave (GCJ-02, as WeChat's map and location use), null
 *   when none was given;
 * - `geo_lat` / `geo_lng`: the point distances are measured from: the given point, else the centre of the
 *   position's region (its district, else its city, else its province: regions/centroids.json). Written
 *   with every create and edit (positions.service.ts) and backfilled here. Null only for a row without a
 *   known region code.
 * - `positions_nearby`: listed (approved) positions by `geo_lat`, covering what the nearby query reads
 *   (longitude, company, end date, job type, list rank), so a bounding box is one index range whose rows are
 *   filtered without reading the table.
 * Refreshing centroids.json does not move existing rows: a later migration recomputes `geo_*` for rows
 * whose `latitude` is null (as `name_core` needs one when its rules change).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import type { MigrationContext } from './context';

export function positionLocationMigration(_dialect: DbDialect, { regionPoint }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of ['latitude', 'longitude', 'geo_lat', 'geo_lng']) {
        await db.schema.alterTable('positions').addColumn(name, 'double precision').execute();
      }
      // One UPDATE per region code in use (a few thousand at most), not per position.
      const codes = await sql<{ region_code: string }>`
        select distinct region_code from positions where region_code is not null`.execute(db);
      for (const { region_code: code } of codes.rows) {
        const point = regionPoint(code);
        if (!point) continue;
        await sql`update positions set geo_lat = ${point.latitude}, geo_lng = ${point.longitude}
          where region_code = ${code}`.execute(db);
      }
      await sql`create index positions_nearby on positions (geo_lat, geo_lng, company_id, recruit_end, job_type,
        sort_key) where status = 'approved'`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await sql`drop index if exists positions_nearby`.execute(db);
      // Columns stay (SQLite drops a column only by rebuilding the table).
    },
  };
}
