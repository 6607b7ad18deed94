/**
 * The province -> city -> district tree behind every region picker and label (`GET regions`), fetched once
 * per launch and shared by all of them.
 */
import type { RegionNode } from '@common/regions';
import * as regions from '@/api/regions';
import { call } from '@/lib/call';

export type { RegionNode };

let tree: Promise<RegionNode[]> | undefined;

/** The tree, asked once per launch (a failed ask is asked again next time). */
export function loadRegions(): Promise<RegionNode[]> {
  tree ??= call(regions.tree).catch((error: unknown) => {
    tree = undefined; // try again next time
    throw error;
  });
  return tree;
}

/** The path of nodes to a code: [province, city?, district?]. */
export function regionPath(nodes: RegionNode[], code: string | undefined): RegionNode[] {
  if (!code) return [];
  const province = nodes.find((p) => p.value.slice(0, 2) === code.slice(0, 2));
  if (!province) return [];
  if (code === province.value) return [province];
  const city = province.children?.find((c) => c.value.slice(0, 4) === code.slice(0, 4));
  if (!city) return [province];
  if (code === city.value) return [province, city];
  const district = city.children?.find((d) => d.value === code);
  return district ? [province, city, district] : [province, city];
}

/** 杭州市 西湖区 (the province is left out when a city is known). */
export function regionLabel(nodes: RegionNode[], code: string | undefined): string {
  const path = regionPath(nodes, code);
  return (path.length > 1 ? path.slice(1) : path).map((n) => n.text).join(' ');
}
