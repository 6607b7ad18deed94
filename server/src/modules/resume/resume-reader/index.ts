/**
 * Reads a resume file (PDF or DOCX) into proposals for the online resume (docs/resume-reader.md):
 * text extraction (extract-pdf.ts, extract-docx.ts), then sections and field rules (parse.ts).
 * Pure: no database, no Fastify. Every failure is a ResumeReadError, which the route answers with
 * RESUME_FILES_MSG.parse.failed.
 */
import type { ResumeProposal } from '@common/resume-files';
import { READ_LIMITS, ResumeReadError, withTimeout } from './errors';
import { docxLines } from './extract-docx';
import { pdfLines } from './extract-pdf';
import { parseResume } from './parse';

export { ResumeReadError } from './errors';
export { parseResume } from './parse';

/** The text lines of a file in reading order (exported for the corpus measurement and tests). */
export async function readLines(content: Buffer, kind: 'pdf' | 'docx'): Promise<string[]> {
  let lines: string[];
  try {
    lines = await withTimeout(kind === 'pdf' ? pdfLines(content) : docxLines(content), READ_LIMITS.ms);
  } catch (error) {
    throw error instanceof ResumeReadError ? error : new ResumeReadError('unreadable');
  }
  // A scanned PDF (pictures of pages) has no text layer: nothing to propose.
  const letters = lines.join('').replace(/\s/g, '');
  if (letters.length < 20) throw new ResumeReadError('no_text');
  let total = 0;
  return lines.filter((line) => (total += line.length) <= READ_LIMITS.chars);
}

export async function readResume(content: Buffer, kind: 'pdf' | 'docx'): Promise<ResumeProposal> {
  return parseResume(await readLines(content, kind), kind);
}
