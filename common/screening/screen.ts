/**
 * The screening engine (issue 33, part 2): runs the rules of ./rules.data.ts over texts and answers what it
 * found, by field. The server refuses a position with a `refuse` finding and stores the `review` ones for the
 * operator (server/src/modules/positions/position-write.ts); the position form runs the same check before
 * sending (src/features/positions/components/position-form.tsx); the chat fraud guard runs it over a
 * recruiter's messages (server/src/modules/chat/fraud-guard.ts).
 *
 * How a text is read: full-width letters and digits become half-width and letters lower case (offsets do not
 * move, so the words are cut from the text as written); the lawful phrasings are blanked out; then each rule's
 * patterns run, skipping a match that cuts a longer number, that a negation in its clause denies (不收押金),
 * that the words after it make harmless (体检费公司报销) or whose number is not below the rule's bound.
 */
import type { ScreenedField, ScreeningFinding, ScreeningVerdict } from './findings';
import { NEGATIONS, SCREENING_ALLOWED, SCREENING_RULES, type ScreeningRule } from './rules.data';

/** How far a negation before a match, and the words after it, are looked for (within the clause). */
const CONTEXT_CHARS = 12;
/** Where a clause ends: a negation or a reprieve across it does not count. */
const CLAUSE_END = /[，。；！？,;!?\n\r]/;
/** What an allowed phrasing is replaced with: no rule matches it, and it ends no clause. */
const BLANK = '\u25a1';

type Compiled = ScreeningRule & {
  regexes: RegExp[];
  lawful?: RegExp;
  reprieve?: RegExp;
  negation?: RegExp;
};

let compiled: { rules: Compiled[]; allowed: RegExp[] } | undefined;

/** The rules compiled once (a bad pattern an operator adds fails the screening test, not production). */
function rules() {
  compiled ??= {
    rules: SCREENING_RULES.map((rule) => ({
      ...rule,
      regexes: rule.patterns.map((source) => new RegExp(source, 'gi')),
      lawful: rule.lawfulWhen ? new RegExp(rule.lawfulWhen, 'i') : undefined,
      reprieve: rule.unlessAfter ? new RegExp(rule.unlessAfter, 'i') : undefined,
      negation: rule.negatable === false ? undefined : new RegExp(`(${NEGATIONS[rule.category]})`, 'i'),
    })),
    allowed: SCREENING_ALLOWED.map(({ phrase }) => new RegExp(phrase, 'gi')),
  };
  return compiled;
}

/** Full-width ASCII to half-width, the ideographic space to a space, letters to lower case: same length. */
export function normalize(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0);
    else if (code === 0x3000) out += ' ';
    else out += char;
  }
  // Only ASCII letters: toLowerCase() would lengthen a few others (İ) and move the offsets.
  return out.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The clause around [start, end): up to CONTEXT_CHARS before and after, cut at the clause's ends. */
function clause(text: string, start: number, end: number): { before: string; after: string } {
  let before = text.slice(Math.max(0, start - CONTEXT_CHARS), start);
  const cut = [...before].map((char) => CLAUSE_END.test(char)).lastIndexOf(true);
  if (cut >= 0) before = [...before].slice(cut + 1).join('');
  let after = text.slice(end, end + CONTEXT_CHARS);
  const stop = after.search(CLAUSE_END);
  if (stop >= 0) after = after.slice(0, stop);
  return { before, after };
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The words of `rule` in the prepared text (`original` gives them as written). */
function matches(rule: Compiled, prepared: string, original: string): string[] {
  const words: string[] = [];
  for (const regex of rule.regexes) {
    regex.lastIndex = 0;
    for (let m = regex.exec(prepared); m !== null; m = regex.exec(prepared)) {
      if (m[0] === '') {
        regex.lastIndex += 1;
        continue;
      }
      const start = m.index;
      const end = start + m[0].length;
      // Part of a longer number (an 11-digit phone number inside a 15-digit one).
      if (
        (isDigit(m[0][0]) && isDigit(prepared[start - 1])) ||
        (isDigit(m[0][m[0].length - 1]) && isDigit(prepared[end]))
      )
        continue;
      if (rule.number) {
        const value = Number(m[rule.number.group]);
        if (!Number.isFinite(value) || value >= rule.number.below) continue;
      }
      const { before, after } = clause(prepared, start, end);
      if (rule.negation?.test(before)) continue;
      if (rule.reprieve?.test(after)) continue;
      const word = original.slice(start, end).trim();
      if (!words.includes(word)) words.push(word);
    }
  }
  return words;
}

/**
 * Screens texts by field name. `context` is every text of the record (a lawful job named in the title lets a
 * gender rule in the requirements go to review instead of being refused); by default the texts themselves.
 */
export function screenTexts(
  fields: Record<string, string | null | undefined>,
  context: string = Object.values(fields).join('\n'),
): ScreeningFinding[] {
  const { rules: all, allowed } = rules();
  const findings: ScreeningFinding[] = [];
  const lawfulContext = normalize(context);
  for (const [field, text] of Object.entries(fields)) {
    if (!text) continue;
    let prepared = normalize(text);
    for (const regex of allowed) prepared = prepared.replace(regex, (whole) => BLANK.repeat(whole.length));
    for (const rule of all) {
      const words = matches(rule, prepared, text);
      if (words.length === 0) continue;
      const verdict: ScreeningVerdict =
        rule.verdict === 'refuse' && rule.lawful?.test(lawfulContext) ? 'review' : rule.verdict;
      findings.push({ field, rule: rule.id, category: rule.category, verdict, words });
    }
  }
  return findings;
}

/** The screened texts of a position body (title, responsibilities, requirements, conditions, working hours). */
export function screenPosition(body: Partial<Record<ScreenedField, string | null>>): ScreeningFinding[] {
  return screenTexts({
    title: body.title,
    responsibilities: body.responsibilities,
    requirements: body.requirements,
    conditions: body.conditions,
    workingHours: body.workingHours,
  });
}

/**
 * What refuses a save: the first field with a `refuse` finding, its category and every word refused in that
 * field for that category (the message names one reason); undefined when nothing is refused.
 */
export function refusalOf(findings: readonly ScreeningFinding[]) {
  const first = findings.find((finding) => finding.verdict === 'refuse');
  if (!first) return undefined;
  const words = findings
    .filter((f) => f.verdict === 'refuse' && f.field === first.field && f.category === first.category)
    .flatMap((finding) => finding.words);
  return { field: first.field as ScreenedField, category: first.category, words: [...new Set(words)] };
}
