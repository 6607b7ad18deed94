/** Regions (server module `regions`): what the region calls answer. The OpenAPI document is built from these. */
import { z } from 'zod';

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

/** `GET regions/centroid`: where a region is drawn on the map (GCJ-02). */
export const regionCentroidSchema = z.object({ code: z.string(), latitude: z.number(), longitude: z.number() });
export type RegionCentroid = z.infer<typeof regionCentroidSchema>;
