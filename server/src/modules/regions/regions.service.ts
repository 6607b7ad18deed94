import type { RegionNode } from '@common/regions';
import areaData from './area-data.json';
import centroidData from './centroids.json';

/**
 * The 3-level region tree (spec section 3) from a snapshot of @vant/area-data. Codes are 6-digit
 * administrative codes: PPCCDD. A province code ends in 0000, a city code in 00.
 */
interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}
const areas = areaData as AreaList;

export type { RegionNode };

let tree: RegionNode[] | undefined;

/** The whole tree, built once (province -> city -> district). */
export function regionTree(): RegionNode[] {
  if (tree) return tree;
  const cities = new Map<string, RegionNode[]>();
  const districts = new Map<string, RegionNode[]>();
  for (const [value, text] of Object.entries(areas.county_list)) {
    const city = `${value.slice(0, 4)}00`;
    districts.set(city, [...(districts.get(city) ?? []), { value, text, isCheck: false }]);
  }
  for (const [value, text] of Object.entries(areas.city_list)) {
    const province = `${value.slice(0, 2)}0000`;
    const node: RegionNode = { value, text, isCheck: false, children: districts.get(value) ?? [] };
    cities.set(province, [...(cities.get(province) ?? []), node]);
  }
  tree = Object.entries(areas.province_list).map(([value, text]) => ({
    value,
    text,
    isCheck: false,
    children: cities.get(value) ?? [],
  }));
  return tree;
}

/** Whether a code names a known province, city or district. */
export function isKnownRegion(code: string): boolean {
  return Boolean(areas.county_list[code] ?? areas.city_list[code] ?? areas.province_list[code]);
}

/**
 * A short display name: '杭州·西湖区' for a district, the city for a city code, the province for a
 * province code; municipalities read '北京·海淀区' rather than '北京市·北京市·海淀区'.
 */
export function regionName(code: string | null | undefined): string {
  if (!code) return '';
  const district = areas.county_list[code];
  const city = areas.city_list[`${code.slice(0, 4)}00`];
  const province = areas.province_list[`${code.slice(0, 2)}0000`];
  const cityLabel = (city ?? province ?? '').replace(/市$/, '');
  if (district) return cityLabel ? `${cityLabel}·${district}` : district;
  return areas.city_list[code] ?? areas.province_list[code] ?? '';
}

/** All codes under a region (itself included) are those sharing its non-zero prefix. */
export function regionPrefix(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** A point on the map, GCJ-02 degrees (what WeChat's map and `getLocation({type: 'gcj02'})` use). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** [longitude, latitude] of provinces, cities and districts (scripts/make-centroids.mjs, see README.md). */
const centroids = centroidData as unknown as Record<string, [number, number]>;

/**
 * The centre of a known region: its own point, else its city's, else its province's (every province has
 * one). Undefined for a code that is not in the snapshot.
 */
export function regionPoint(code: string | null | undefined): GeoPoint | undefined {
  if (!code || !isKnownRegion(code)) return undefined;
  const found = centroids[code] ?? centroids[`${code.slice(0, 4)}00`] ?? centroids[`${code.slice(0, 2)}0000`];
  return found ? { latitude: found[1], longitude: found[0] } : undefined;
}
