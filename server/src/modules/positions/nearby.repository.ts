/**
 * `GET positions/nearby`: visible positions around a point, nearest first. Each position has the point
 * distances are measured from (`geo_lat` / `geo_lng`: the recruiter's, else its region's centre; 0007).
 * - The bounding box of a circle is a range on `positions_nearby` (listed positions by latitude, covering
 *   longitude, company, end date, job type, list rank and search text), so only the positions of the box
 *   are looked at, without reading the table.
 * - The exact great-circle distance (haversine, db/search.ts) cuts the circle and orders in SQL: nearest
 *   first, then newest (list rank). Visibility and filters are the public list's own conditions.
 * - `total` counts the matches of the whole radius up to POSITION_LIST_MAX_ROWS (the list's cap: deeper
 *   pages answer no rows), stopping at the cap, so a dense area stops early.
 * - When there are more matches than the page's end, the page grows its circle (2 km, x4, up to the radius
 *   asked) until it holds the rows up to the page's end: in a dense city the first page of a 200 km search
 *   reads the positions of a few km, not of 200. The rows of a smaller circle are exactly the nearest ones,
 *   so the order is that of one search of the whole radius.
 */
import { POSITION_LIST_MAX_ROWS } from '@common/positions';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, DbDialect } from '../../db/connect';
import { boundingBox, distanceKmSql, keywordCondition, nearbyFrom } from '../../db/search';
import {
  countUpTo,
  filterConditions,
  inListKeyOrder,
  listed,
  SUMMARY_COLUMNS,
  type WalkEb,
  type WalkQuery,
} from './positions-list.repository';

/** The first circle a page tries, in km, and how much it grows each time. */
export const NEARBY_FIRST_RADIUS_KM = 2;
export const NEARBY_RADIUS_GROWTH = 4;

export interface NearbyListQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  keyword?: string;
  jobType?: string;
  /** China date. */
  today: string;
  limit: number;
  offset: number;
}

/** The circles a page tries: 2, 8, 32, 128 km... below the radius, then the radius. */
function circles(radiusKm: number): number[] {
  const out: number[] = [];
  for (let r = NEARBY_FIRST_RADIUS_KM; r < radiusKm; r *= NEARBY_RADIUS_GROWTH) out.push(r);
  out.push(radiusKm);
  return out;
}

export function createNearbyRepository(db: Db, dialect: DbDialect) {
  return {
    async listNearby({ latitude, longitude, radiusKm, keyword, jobType, today, limit, offset }: NearbyListQuery) {
      const match = keywordCondition(dialect, keyword);
      if (match === 'nothing') return { rows: [], total: 0 };
      const distance = distanceKmSql(dialect, latitude, longitude);

      /** Visible positions matching the filters within `radius` km. */
      const within = (radius: number) => {
        const box = boundingBox(latitude, longitude, radius);
        return (db.selectFrom(nearbyFrom(dialect) as unknown as 'positions as p') as unknown as WalkQuery).where(
          (eb: WalkEb) => {
            const inBox: Expression<SqlBool>[] = [eb('p.geo_lat', '>=', box.minLat), eb('p.geo_lat', '<=', box.maxLat)];
            if (box.minLng !== undefined && box.maxLng !== undefined) {
              inBox.push(eb('p.geo_lng', '>=', box.minLng), eb('p.geo_lng', '<=', box.maxLng));
            }
            return eb.and([
              ...inBox,
              listed(eb, today),
              ...filterConditions(eb, { jobType }),
              eb(distance, '<=', radius),
              ...(match ? [match] : []),
            ]);
          },
        );
      };

      // Matches of the whole radius, up to the cap (the walk stops there).
      const total = await countUpTo(db, within(radiusKm));

      const end = Math.min(offset + limit, POSITION_LIST_MAX_ROWS);
      if (end <= offset || total <= offset) return { rows: [], total };
      let page: Array<{ sort_key: number | null; distance_km: number }> = [];
      // Growing the circle pays where positions are dense; when the whole radius holds no more than the
      // page needs, smaller circles cannot fill it. Each circle answers the page's rows only, with how many
      // the circle holds (sorting them all is needed anyway): a circle that holds the page's end is enough.
      const tried = total > end ? circles(radiusKm) : [radiusKm];
      for (const radius of tried) {
        const answer = await within(radius)
          // The list key, not the id: `positions_nearby` holds it, so the walk never reads the table.
          .select(['p.sort_key', distance.as('distance_km'), sql<number>`count(*) over ()`.as('in_circle')])
          .orderBy('distance_km')
          .orderBy('p.sort_key', 'desc')
          .limit(end - offset)
          .offset(offset)
          .execute();
        page = answer;
        if (Number(answer[0]?.in_circle ?? 0) >= end) break;
      }
      if (!page.length) return { rows: [], total };
      const distances = new Map(page.map((row) => [Number(row.sort_key), Number(row.distance_km)]));
      const keys = [...distances.keys()];
      const found = await db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select([...SUMMARY_COLUMNS, 'p.latitude', 'p.geo_lat', 'p.geo_lng', 'p.sort_key'])
        .where('p.sort_key', 'in', keys)
        .execute();
      const rows = inListKeyOrder(keys, found).map(({ sort_key, ...row }) => ({
        ...row,
        distance_km: distances.get(Number(sort_key))!,
      }));
      return { rows, total };
    },
  };
}

export type NearbyRepository = ReturnType<typeof createNearbyRepository>;
export type NearbyRow = Awaited<ReturnType<NearbyRepository['listNearby']>>['rows'][number];
