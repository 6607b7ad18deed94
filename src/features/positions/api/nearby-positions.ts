import { api } from '@/lib/request';
import type { Point } from '@/lib/location';
import type { PositionSummary } from './list-positions';

/** A row of `GET positions/nearby`: where it is and how far. */
export interface NearbyPosition extends PositionSummary {
  distanceKm: number;
  latitude: number;
  longitude: number;
  /** placed at its region's centre (the recruiter gave no point) */
  approximate: boolean;
}

export const nearbyApi = {
  list: (point: Point, radiusKm: number, pageNum: number, keyword?: string) =>
    api.list<NearbyPosition>(
      'positions/nearby',
      { lat: point.latitude, lng: point.longitude, radiusKm, keyword: keyword || undefined, pageNum, pageSize: 10 },
      { noAuth: true },
    ),
  centroid: (code: string) =>
    api.get<{ code: string; latitude: number; longitude: number }>('regions/centroid', { code }, { noAuth: true }),
};
