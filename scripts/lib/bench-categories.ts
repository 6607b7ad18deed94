/**
 * Job categories of the bench's generated rows (scripts/bench-search.ts, bench-seekers.ts): a position title's
 * third-level category as migration 0020 maps a title, and a random leaf for the titles no name matches.
 */
import { categoryIndex } from '../../common/taxonomy/categories';
import { matchTaxonomy } from '../../common/taxonomy/tree';

/** Third-level categories (what a position carries). */
export const leaves = categoryIndex().nodes.filter((node) => !node.children?.length);
const leafByTitle = new Map<string, string | undefined>();

/** The third-level category of a title (matchTaxonomy, leaves only, once per distinct title), else undefined. */
export function titleLeaf(title: string): string | undefined {
  if (!leafByTitle.has(title)) {
    leafByTitle.set(title, matchTaxonomy(categoryIndex(), title, { leavesOnly: true })?.code);
  }
  return leafByTitle.get(title);
}

/** A random third-level category (positions whose title matched none). */
export const randomLeaf = (random: () => number) => leaves[Math.floor(random() * leaves.length)].code;
