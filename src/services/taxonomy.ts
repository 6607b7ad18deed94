/**
 * The job category tree (职能) and the industry tree (GB/T 4754-2017) behind the taxonomy pickers and labels
 * (`GET categories`, `GET industries`). The data is not bundled (the category tree is ~34 KB of JSON, which
 * neither the weapp main package nor the H5 first page should carry): it is asked when a picker or a label
 * first needs it, kept in storage for a week (so later launches open the picker at once, also offline) and
 * shared by every picker of the launch. The lookups are common/taxonomy/tree's, run on the answer.
 */
import type { TaxonomyNode } from '@common/taxonomy';
import {
  indexTaxonomy,
  nodeName,
  searchTaxonomy,
  taxonomyName,
  taxonomyPath,
  type TaxonomyHit,
  type TaxonomyIndex,
} from '@common/taxonomy/tree';
import * as taxonomy from '@/api/taxonomy';
import { call } from '@/lib/call';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';

export type { TaxonomyHit, TaxonomyIndex, TaxonomyNode };
export { nodeName, searchTaxonomy, taxonomyName, taxonomyPath };

export type TaxonomyKind = 'categories' | 'industries';

/** How long a stored tree is used before it is asked again (the codes are stable; names may be refined). */
export const TAXONOMY_KEEP_MS = 7 * 86_400_000;

const loading: Partial<Record<TaxonomyKind, Promise<TaxonomyIndex>>> = {};

/** The tree of `kind`, indexed: from memory, else storage, else the server (a failed ask is asked again). */
export function loadTaxonomy(kind: TaxonomyKind, now: number = Date.now()): Promise<TaxonomyIndex> {
  loading[kind] ??= (async () => {
    const stored = getItem<TaxonomyNode[]>(STORAGE_KEYS[kind], now);
    if (stored?.length) return indexTaxonomy(stored);
    const tree = kind === 'categories' ? await call(taxonomy.categories) : await call(taxonomy.industries);
    try {
      setItem(STORAGE_KEYS[kind], tree, now + TAXONOMY_KEEP_MS);
    } catch {
      // storage full or unavailable (private mode): asked again next launch
    }
    return indexTaxonomy(tree);
  })().catch((error: unknown) => {
    delete loading[kind];
    throw error;
  });
  return loading[kind]!;
}

/** Forgets what this launch loaded (tests; a language switch needs nothing: both names are kept). */
export function resetTaxonomy(): void {
  delete loading.categories;
  delete loading.industries;
}

/** '技术 > 后端开发 > Java' in a language ('' for an unknown code). */
export function taxonomyLabel(index: TaxonomyIndex, code: string | null | undefined, locale: 'zh-Hans' | 'en'): string {
  return taxonomyPath(index, code)
    .map((node) => nodeName(node, locale))
    .join(' > ');
}
