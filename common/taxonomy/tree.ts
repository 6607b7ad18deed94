/**
 * Taxonomy trees (job categories, industries) and the lookups both sides use: by code, the path from the top,
 * search by name, matching old free text. The lookups work on any tree, so the app runs them on the tree it
 * fetched (`GET categories`, `GET industries`) without bundling the data; the server and the migration run
 * them on the data modules (./categories, ./industries), which only they import.
 */
import type { Locale } from '../i18n';

/** One node: a stable code, its Chinese and English names, its children (none on a leaf). */
export interface TaxonomyNode {
  code: string;
  name: string;
  nameEn: string;
  /** Everyday words for it (industries: '互联网' for 64), searched like its names. */
  aliases?: string[];
  children?: TaxonomyNode[];
}

/** A tree with its nodes by code and their parents, built once per tree. */
export interface TaxonomyIndex {
  roots: TaxonomyNode[];
  byCode: Map<string, TaxonomyNode>;
  parentOf: Map<string, TaxonomyNode>;
  /** Nodes in tree order (parents before their children). */
  nodes: TaxonomyNode[];
}

/**
 * Reads the data text of ./categories.data or ./industries.data: one node a line, `code|中文|English|aliases`,
 * indented one space a level; `fullCode` turns a line's code and its parent's full code into the node's code.
 */
export function parseTaxonomy(
  text: string,
  fullCode: (own: string, parent: TaxonomyNode | undefined, depth: number) => string,
): TaxonomyNode[] {
  const roots: TaxonomyNode[] = [];
  const stack: TaxonomyNode[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const depth = line.length - line.trimStart().length;
    const [own, name, nameEn, aliases] = line.trim().split('|');
    const parent = depth > 0 ? stack[depth - 1] : undefined;
    const node: TaxonomyNode = { code: fullCode(own, parent, depth), name, nameEn };
    const words = aliases?.split('、').filter(Boolean);
    if (words?.length) node.aliases = words;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
    stack[depth] = node;
    stack.length = depth + 1;
  }
  return roots;
}

export function indexTaxonomy(roots: TaxonomyNode[]): TaxonomyIndex {
  const byCode = new Map<string, TaxonomyNode>();
  const parentOf = new Map<string, TaxonomyNode>();
  const nodes: TaxonomyNode[] = [];
  const walk = (list: TaxonomyNode[], parent?: TaxonomyNode) => {
    for (const node of list) {
      byCode.set(node.code, node);
      if (parent) parentOf.set(node.code, parent);
      nodes.push(node);
      if (node.children) walk(node.children, node);
    }
  };
  walk(roots);
  return { roots, byCode, parentOf, nodes };
}

/** The nodes from the top down to `code` ([] for an unknown code). */
export function taxonomyPath(index: TaxonomyIndex, code: string | null | undefined): TaxonomyNode[] {
  const path: TaxonomyNode[] = [];
  for (let node = code ? index.byCode.get(code) : undefined; node; node = index.parentOf.get(node.code)) {
    path.unshift(node);
  }
  return path;
}

/** The level of a code: 1 for a top node ([] path: 0, unknown). */
export function taxonomyLevel(index: TaxonomyIndex, code: string): number {
  return taxonomyPath(index, code).length;
}

/** A node's name in a language. */
export function nodeName(node: TaxonomyNode, locale: Locale): string {
  return locale === 'en' ? node.nameEn : node.name;
}

/** The name of a code in a language ('' for an unknown code). */
export function taxonomyName(index: TaxonomyIndex, code: string | null | undefined, locale: Locale): string {
  const node = code ? index.byCode.get(code) : undefined;
  return node ? nodeName(node, locale) : '';
}

/** Whether `code` is `ancestor` or under it. */
export function isWithin(index: TaxonomyIndex, code: string, ancestor: string): boolean {
  return taxonomyPath(index, code).some((node) => node.code === ancestor);
}

/** Lower-case, NFKC, no spaces or separators: '前端 / 开发' and '前端开发' compare equal. */
export function foldName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s/、,，.()（）·\-_|]+/g, '');
}

export interface TaxonomyHit {
  node: TaxonomyNode;
  /** From the top down to the node. */
  path: TaxonomyNode[];
}

/**
 * Nodes whose name (either language) or alias contains the query, deepest first within the same kind of
 * match: exact names first, then names starting with it, then the rest, each in tree order. `leavesOnly`:
 * only nodes without children (what a position picks). At most `limit` hits.
 */
export function searchTaxonomy(
  index: TaxonomyIndex,
  query: string,
  { leavesOnly = false, limit = 50 }: { leavesOnly?: boolean; limit?: number } = {},
): TaxonomyHit[] {
  const wanted = foldName(query);
  if (!wanted) return [];
  const ranked: Array<{ node: TaxonomyNode; rank: number; order: number }> = [];
  index.nodes.forEach((node, order) => {
    if (leavesOnly && node.children?.length) return;
    const names = [node.name, node.nameEn, ...(node.aliases ?? [])].map(foldName);
    let rank = 3;
    for (const name of names) {
      if (name === wanted) rank = Math.min(rank, 0);
      else if (name.startsWith(wanted)) rank = Math.min(rank, 1);
      else if (name.includes(wanted)) rank = Math.min(rank, 2);
    }
    if (rank < 3) ranked.push({ node, rank, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, limit).map(({ node }) => ({ node, path: taxonomyPath(index, node.code) }));
}

/**
 * The node an old free text names, or undefined: a node whose name or alias equals the text (folded); else
 * the node with the longest name (at least 2 characters) found inside the text ('Java后端工程师' -> Java);
 * else, for text of at least 2 characters, a node whose name contains it ('前端开发' -> 前端开发工程师). Among
 * equals the deepest, then the first in tree order. Used by migration 0020 and the seed to give old rows a
 * code; text that matches nothing is kept as a note.
 */
export function matchTaxonomy(
  index: TaxonomyIndex,
  text: string | null | undefined,
  { leavesOnly = false }: { leavesOnly?: boolean } = {},
): TaxonomyNode | undefined {
  const wanted = foldName(text ?? '');
  if (!wanted) return undefined;
  const eligible = index.nodes.filter((node) => !leavesOnly || !node.children?.length);
  const namesOf = (node: TaxonomyNode) =>
    [node.name, node.nameEn, ...(node.aliases ?? [])].map(foldName).filter((name) => [...name].length >= 2);
  const exact = eligible.filter((node) => namesOf(node).includes(wanted));
  if (exact.length) return deepest(index, exact);
  let inside: TaxonomyNode[] = [];
  let longest = 0;
  for (const node of eligible) {
    for (const name of namesOf(node)) {
      if (!wanted.includes(name) || name.length < longest) continue;
      if (name.length > longest) inside = [];
      longest = name.length;
      if (!inside.includes(node)) inside.push(node);
    }
  }
  if (inside.length) return deepest(index, inside);
  if ([...wanted].length < 2) return undefined;
  const around = eligible.filter((node) => namesOf(node).some((name) => name.includes(wanted)));
  return around.length ? deepest(index, around) : undefined;
}

function deepest(index: TaxonomyIndex, nodes: TaxonomyNode[]): TaxonomyNode {
  let found = nodes[0];
  for (const node of nodes) {
    if (taxonomyPath(index, node.code).length > taxonomyPath(index, found.code).length) found = node;
  }
  return found;
}
