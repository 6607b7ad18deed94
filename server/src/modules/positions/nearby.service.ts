/**
 * `GET positions/nearby` (the map page): visible positions around a point, nearest first, each with its
 * distance and the point it is placed at (the recruiter's, else its region's centre: `approximate`).
 */
import { NEARBY_RADIUS_KM_DEFAULT, type PositionNearbyQuery } from '@common/positions';
import type { Clock } from '../../core/clock';
import type { Db, DbDialect } from '../../db/connect';
import { chinaDate } from '@common/china-time';
import { createNearbyRepository, type NearbyRow } from './nearby.repository';
import { toSummary } from './position-summary';

/** A nearby row: the list's summary plus where it is and how far. */
export function toNearby(row: NearbyRow) {
  return {
    ...toSummary(row),
    distanceKm: Math.round(row.distance_km * 10) / 10,
    latitude: Number(row.geo_lat),
    longitude: Number(row.geo_lng),
    approximate: row.latitude === null,
  };
}

export function createNearbyService({ db, dialect, clock }: { db: Db; dialect: DbDialect; clock: Clock }) {
  const repo = createNearbyRepository(db, dialect);
  return {
    async nearby(query: PositionNearbyQuery, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.listNearby({
        latitude: Number(query.lat),
        longitude: Number(query.lng),
        radiusKm: query.radiusKm ? Number(query.radiusKm) : NEARBY_RADIUS_KM_DEFAULT,
        keyword: query.keyword || undefined,
        jobType: query.jobType || undefined,
        today: chinaDate(clock.now()),
        ...window,
      });
      return { rows: rows.map(toNearby), total };
    },
  };
}
