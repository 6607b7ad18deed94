/**
 * Reads a resume file (PDF or DOCX) into proposals for the online resume (docs/resume-reader.md).
 * Pure: no database, no Fastify.
 */
import type { ResumeProposal } from '@common/resume-files';

/** The file could not be read into text (scanned PDF, broken file, too slow). */
export class ResumeReadError extends Error {
  constructor(readonly reason: 'no_text' | 'unreadable' | 'timeout') {
    super(`resume not readable: ${reason}`);
    this.name = 'ResumeReadError';
  }
}

export async function readResume(_content: Buffer, _kind: 'pdf' | 'docx'): Promise<ResumeProposal> {
  throw new ResumeReadError('unreadable');
}
