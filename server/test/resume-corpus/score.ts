/**
 * Scoring a proposal against the corpus's expected one (docs/resume-reader.md, "Measuring").
 * Short fields are right when equal after normalising (case, spaces, punctuation, full-width forms);
 * long texts (self-evaluation, job content, project description and results, skills, languages,
 * certificates) are right when the found text contains the expected text's first sentence, normalised.
 * Only fields with an expected value count; a list entry is compared with the entry at the same position.
 * Fields found where the file has none are counted apart as `extra`.
 */
import type { ResumeProposal } from '@common/resume-files';

export const norm = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

const firstSentence = (text: string) => text.split(/(?<=[。！？；;!?])|(?<=\.)\s|\n/)[0] ?? text;

const same = (expected: string, found: string) => norm(expected) === norm(found);
const contains = (expected: string, found: string) => norm(found).includes(norm(firstSentence(expected)));

export interface Tally {
  [field: string]: { right: number; total: number; extra: number };
}

/** Misses of the last score() call, for a measurement's --verbose output. */
export const misses: string[] = [];

function count(tally: Tally, field: string, expected: string, found: string, long: boolean) {
  const slot = (tally[field] ??= { right: 0, total: 0, extra: 0 });
  if (!expected) {
    if (found) {
      slot.extra += 1;
      misses.push(`  ${field}: extra ${JSON.stringify(found)}`);
    }
    return;
  }
  slot.total += 1;
  if (long ? contains(expected, found) : same(expected, found)) slot.right += 1;
  else misses.push(`  ${field}: expected ${JSON.stringify(expected)} found ${JSON.stringify(found)}`);
}

const LONG = new Set([
  'selfEvaluation',
  'content',
  'description',
  'performance',
  'professionalSkills',
  'languages',
  'certificates',
]);

export function score(expected: ResumeProposal, found: ResumeProposal, tally: Tally = {}): Tally {
  misses.length = 0;
  for (const [field, value] of Object.entries(expected.basic)) {
    count(tally, field, value, found.basic[field as keyof ResumeProposal['basic']] ?? '', LONG.has(field));
  }
  const lists = [
    ['education', expected.educations, found.educations],
    ['experience', expected.experiences, found.experiences],
    ['project', expected.projects, found.projects],
  ] as const;
  for (const [prefix, want, got] of lists) {
    want.forEach((entry, i) => {
      for (const [field, value] of Object.entries(entry)) {
        const other = (got[i] as Record<string, string> | undefined)?.[field] ?? '';
        count(tally, `${prefix}.${field}`, value, other, LONG.has(field));
      }
    });
    for (const extra of got.slice(want.length)) {
      for (const [field, value] of Object.entries(extra)) count(tally, `${prefix}.${field}`, '', value, false);
    }
  }
  for (const [field, value] of Object.entries(expected.skills)) {
    count(tally, `skills.${field}`, value, found.skills[field as keyof ResumeProposal['skills']], true);
  }
  return tally;
}

export function overall(tally: Tally): { right: number; total: number; share: number } {
  let right = 0;
  let total = 0;
  for (const slot of Object.values(tally)) {
    right += slot.right;
    total += slot.total;
  }
  return { right, total, share: total ? right / total : 0 };
}
