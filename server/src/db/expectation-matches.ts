/**
 * `resume_expectation_categories` (migration 0024): the rows 推荐牛人 walks, derived from each job expectation
 * as `positions.search_text` is derived from a position (db/search.ts). One row per expectation and category
 * code it names, with the region a position is compared with:
 * - a district or a city expectation: its city (`XXXX00`, as `positions.region_city`);
 * - a province-wide one: the province (`XX0000`), which a position's province matches;
 * - a municipality (北京 110000, 天津, 上海, 重庆): its one city (110100), since its districts' positions
 *   carry that city.
 * Written by the resume repository with the expectation (same transaction), by the migration for existing
 * rows and by the seed; nothing else writes it.
 */

/** Provinces that are a single city. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/** The region an expectation's location is matched at (see the file comment). */
export function expectationMatchRegion(location: string): string {
  const province = location.slice(0, 2);
  if (location.endsWith('0000')) return MUNICIPALITIES.has(province) ? `${province}0100` : location;
  return `${location.slice(0, 4)}00`;
}

export interface ExpectationMatchSource {
  id: number;
  user_id: number;
  /** comma-separated codes ('' none) */
  category_codes: string;
  location: string;
  updated_at: string;
}

export interface ExpectationMatchRow {
  expectation_id: number;
  user_id: number;
  category_code: string;
  region: string;
  updated_at: string;
}

/** The match rows of one expectation (none when it names no category: free text is not matched). */
export function expectationMatchRows(expectation: ExpectationMatchSource): ExpectationMatchRow[] {
  const codes = [...new Set(expectation.category_codes.split(',').filter(Boolean))];
  const region = expectationMatchRegion(expectation.location);
  return codes.map((code) => ({
    expectation_id: expectation.id,
    user_id: expectation.user_id,
    category_code: code,
    region,
    updated_at: expectation.updated_at,
  }));
}
