/** Regions (server module `regions`): what the region calls answer. The OpenAPI document is built from these. */
import { z } from 'zod';
import { defineCalls } from './call';
import { regionCodeSchema } from './validation';

/** A node of the province -> city -> district tree (`GET regions`). */
export interface RegionNode {
  value: string;
  text: string;
  isCheck: boolean;
  children?: RegionNode[];
}

/**
 * Recursive, so it carries an id: the OpenAPI document can only point at itself through a named component
 * (`#/components/schemas/RegionNode`); without one the generator left a `$ref` to a schema it never wrote.
 */
export const regionNodeSchema: z.ZodType<RegionNode> = z
  .lazy(() =>
    z.object({
      value: z.string().describe('6-digit administrative code'),
      text: z.string(),
      isCheck: z.boolean(),
      children: z.array(regionNodeSchema).optional(),
    }),
  )
  .meta({ id: 'RegionNode' });

/** `GET regions`: the provinces with their cities and districts. */
export const regionTreeSchema = z.array(regionNodeSchema);

/** `GET regions/centroid`: where a region is drawn on the map (GCJ-02). */
export const regionCentroidSchema = z.object({ code: z.string(), latitude: z.number(), longitude: z.number() });
export type RegionCentroid = z.infer<typeof regionCentroidSchema>;

// ---- Calls (common/call.ts): public, cached by clients for a day --------------------------------------

export const regionCalls = /* @__PURE__ */ defineCalls('regions', () => ({
  tree: {
    method: 'GET',
    path: '/regions',
    access: 'public',
    answer: 'data',
    response: regionTreeSchema,
    summary: 'Province, city and district tree (34 provinces incl. Taiwan, Hong Kong, Macau)',
  },
  centroid: {
    method: 'GET',
    path: '/regions/centroid',
    access: 'public',
    answer: 'data',
    query: z.object({ code: regionCodeSchema.describe('6-digit region code') }),
    response: regionCentroidSchema,
    summary: "A region's centre on the map (where the map page starts without the user's location)",
    description:
      "The point of the region's government seat (GCJ-02) from regions/centroids.json; a region without one answers its city's, else its province's. An unknown code: 'Please choose a valid region'.",
  },
}));
