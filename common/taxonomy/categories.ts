/**
 * The job category tree (职能, three levels) and its lookups, for the server, the migration and the seed. The
 * app never imports this file (its data would weigh on the main package and first page): it asks
 * `GET categories` through src/services/taxonomy.ts and runs ./tree's lookups on the answer.
 */
import { CATEGORY_DATA } from './categories.data';
import { indexTaxonomy, parseTaxonomy, taxonomyPath, type TaxonomyIndex, type TaxonomyNode } from './tree';

let index: TaxonomyIndex | undefined;

/** The tree, indexed (built on first use). Codes: level 1 `XX0000`, level 2 `XXYY00`, level 3 `XXYYZZ`. */
export function categoryIndex(): TaxonomyIndex {
  index ??= indexTaxonomy(
    parseTaxonomy(CATEGORY_DATA, (own, parent, depth) =>
      depth === 0
        ? `${own}0000`
        : depth === 1
          ? `${parent!.code.slice(0, 2)}${own}00`
          : `${parent!.code.slice(0, 4)}${own}`,
    ),
  );
  return index;
}

export function categoryTree(): TaxonomyNode[] {
  return categoryIndex().roots;
}

/** A known code at any level. */
export function isCategory(code: string): boolean {
  return categoryIndex().byCode.has(code);
}

/** A known third-level code (what a position picks). */
export function isCategoryLeaf(code: string): boolean {
  return taxonomyPath(categoryIndex(), code).length === 3;
}

/**
 * The stored (third-level) codes a filter by `code` matches, as an inclusive range: a level-1 code `XX0000`
 * matches `XX0000`..`XX9999`, a level-2 code `XXYY00` matches `XXYY00`..`XXYY99`, a leaf itself.
 */
export function categoryRange(code: string): { from: string; to: string } {
  if (code.endsWith('0000')) return { from: code, to: `${code.slice(0, 2)}9999` };
  if (code.endsWith('00')) return { from: code, to: `${code.slice(0, 4)}99` };
  return { from: code, to: code };
}

/** The codes of a leaf and its parents (level 1, 2, 3): what a filter at any level compares with. */
export function categoryLevels(code: string): string[] {
  return [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];
}

/** The third-level codes under a code of any level (a leaf: itself), in code order; [] for an unknown code. */
export function categoryLeaves(code: string): string[] {
  const node = categoryIndex().byCode.get(code);
  if (!node) return [];
  const leaves: string[] = [];
  const walk = (n: TaxonomyNode) => (n.children?.length ? n.children.forEach(walk) : leaves.push(n.code));
  walk(node);
  return leaves;
}
