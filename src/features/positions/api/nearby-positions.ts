import { api } from '@/lib/request';
import type { Point } from '@/lib/location';
import type { NearbyPosition } from '@common/positions';

export type { NearbyPosition };

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
