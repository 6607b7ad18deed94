/**
 * Chinese full-text search over positions (architecture section 5), the one place that knows how each
 * dialect does it.
 *
 * Text is indexed character by character: `spacedText` lower-cases (NFKC), turns every character that is
 * not a letter or a digit into a space and puts a space around every CJK character, so '前端开发工程师
 * (Java)' becomes '前 端 开 发 工 程 师 java'. Each CJK character is then a token for both engines and a
 * keyword of N characters is a phrase of N adjacent tokens: a 1- or 2-character keyword is as cheap as a long
 * one (an FTS5 trigram index matches nothing under 3 characters; pg_trgm is slow on 2). Latin words stay
 * words and match as a prefix ('jav' finds Java).
 *
 * - SQLite: an FTS5 table `positions_fts(search_text, search_tags)` (unicode61 tokenizer, contentless with
 *   delete support) whose rowid is the position's `sort_key`. It holds the listed (approved) positions only;
 *   triggers on `positions` keep it in sync (migration 0005). Because rowid order is the list order, FTS5
 *   walks the matches newest first and stops after the page: no sort of all matches, however common the
 *   character. `search_tags` holds filter tokens (region at 3 levels, job type, education, experience) so a
 *   keyword with filters is an intersection inside the index, not a walk over every match.
 * - PostgreSQL: a stored generated tsvector `search_grams` (migrations 0015 and 0016) of the tokens, every
 *   pair of adjacent tokens marked by a leading 0 ('前 端 开 发' also gives 0前端 0端开 0开发), every Latin
 *   word's prefixes of 3 to 8 characters marked by a leading 1 ('java' gives 1jav 1java), the filter tags
 *   and the row's `sort_key` bucket at every level (`k12 kb3 kc0 ...`), with a GIN index (partial: approved
 *   rows). A keyword phrase of N tokens is the AND of its N-1 pairs (one token: itself; a Latin prefix: its
 *   prefix term), ANDed with the filter tags: one GIN intersection of exact lexemes, without the position
 *   recheck a phrase query (`前 <-> 端` on the older `search_tsv`) costs on every row holding all the
 *   characters, and without expanding `jav:*` over the dictionary. Pairs do not prove adjacency of a whole
 *   phrase ('前端' and '端开' can come from different places), so the exact phrase is checked on the row with
 *   `keywordCondition`'s `strpos`, and the filters are also ordinary row conditions (the tags only narrow the
 *   index walk). GIN returns matches in no order, so the repository asks for them by windows of the list
 *   order, newest first, each an OR of a few aligned bucket lexemes, the last one none (`KeywordSearch.windows`).
 *   Within a city or a district of at most REGION_WALK_MAX positions the GIN index is not used: the region's
 *   list index carries `search_text` (migration 0017) and is walked in list order, the phrase checked on
 *   each entry.
 *
 * The `positions` columns `search_text` / `search_tags` are computed here (`positionSearchColumns`) by every
 * write that changes a title, industry, company name, region, job type, education or experience.
 */
import { categoryRange } from '@common/taxonomy/categories';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DbDialect } from './connect';

/** CJK scripts whose characters are indexed one by one. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_GLOBAL = new RegExp(CJK.source, 'gu');
const NOT_TOKEN = /[^\p{L}\p{N}]+/gu;

/** Normalised, space-separated tokens of a text (see the file comment). */
export function spacedText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_TOKEN, ' ')
    .replace(CJK_GLOBAL, (ch) => ` ${ch} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The indexed text is cut to this many UTF-16 units, at a token boundary: list indexes carry it (migration
 * 0017) and a PostgreSQL btree entry holds at most 2,704 bytes (600 units are at most 1,800). A title,
 * company name and industry (110 characters) give ~100 bytes; only NFKC's expansion of rare compatibility
 * characters (one to 18) comes near.
 */
export const SEARCH_TEXT_MAX = 600;

/** What the index holds for a position: its title, its company's name and its industry. */
export function positionSearchText(title: string, companyName: string, industry: string | null): string {
  const text = spacedText(`${title} ${companyName} ${industry ?? ''}`);
  if (text.length <= SEARCH_TEXT_MAX) return text;
  const space = text.lastIndexOf(' ', SEARCH_TEXT_MAX);
  // One token longer than the limit: cut by code points (never half a surrogate pair).
  return space > 0 ? text.slice(0, space) : [...text].slice(0, SEARCH_TEXT_MAX / 2).join('');
}

/** Filter tokens of a position (SQLite's `search_tags`); `filterTags` builds the same tokens for a query. */
export interface SearchTagValues {
  regionCode: string | null;
  jobType: string;
  education: string | null;
  experience: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** 'month' when missing (0023): the steps are monthly, so day and hour pay take every step, as 面议 does. */
  salaryUnit?: string | null;
  /** A third-level job category (0020): tagged at its three levels, `t100000 t100100 t100101`. */
  categoryCode?: string | null;
}

/**
 * Salary steps of the tags (yuan a month). A position has `gX` for every step X at or below its maximum
 * ("pays up to at least X") and `lX` for every step X at or above its minimum ("starts at or below X"). A
 * salary filter takes the nearest step on the safe side as a tag and checks the exact range on the row.
 */
export const SALARY_TAG_STEPS = [3000, 5000, 8000, 10000, 15000, 20000, 30000, 50000] as const;

const tagWord = (prefix: string, code: string) => `${prefix}${code.toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;

export function positionSearchTags(values: SearchTagValues): string {
  const { regionCode, jobType, education, experience, categoryCode } = values;
  const monthly = (values.salaryUnit ?? 'month') === 'month';
  const salaryMin = monthly ? values.salaryMin : null;
  const salaryMax = monthly ? values.salaryMax : null;
  const tags: string[] = [];
  if (regionCode && /^\d{6}$/.test(regionCode)) {
    tags.push(`p${regionCode.slice(0, 2)}0000`, `c${regionCode.slice(0, 4)}00`, `d${regionCode}`);
  }
  tags.push(tagWord('j', jobType), tagWord('e', education ?? 'unlimited'), tagWord('x', experience ?? 'none'));
  // A position without a salary is negotiable: it has every salary tag; so has one paid by the day or hour
  // (the row condition decides whether a salary filter keeps it).
  for (const step of SALARY_TAG_STEPS) if (salaryMax === null || step <= salaryMax) tags.push(`g${step}`);
  for (const step of SALARY_TAG_STEPS) if (salaryMin === null || step >= salaryMin) tags.push(`l${step}`);
  // Last, as migration 0020 appended them to the rows it mapped.
  if (categoryCode) tags.push(categoryTags(categoryCode));
  return tags.join(' ');
}

/** The tags of a third-level category code at each of its levels: 't100000 t100100 t100101'. */
export function categoryTags(code: string): string {
  return `t${code.slice(0, 2)}0000 t${code.slice(0, 4)}00 t${code}`;
}

/** Both derived columns of a position row. */
export function positionSearchColumns(
  values: SearchTagValues & { title: string; companyName: string; industry: string | null },
) {
  return {
    search_text: positionSearchText(values.title, values.companyName, values.industry),
    search_tags: positionSearchTags(values),
  };
}

/**
 * A Latin word of the keyword matches as a prefix from this many characters on ('jav' finds java); shorter
 * ones match whole words only, because a 1- or 2-letter prefix would merge the postings of countless words.
 */
export const PREFIX_MIN = 3;

/**
 * The keyword as phrases of tokens: words separated by spaces in the keyword are separate phrases (all must
 * match); within a phrase the tokens must be adjacent. `prefix`: the last token is a Latin word matched as a
 * prefix. An empty list means the keyword has no searchable character (it matches nothing).
 */
export function keywordPhrases(keyword: string): Array<{ tokens: string[]; prefix: boolean }> {
  return keyword
    .split(/\s+/)
    .map((part) => spacedText(part))
    .filter((part) => part !== '')
    .map((part) => {
      const tokens = part.split(' ');
      const last = tokens[tokens.length - 1];
      return { tokens, prefix: !CJK.test(last) && [...last].length >= PREFIX_MIN };
    });
}

/** Filters that also exist as index tags (SQLite) / columns (both). */
export interface SearchFilters {
  /** 6-digit code of a province, city or district: matches itself and everything under it. */
  region?: string;
  jobType?: string;
  education?: string;
  experience?: string;
  /** The position's range overlaps [salaryMin, salaryMax]. */
  salaryMin?: number;
  salaryMax?: number;
  /**
   * The unit of salaryMin / salaryMax (0023), a row condition only: with it only positions paid so are listed;
   * without it a salary filter compares monthly pay and keeps day and hour pay only for jobType part.
   */
  salaryUnit?: string;
  /** A job category code of any level (0020): matches itself and every category under it. */
  category?: string;
  /** GB/T 4754-2017 divisions (0020): one, or those of a section; a row condition only (no tag). */
  industries?: string[];
}

/** Whether any filter is set. */
export function hasFilters(filters: SearchFilters): boolean {
  return filterTags(filters).length > 0;
}

/** The level of a region code: a province ends in 0000, a city in 00. */
export function regionLevel(code: string): 'province' | 'city' | 'district' {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}

function filterTags(filters: SearchFilters): string[] {
  const tags: string[] = [];
  if (filters.region) {
    const level = regionLevel(filters.region);
    tags.push(`${level === 'province' ? 'p' : level === 'city' ? 'c' : 'd'}${filters.region}`);
  }
  if (filters.jobType) tags.push(tagWord('j', filters.jobType));
  if (filters.category) tags.push(`t${filters.category}`);
  if (filters.education) tags.push(tagWord('e', filters.education));
  if (filters.experience) tags.push(tagWord('x', filters.experience));
  if (filters.salaryMin !== undefined) {
    // The position's maximum must reach salaryMin: the largest step not above it.
    const step = [...SALARY_TAG_STEPS].reverse().find((s) => s <= filters.salaryMin!);
    if (step !== undefined) tags.push(`g${step}`);
  }
  if (filters.salaryMax !== undefined) {
    // The position's minimum must not exceed salaryMax: the smallest step not below it.
    const step = SALARY_TAG_STEPS.find((s) => s >= filters.salaryMax!);
    if (step !== undefined) tags.push(`l${step}`);
  }
  return tags;
}

/**
 * FTS5 query: `search_text : ("前 端" AND "jav" *) AND search_tags : (c330100 AND jfull)`; either part
 * may be absent (not both).
 */
export function fts5Query(phrases: ReturnType<typeof keywordPhrases>, filters: SearchFilters): string {
  // Tokens hold letters and digits only, so they never need quoting beyond the phrase quotes.
  const text = phrases.map(({ tokens, prefix }) => `"${tokens.join(' ')}"${prefix ? ' *' : ''}`).join(' AND ');
  const tags = filterTags(filters);
  const parts = [
    ...(text ? [`search_text : (${text})`] : []),
    ...(tags.length ? [`search_tags : (${tags.join(' AND ')})`] : []),
  ];
  return parts.join(' AND ');
}

/** Latin prefixes are indexed up to this many characters (migration 0016); a longer one asks for its first 8. */
const PREFIX_INDEXED_MAX = 8;

/**
 * PostgreSQL tsquery text for `to_tsquery('simple', ...)` on `search_grams` (see the file comment): each
 * phrase as the AND of its adjacent token pairs (`0前端 & 0端开 & 0开发`), a one-token phrase as itself, a
 * Latin prefix as its indexed prefix term (`1jav`, after the pairs of the tokens before it); then the filter
 * tags (`& c330100`). Every term is an exact lexeme, so GIN never expands a prefix over the dictionary.
 */
export function gramTsQuery(phrases: ReturnType<typeof keywordPhrases>, filters: SearchFilters): string {
  const terms = phrases.flatMap(({ tokens, prefix }) => {
    const whole = prefix ? tokens.slice(0, -1) : tokens;
    const grams = whole.length === 1 ? whole : whole.slice(1).map((token, i) => `0${whole[i]}${token}`);
    if (!prefix) return grams;
    return [...grams, `1${[...tokens[tokens.length - 1]].slice(0, PREFIX_INDEXED_MAX).join('')}`];
  });
  return [...terms, ...filterTags(filters)].join(' & ');
}

/**
 * How a keyword search (and, on SQLite, a filtered list) is written on each dialect; undefined: no index
 * condition (a plain list, see `plainListFrom`), 'nothing': the keyword has no searchable character. The
 * repository adds the visibility (the company's included) and filter conditions, the order and the page.
 * - `from`: the FROM items, naming the positions `p`. SQLite: `positions_fts` walked by FTS5, each match
 *   joined to `p` through `positions_search_join`, a partial index covering every column the conditions read
 *   (so the rows that do not make the page are never read from the table).
 * - `match`: the condition (with the SQLite join); `orderKey`: the list order (the FTS rowid on SQLite, so
 *   FTS5 drives the walk newest first).
 * The tag filters are also inside the SQLite `match` (so the index intersects them); the repository still
 * applies every filter to the row (from the covering index), which guards against drift.
 */
export interface KeywordSearch {
  from: RawBuilder<unknown>;
  match: RawBuilder<SqlBool>;
  orderKey: RawBuilder<number>;
  /**
   * PostgreSQL, a keyword (but not within a small city or district): `match` asked window by window of the list
   * order, newest first (`sortWindowWalk`). Given the largest `sort_key` and the depth, answers the
   * function that gives the next window's condition from the number of matches found so far (undefined:
   * done); the windows' results one after the other are the results of `match`. GIN answers a keyword with
   * every match in no order and the rows are read to sort them (17,000 rows of 前端开发 at 1,000,000
   * positions: ~100 ms), where a window holds about the matches still missing.
   */
  windows?: (newestSortKey: number, depth: number) => (found: number) => RawBuilder<SqlBool> | undefined;
}

/**
 * `search_grams` holds the list-order bucket of its row at every level (migration 0016): level L groups
 * 4^L buckets of 2^SORT_BUCKET_BITS sort keys and is written `k<mark><sort_key >> (12 + 2L)>` (`k12`, `kb3`,
 * `kc0`, ...): 4,096 keys to 67 million a bucket.
 */
const SORT_BUCKET_BITS = 12;
const SORT_LEVEL_MARKS = ['', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/** One window of the list order: the rows whose sort_key is in [from, to), under the OR of `terms`. */
export interface SortWindow {
  terms: string[];
  from: number;
  to: number;
}

/**
 * The fewest bucket lexemes that together hold the level-0 buckets lo .. hi: the largest aligned bucket
 * at each step (at most 3 a level on each side, so a window of any size is an OR of a few terms; an OR of
 * many level-0 buckets made GIN read every one of their posting lists: 200 ms for 128 of them).
 */
export function bucketTerms(lo: number, hi: number): string[] {
  const terms: string[] = [];
  for (let bucket = hi; bucket >= lo;) {
    let level = 0;
    while (
      level < SORT_LEVEL_MARKS.length - 1 &&
      (bucket + 1) % 4 ** (level + 1) === 0 &&
      bucket + 1 - 4 ** (level + 1) >= lo
    ) {
      level += 1;
    }
    const size = 4 ** level;
    terms.push(`k${SORT_LEVEL_MARKS[level]}${(bucket + 1) / size - 1}`);
    bucket -= size;
  }
  return terms;
}

/** The first window: the newest two level-0 buckets (the newest is partly filled). */
const FIRST_WINDOW_BUCKETS = 2;
/** Each window asks for this many times the matches still missing, at the density seen so far. */
const WINDOW_MARGIN = 1.3;
/**
 * ... but is at most this many times the keys covered so far, so a keyword absent from the newest rows (a
 * density of nothing) reaches the oldest in a few steps rather than by reading all its matches at once.
 */
const WINDOW_GROWTH = 8;

/**
 * Walks the list order from the newest sort key down to 0 in windows, newest first, sized by what the
 * previous windows found: `next(found)` answers the next window given how many matches all windows so far
 * held (undefined once every key is covered or `depth` matches are found). The first window is the newest
 * two buckets of 4,096 keys; each later one is sized to hold the missing matches with a margin at the
 * density seen so far (a keyword in a third of the positions needs one window, one in 2% two or three), at
 * most 8 times what is covered already. A window that would reach below half of what is left takes all of
 * it, without bucket terms (`terms` empty): the keyword's own postings, whose rows past the window are at
 * most about as many again (GIN reads the postings of every bucket lexeme of an OR, so large buckets are
 * not free: that is also why windows do not grow faster).
 */
export function sortWindowWalk(newestSortKey: number, depth: number) {
  const unit = 2 ** SORT_BUCKET_BITS;
  const top = Math.max(0, Math.floor(newestSortKey / unit)) + 1;
  // The level-0 buckets not covered yet are 0 .. next - 1.
  let next = top;
  return {
    next(found: number): SortWindow | undefined {
      if (next <= 0 || found >= depth) return undefined;
      const covered = top - next;
      let size = FIRST_WINDOW_BUCKETS;
      if (covered > 0) {
        const density = (found + 1) / covered;
        const wanted = Math.ceil(((depth - found) * WINDOW_MARGIN) / density);
        size = Math.max(1, Math.min(wanted, covered * WINDOW_GROWTH));
      }
      const lo = next - size <= next / 2 ? 0 : next - size;
      const window = { terms: lo === 0 ? [] : bucketTerms(lo, next - 1), from: lo * unit, to: next * unit };
      next = lo;
      return window;
    },
  };
}

/**
 * PostgreSQL: a keyword within a city or district that lists at most this many positions is checked by
 * walking the region's list index (which carries the search text, migration 0017) in list order: at most
 * ~6 ms when the keyword is rare and every entry is read. A larger region (a capital may hold a tenth of
 * all positions) is searched like a province, through the GIN index by windows of the list order.
 */
export const REGION_WALK_MAX = 20_000;

/**
 * Whether `keywordSearch` wants to know if the filter's region is small (`regionWalk`): PostgreSQL, a
 * keyword, a city or district.
 */
export function asksRegionSize(dialect: DbDialect, keyword: string | undefined, { region }: SearchFilters): boolean {
  return dialect === 'postgres' && !!keyword?.trim() && !!region && regionLevel(region) !== 'province';
}

/**
 * `regionWalk` (PostgreSQL): the filter's city or district lists at most REGION_WALK_MAX positions (the
 * repository counts them when `asksRegionSize`, and only then sets it); the keyword is then checked on the
 * region's index entries, without GIN.
 */
export function keywordSearch(
  dialect: DbDialect,
  keyword: string | undefined,
  filters: SearchFilters,
  { regionWalk = false }: { regionWalk?: boolean } = {},
): KeywordSearch | 'nothing' | undefined {
  const phrases = keyword ? keywordPhrases(keyword) : [];
  if (keyword && !phrases.length) return 'nothing';
  if (dialect === 'sqlite') {
    // Without a keyword: a region (with salary / job type) walks its b-tree list index (`plainListFrom`),
    // reading a few thousand index entries at most; other filters (rarer: education, experience, a
    // category, or no region) go through the index tags, intersected in rowid (list) order.
    if (
      !phrases.length &&
      (!hasFilters(filters) || (filters.region && !filters.education && !filters.experience && !filters.category))
    ) {
      return undefined;
    }
    return {
      from: sql`positions_fts cross join positions as p indexed by positions_search_join`,
      match: sql<SqlBool>`positions_fts match ${fts5Query(phrases, filters)} and p.sort_key = positions_fts.rowid`,
      orderKey: sql<number>`positions_fts.rowid`,
    };
  }
  if (!phrases.length) return undefined;
  const phrase = phraseCondition('postgres', phrases);
  // A small city or district: its list index is walked in list order and each entry's text checked,
  // without the table; the GIN index gave the matches in no order, each read from the table to sort them
  // (2,500 rows of 工程 in a city of 9,000 positions: 25 ms when they were not in PostgreSQL's buffers).
  if (regionWalk) {
    return { from: sql`positions as p`, match: phrase, orderKey: sql<number>`p.sort_key` };
  }
  const terms = gramTsQuery(phrases, filters);
  const matching = (query: string) => sql<SqlBool>`p.search_grams @@ to_tsquery('simple', ${query}) and ${phrase}`;
  return {
    from: sql`positions as p`,
    match: matching(terms),
    orderKey: sql<number>`p.sort_key`,
    // The range is checked on the row only (`+ 0` keeps the planner from also walking the sort_key index:
    // the bucket terms already narrow the GIN walk); it keeps a title token that looks like a bucket out.
    windows: (newestSortKey, depth) => {
      const walk = sortWindowWalk(newestSortKey, depth);
      return (found) => {
        const window = walk.next(found);
        return (
          window &&
          sql<SqlBool>`${matching(window.terms.length ? `${terms} & (${window.terms.join(' | ')})` : terms)}
            and p.sort_key + 0 >= ${window.from} and p.sort_key + 0 < ${window.to}`
        );
      };
    },
  };
}

/**
 * The FROM item of a list without keyword: positions `p` walked in list order on the partial list index of
 * the region's level (or the whole list). Each covers the columns the conditions read. SQLite has no
 * statistics unless ANALYZE ran, and without them it prefers any index starting with `status` and then sorts
 * every approved row (260 ms at 100,000 rows): INDEXED BY pins the list index. PostgreSQL plans it itself.
 */
export function plainListFrom(dialect: DbDialect, filters: SearchFilters = {}): RawBuilder<unknown> {
  if (dialect !== 'sqlite') return sql`positions as p`;
  const level = filters.region ? regionLevel(filters.region) : undefined;
  const index = level ? `positions_listed_${level}` : 'positions_listed';
  return sql`positions as p indexed by ${sql.id(index)}`;
}

/**
 * Conditions a list without keyword adds for its walk. PostgreSQL, a level-1 or level-2 category without a
 * region: its top-level group as `positions_category_group` (0029) is keyed, so the group is walked in list
 * order from the index alone (a range of codes alone is read whole and sorted); the range condition then
 * keeps a level-2 code's part. Not with a keyword: the GIN windows find those, and this key would draw the
 * planner to a walk reading every row of the group from the table for its text (300 ms for 工程 in a group).
 */
export function plainListConditions(dialect: DbDialect, filters: SearchFilters): RawBuilder<SqlBool>[] {
  if (dialect !== 'postgres' || !filters.category || filters.region) return [];
  const { from, to } = categoryRange(filters.category);
  if (from === to) return [];
  return [sql<SqlBool>`substr(p.category_code, 1, 2) = ${from.slice(0, 2)}`];
}

/**
 * The next list position (`sort_key`) for an approval or a refresh: larger than every other. SQLite writes
 * one at a time, so max + 1 inside the UPDATE is safe; PostgreSQL takes it from a sequence (concurrent
 * instances never collide).
 */
export function nextSortKey(dialect: DbDialect): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`nextval('positions_sort_key_seq')`
    : sql<number>`(select coalesce(max(sort_key), 0) + 1 from positions)`;
}

// ---- Distance (GET positions/nearby) --------------------------------------------------------------------

/** Mean radius of the Earth in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * The bounding box of a circle (degrees), for the index range that prefilters a nearby search. Near a pole,
 * or when the box would cross the antimeridian, longitude is not bounded (the distance condition still is).
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = latitude - dLat;
  const maxLat = latitude + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat };
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180));
  const minLng = longitude - dLng;
  const maxLng = longitude + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat };
  return { minLat, maxLat, minLng, maxLng };
}

/**
 * Great-circle distance in km (haversine) from (latitude, longitude) to the position's point
 * `p.geo_lat / p.geo_lng`. Both engines have the math functions (SQLite's are compiled into better-sqlite3);
 * the clamp keeps asin's argument at most 1 (PostgreSQL raises an error past it): `min` is SQLite's scalar
 * minimum, `least` PostgreSQL's.
 */
export function distanceKmSql(dialect: DbDialect, latitude: number, longitude: number): RawBuilder<number> {
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const a = sql`power(sin(radians(p.geo_lat - ${latitude}) / 2), 2)
    + ${cosLat} * cos(radians(p.geo_lat)) * power(sin(radians(p.geo_lng - ${longitude}) / 2), 2)`;
  const clamped = dialect === 'postgres' ? sql`least(1.0, ${a})` : sql`min(1.0, ${a})`;
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(${clamped})))`;
}

/**
 * The FROM item of a nearby search: positions `p` walked through `positions_nearby` (listed positions by
 * latitude, covering the columns the conditions read), pinned on SQLite as the lists are (no statistics).
 */
export function nearbyFrom(dialect: DbDialect): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`positions as p indexed by positions_nearby` : sql`positions as p`;
}

/**
 * A keyword as a condition on one position `p` (a nearby search walks the positions of a bounding box and
 * checks each): each phrase is a substring of the row's spaced `search_text` between token boundaries
 * (' 前 端 ', or ' jav' for a Latin prefix), exactly what the FTS5 phrase / tsquery matches (FTS5 also folds
 * diacritics). It costs about a microsecond a row, where an FTS5 MATCH per row costs ~70 us and a tsvector
 * phrase test ~25 us. 'nothing': the keyword has no searchable character; undefined: no keyword.
 */
export function keywordCondition(
  dialect: DbDialect,
  keyword: string | undefined,
): RawBuilder<SqlBool> | 'nothing' | undefined {
  if (!keyword) return undefined;
  const phrases = keywordPhrases(keyword);
  if (!phrases.length) return 'nothing';
  return phraseCondition(dialect, phrases);
}

function phraseCondition(dialect: DbDialect, phrases: ReturnType<typeof keywordPhrases>): RawBuilder<SqlBool> {
  const conditions = phrases.map(({ tokens, prefix }) => {
    const needle = ` ${tokens.join(' ')}${prefix ? '' : ' '}`;
    return dialect === 'postgres'
      ? sql<SqlBool>`strpos(' ' || p.search_text || ' ', ${needle}) > 0`
      : sql<SqlBool>`instr(' ' || p.search_text || ' ', ${needle}) > 0`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
