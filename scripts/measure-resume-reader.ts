/**
 * Measures the resume reader (server/src/modules/resume/resume-reader) on the corpus
 * (server/test/resume-corpus): generates every file, reads it, and prints per-field accuracy and the
 * overall share of fields found right, for PDF, DOCX and both (docs/resume-reader.md says what "right" is).
 * `npm run measure:resume-reader [-- --verbose]` (--verbose prints every miss).
 */
import { readResume } from '../server/src/modules/resume/resume-reader';
import { CORPUS, expectedOf } from '../server/test/resume-corpus/corpus';
import { renderEntry } from '../server/test/resume-corpus/render';
import { type Tally, misses, overall, score } from '../server/test/resume-corpus/score';

const verbose = process.argv.includes('--verbose');

async function main() {
  const tallies: Record<'pdf' | 'docx' | 'all' | 'heldOut', Tally> = { pdf: {}, docx: {}, all: {}, heldOut: {} };
  const started = Date.now();
  for (const entry of CORPUS) {
    const expected = expectedOf(entry);
    const found = await readResume(await renderEntry(entry), entry.kind);
    score(expected, found, tallies[entry.kind]);
    score(expected, found, tallies.all);
    if (entry.heldOut) score(expected, found, tallies.heldOut);
    const mine = score(expected, found);
    const result = overall(mine);
    console.log(`${entry.id.padEnd(24)} ${result.right}/${result.total}`);
    if (verbose && result.right < result.total) {
      console.log(misses.join('\n'));
    }
  }
  const fields = Object.keys(tallies.all);
  const pct = (slot?: { right: number; total: number }) =>
    slot && slot.total
      ? `${((100 * slot.right) / slot.total).toFixed(1).padStart(5)}% (${slot.right}/${slot.total})`
      : '      -';
  console.log(`\n${'field'.padEnd(30)} ${'pdf'.padEnd(18)} ${'docx'.padEnd(18)} both             extra`);
  for (const field of fields) {
    console.log(
      `${field.padEnd(30)} ${pct(tallies.pdf[field]).padEnd(18)} ${pct(tallies.docx[field]).padEnd(18)} ${pct(tallies.all[field]).padEnd(16)} ${tallies.all[field].extra}`,
    );
  }
  const line = (name: string, tally: Tally) => {
    const o = overall(tally);
    console.log(`${name.padEnd(8)} ${(100 * o.share).toFixed(1)}% (${o.right}/${o.total} fields)`);
  };
  console.log('\noverall');
  line('pdf', tallies.pdf);
  line('docx', tallies.docx);
  line('both', tallies.all);
  line('held out', tallies.heldOut);
  console.log(
    `\n${CORPUS.length} resumes (${CORPUS.filter((e) => e.kind === 'pdf').length} pdf) in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
