/**
 * Company names as a seeker types them to block a company, compared with the names recruiters registered.
 * Pure functions (no database); the place names come from the region snapshot by default.
 *
 * `companyNameCore` keeps what identifies a company:
 *  1. NFKC (full-width letters, digits and brackets become half-width), lower case;
 *  2. spaces and punctuation removed (letters, digits and CJK characters stay);
 *  3. repeatedly, until nothing changes: a legal-form or generic suffix at the end (股份有限公司, 有限责任公司,
 *     有限公司, 分公司, 公司, 集团, 控股, 股份, 信息技术, 科技, 技术, co ltd, inc, ...) and a place name at the
 *     start or at the end (a province or city of the snapshot with or without 省/市, or 中国), so
 *     '杭州云栖科技有限公司', '云栖科技(杭州)' and '云栖 科技' all become '云栖'. A strip that would leave
 *     fewer than 2 characters is not made (a company called '杭州' stays '杭州').
 * Industry words (网络, 数据, 教育, 餐饮...) are kept: '上海云栖网络' ('云栖网络') is another company.
 *
 * `companyNamesMatch(blocked, company)`: equal cores; or cores of at least 4 characters each that differ
 * by one edit (a typo: '智联未来' / '智连未来'); or a blocked core of at least 4 characters found inside the
 * company's core (the seeker typed the brand: '星辰网络' blocks '深圳前海星辰网络科技有限公司', core
 * '前海星辰网络'). Shorter cores must be equal: one edit on 2-3 characters is another name, and '云栖' must
 * not block '云栖网络'. Not the other way round: a blocked name longer than the company's does not contain it.
 * An empty core (a name made only of punctuation) matches nothing.
 */
import { regionTree } from '../regions/regions.service';

/** Longest first, so '有限责任公司' goes before '公司'. English forms are compared after punctuation is removed. */
const SUFFIXES = [
  '股份有限公司',
  '有限责任公司',
  '集团有限公司',
  '有限公司',
  '分公司',
  '总公司',
  '公司',
  '集团',
  '控股',
  '股份',
  '信息技术',
  '科技',
  '技术',
  'corporation',
  'technology',
  'limited',
  'company',
  'coltd',
  'group',
  'corp',
  'tech',
  'ltd',
  'inc',
  'co',
].sort((a, b) => b.length - a.length);

/** Place names as written in company names: '浙江省' and '浙江', '杭州市' and '杭州', plus '中国'. */
export function placeNamesFromRegions(): string[] {
  const names = new Set<string>(['中国']);
  for (const province of regionTree()) {
    names.add(province.text);
    const short = province.text.replace(/(特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区|省|市)$/, '');
    if (short.length >= 2) names.add(short);
    for (const city of province.children ?? []) {
      // Only real cities: prefectures (地区, 盟, 自治州) have names like 阿里 that are also brands.
      if (!city.text.endsWith('市')) continue;
      names.add(city.text);
      if (city.text.length >= 3) names.add(city.text.slice(0, -1));
    }
  }
  return [...names].sort((a, b) => b.length - a.length);
}

let defaultPlaces: string[] | undefined;
function places(): string[] {
  defaultPlaces ??= placeNamesFromRegions();
  return defaultPlaces;
}

/** Lower-case letters, digits and CJK characters only; full-width forms folded to half-width. */
export function simplifyCompanyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const MIN_REST = 2;

function stripOnce(text: string, placeNames: readonly string[]): string {
  for (const suffix of SUFFIXES) {
    if (text.endsWith(suffix) && text.length - suffix.length >= MIN_REST) return text.slice(0, -suffix.length);
  }
  for (const place of placeNames) {
    if (text.length - place.length < MIN_REST) continue;
    if (text.startsWith(place)) return text.slice(place.length);
    if (text.endsWith(place)) return text.slice(0, -place.length);
  }
  return text;
}

/** The identifying core of a company name (see the file comment); '' when nothing identifying is left. */
export function companyNameCore(name: string, placeNames: readonly string[] = places()): string {
  let text = simplifyCompanyName(name);
  for (;;) {
    const next = stripOnce(text, placeNames);
    if (next === text) return text;
    text = next;
  }
}

/** Levenshtein distance over code points, stopping early once it exceeds `limit` (answers limit + 1 then). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[t.length];
}

/** Cores this long (each) may differ by one edit, and a blocked core this long may lie inside a company's. */
export const FUZZY_CORE_MIN = 4;

const length = (text: string) => Array.from(text).length;

/** Whether a blocked core designates the company of `companyCore` (see the file comment). */
export function coresMatch(blockedCore: string, companyCore: string): boolean {
  if (!blockedCore || !companyCore) return false;
  if (blockedCore === companyCore) return true;
  if (length(blockedCore) < FUZZY_CORE_MIN) return false;
  if (companyCore.includes(blockedCore)) return true;
  return length(companyCore) >= FUZZY_CORE_MIN && editDistance(blockedCore, companyCore, 1) <= 1;
}

/** Whether a blocked name and a company name designate the same company. */
export function companyNamesMatch(blocked: string, company: string, placeNames: readonly string[] = places()): boolean {
  return coresMatch(companyNameCore(blocked, placeNames), companyNameCore(company, placeNames));
}

/** Longer company cores are not searched for every inner part (a 30-character core has 378 parts of 4+). */
const MAX_CORE_FOR_PARTS = 30;

/**
 * What the database narrows blocked cores to before `coresMatch` decides; every matching blocked core is
 * among them:
 * - `exact`: the core itself and every part of it of 4 or more characters (a blocked core found inside);
 * - `prefix` / `suffix` (cores of 4 or more): one edit leaves either the first two or the last two
 *   characters in place, so a core one edit away starts with `prefix` or ends with `suffix`.
 */
export function coreCandidates(core: string): { exact: string[]; prefix?: string; suffix?: string } {
  const chars = Array.from(core);
  if (chars.length < FUZZY_CORE_MIN) return { exact: core ? [core] : [] };
  const parts = new Set<string>([core]);
  const n = Math.min(chars.length, MAX_CORE_FOR_PARTS);
  for (let start = 0; start < n; start += 1) {
    for (let end = start + FUZZY_CORE_MIN; end <= n; end += 1) parts.add(chars.slice(start, end).join(''));
  }
  return { exact: [...parts], prefix: chars.slice(0, 2).join(''), suffix: chars.slice(-2).join('') };
}
