/**
 * Taxonomies: the job category and industry trees (common/taxonomy/) and the checks positions and
 * expectations run on the codes they are sent. A leaf module: it reads no table.
 */
import { MSG } from '@common/messages';
import { categoryIndex, categoryTree, isCategory, isCategoryLeaf } from '@common/taxonomy/categories';
import { industryIndex, industryTree, isIndustryDivision } from '@common/taxonomy/industries';
import { EXPECTATION_CATEGORIES_MAX } from '@common/taxonomy';
import { matchTaxonomy, taxonomyName } from '@common/taxonomy/tree';
import { refuse } from '../../http/errors';

export { categoryTree, industryTree };

/** A position's category: a known third-level code ('请选择有效的职位类别' / '请选择到第三级职位类别'). */
export function checkPositionCategory(code: string): void {
  if (!isCategory(code)) throw refuse(MSG.taxonomy.unknownCategory);
  if (!isCategoryLeaf(code)) throw refuse(MSG.taxonomy.categoryLevel);
}

/** A position's industry: a known GB/T 4754-2017 division ('请选择有效的所属行业'). */
export function checkIndustry(code: string): void {
  if (!isIndustryDivision(code)) throw refuse(MSG.taxonomy.unknownIndustry);
}

/**
 * A position's codes from an older client, which sends text only: the third-level category its title names
 * and the division its industry text names (as migration 0020 mapped the rows before it), else null.
 */
export function positionCodesOfText(title: string, industry: string | undefined) {
  return {
    categoryCode: matchTaxonomy(categoryIndex(), title, { leavesOnly: true })?.code ?? null,
    industryCode: matchTaxonomy(industryIndex(), industry, { leavesOnly: true })?.code ?? null,
  };
}

/**
 * An expectation's categories: the codes sent, checked; an older client sends none, and the category its
 * text names stands in (as migration 0020 mapped the rows before it), else none.
 */
export function expectationCategories(codes: readonly string[] | undefined, text: string | undefined): string[] {
  if (codes !== undefined) return checkExpectationCategories(codes);
  const node = matchTaxonomy(categoryIndex(), text);
  return node ? [node.code] : [];
}

/** An expectation's categories: 1 to EXPECTATION_CATEGORIES_MAX known codes of any level, no repeats. */
export function checkExpectationCategories(codes: readonly string[]): string[] {
  const unique = [...new Set(codes)];
  if (unique.length > EXPECTATION_CATEGORIES_MAX) {
    throw refuse(MSG.taxonomy.categoriesMax, { max: EXPECTATION_CATEGORIES_MAX });
  }
  for (const code of unique) if (!isCategory(code)) throw refuse(MSG.taxonomy.unknownCategory);
  return unique;
}

/** A known category code of any level (a filter). */
export { isCategory };

/**
 * The divisions a filter by industry matches: a division itself, a section letter its divisions; an
 * unknown code is refused ('请选择有效的所属行业').
 */
export function industryFilter(code: string): string[] {
  const node = industryIndex().byCode.get(code);
  if (!node) throw refuse(MSG.taxonomy.unknownIndustry);
  return node.children ? node.children.map((child) => child.code) : [node.code];
}

/** The Chinese name of an industry division: the display text a position keeps in `industry`. */
export function industryName(code: string): string {
  return taxonomyName(industryIndex(), code, 'zh-Hans');
}

/** The Chinese name of a category: the display text an expectation keeps in `position`. */
export function categoryName(code: string): string {
  return taxonomyName(categoryIndex(), code, 'zh-Hans');
}
