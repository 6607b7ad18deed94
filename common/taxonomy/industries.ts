/**
 * The industry tree of GB/T 4754-2017 (20 sections A-T, 97 divisions 01-97) and its lookups, for the server,
 * the migration and the seed. The app never imports this file: it asks `GET industries` through
 * src/services/taxonomy.ts.
 */
import { INDUSTRY_DATA } from './industries.data';
import { indexTaxonomy, parseTaxonomy, taxonomyPath, type TaxonomyIndex, type TaxonomyNode } from './tree';

let index: TaxonomyIndex | undefined;

/** The tree, indexed (built on first use). Codes are the standard's: a section letter, a 2-digit division. */
export function industryIndex(): TaxonomyIndex {
  index ??= indexTaxonomy(parseTaxonomy(INDUSTRY_DATA, (own) => own));
  return index;
}

export function industryTree(): TaxonomyNode[] {
  return industryIndex().roots;
}

/** A known division (what a position picks: a 2-digit code). */
export function isIndustryDivision(code: string): boolean {
  return taxonomyPath(industryIndex(), code).length === 2;
}
