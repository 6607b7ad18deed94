/** Points on the map (common/validation/geo.ts) and the map page's query (common/positions.ts). */
import { z } from 'zod';
import type { Locale } from '../i18n';
import { positionNearbySchema } from '../positions';
import {
  firstIssueMessage,
  issuesToFieldErrors,
  latitudeQuery,
  latitudeSchema,
  longitudeQuery,
  longitudeSchema,
  refineCoordinates,
} from '../validation';

function messageFor(schema: z.ZodType, value: unknown, locale: Locale = 'zh-Hans'): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error, locale);
}

const LATITUDE = '纬度应在-90到90之间';
const LONGITUDE = '经度应在-180到180之间';

describe('latitude and longitude in a body', () => {
  it.each([[0], [-90], [90], [30.2741]])('accepts latitude %j', (value) => {
    expect(messageFor(latitudeSchema, value)).toBeNull();
  });
  it.each([[-90.0001], [90.5], [1000]])('refuses latitude %j', (value) => {
    expect(messageFor(latitudeSchema, value)).toBe(LATITUDE);
    expect(messageFor(latitudeSchema, value, 'en')).toBe('The latitude must be between -90 and 90');
  });
  it.each([[-180], [180], [120.1551]])('accepts longitude %j', (value) => {
    expect(messageFor(longitudeSchema, value)).toBeNull();
  });
  it.each([[-180.5], [181]])('refuses longitude %j', (value) => {
    expect(messageFor(longitudeSchema, value)).toBe(LONGITUDE);
  });
  it('wants a number', () => {
    expect(messageFor(latitudeSchema, '30')).toBe('请输入数字');
    expect(messageFor(latitudeSchema, Number.NaN)).toBe('请输入数字');
    expect(messageFor(longitudeSchema, undefined)).toBe('此项为必填项');
  });
});

describe('both coordinates or neither', () => {
  const point = z
    .object({ latitude: latitudeSchema.nullable().optional(), longitude: longitudeSchema.nullable().optional() })
    .superRefine(refineCoordinates('latitude', 'longitude'));
  it.each([[{}], [{ latitude: null, longitude: null }], [{ latitude: 30, longitude: 120 }]])('accepts %j', (value) => {
    expect(messageFor(point, value)).toBeNull();
  });
  it('puts the message on the missing one', () => {
    const missingLng = point.safeParse({ latitude: 30 });
    expect(missingLng.success).toBe(false);
    expect(issuesToFieldErrors(missingLng.error!, 'zh-Hans')).toEqual({ longitude: '请同时填写经度和纬度' });
    const missingLat = point.safeParse({ longitude: 120, latitude: null });
    expect(issuesToFieldErrors(missingLat.error!, 'en')).toEqual({
      latitude: 'Please give both the latitude and the longitude',
    });
  });
});

describe('GET positions/nearby query', () => {
  it.each([['30.2741'], ['-90'], ['+45.5'], [' 12 ']])('accepts lat %j', (value) => {
    expect(messageFor(latitudeQuery, value)).toBeNull();
  });
  it.each([
    ['90.1', LATITUDE],
    ['-91', LATITUDE],
    ['abc', '请输入数字'],
    ['1e3', '请输入数字'],
    ['', '此项为必填项'],
  ])('refuses lat %j', (value, text) => {
    expect(messageFor(latitudeQuery, value)).toBe(text);
  });
  it('checks the longitude range', () => {
    expect(messageFor(longitudeQuery, '180')).toBeNull();
    expect(messageFor(longitudeQuery, '-180.01')).toBe(LONGITUDE);
  });
  it('takes an optional radius from 0.1 to 200 km', () => {
    const base = { lat: '30', lng: '120' };
    expect(messageFor(positionNearbySchema, base)).toBeNull();
    expect(messageFor(positionNearbySchema, { ...base, radiusKm: '' })).toBeNull();
    expect(messageFor(positionNearbySchema, { ...base, radiusKm: '0.1' })).toBeNull();
    expect(messageFor(positionNearbySchema, { ...base, radiusKm: '200' })).toBeNull();
    expect(messageFor(positionNearbySchema, { ...base, radiusKm: '200.5' })).toBe('不能大于200');
    expect(messageFor(positionNearbySchema, { ...base, radiusKm: '0.05' }, 'en')).toBe('Cannot be less than 0.1');
    expect(messageFor(positionNearbySchema, { lat: '30' })).toBe('此项为必填项');
  });
});
