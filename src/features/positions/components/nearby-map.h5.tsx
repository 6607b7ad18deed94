import type { Point } from '@/lib/location';
import type { NearbyPosition } from '@common/positions';

/**
 * H5 twin of nearby-map.tsx: no map key is configured for the web, so the page shows the list by
 * distance alone (issue: "on H5 a list by distance where no map key is configured").
 */
export function NearbyMap(_props: { center: Point; positions: NearbyPosition[]; onOpen: (id: number) => void }) {
  return null;
}
