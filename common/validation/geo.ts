/**
 * Points on the map: latitude -90..90 and longitude -180..180 degrees (GCJ-02 in this product, what WeChat's
 * map and location use), as JSON numbers in bodies and as decimal text in query strings.
 */
import { z } from 'zod';
import { MSG, type MessageKey } from '../messages';
import { isBlank, typeError } from './base';

export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;

function degrees(limit: number, key: MessageKey) {
  return z
    .number({ error: typeError(MSG.validation.number) })
    .min(-limit, { error: key })
    .max(limit, { error: key });
}

/** Latitude in a body: a number from -90 to 90. */
export const latitudeSchema = degrees(LATITUDE_MAX, MSG.validation.latitude);
/** Longitude in a body: a number from -180 to 180. */
export const longitudeSchema = degrees(LONGITUDE_MAX, MSG.validation.longitude);

/** A decimal number in a query string ('30.2741', '-0.5'); range checked by the caller's refine. */
const DECIMAL = /^[-+]?\d{1,7}(\.\d{1,15})?$/;

/** A decimal query value whose number lies in [min, max]: `keys.low` below, `keys.high` above (with {min} / {max}). */
export function decimalQuery(min: number, max: number, keys: { low: MessageKey; high: MessageKey }) {
  return z
    .string({ error: typeError(MSG.validation.number) })
    .trim()
    .min(1, { error: MSG.validation.required })
    .regex(DECIMAL, { error: MSG.validation.number })
    .refine((value) => !DECIMAL.test(value) || Number(value) >= min, { error: keys.low, params: { min } })
    .refine((value) => !DECIMAL.test(value) || Number(value) <= max, { error: keys.high, params: { max } });
}

/** Latitude in a query string. */
export const latitudeQuery = decimalQuery(-LATITUDE_MAX, LATITUDE_MAX, {
  low: MSG.validation.latitude,
  high: MSG.validation.latitude,
});
/** Longitude in a query string. */
export const longitudeQuery = decimalQuery(-LONGITUDE_MAX, LONGITUDE_MAX, {
  low: MSG.validation.longitude,
  high: MSG.validation.longitude,
});

/**
 * Both coordinates or neither (null, undefined or '' count as absent): the issue ('Please give both the
 * latitude and the longitude') sits on the missing one. Use on an object:
 * `.superRefine(refineCoordinates('latitude', 'longitude'))`.
 */
export function refineCoordinates<Lat extends string, Lng extends string>(latKey: Lat, lngKey: Lng) {
  return <T extends { [P in Lat | Lng]?: unknown }>(value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const hasLat = !isBlank(value[latKey]);
    const hasLng = !isBlank(value[lngKey]);
    if (hasLat === hasLng) return;
    const missing = hasLat ? lngKey : latKey;
    ctx.addIssue({ code: 'custom', message: MSG.validation.coordinatesPair, path: [missing], input: value[missing] });
  };
}
