import { RESUME_FILE_KINDS, RESUME_FILE_MAX_BYTES, type ResumeFileKind } from '@common/resume-files';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';

/** 356 KB / 1.2 MB, the size shown on a file's row and card. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The kind a file name says (pdf/doc/docx), or undefined for any other. */
export function kindOfName(name: string): ResumeFileKind | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (RESUME_FILE_KINDS as readonly string[]).includes(ext ?? '') ? (ext as ResumeFileKind) : undefined;
}

/**
 * What is wrong with a chosen file before it is sent (the server checks the content again): the message key
 * of the refusal, or undefined when it may go.
 */
export function checkResumeFile(file: { name: string; size: number }): string | undefined {
  if (!kindOfName(file.name)) return RESUME_FILES_MSG.kind;
  if (file.size > RESUME_FILE_MAX_BYTES) return RESUME_FILES_MSG.size;
  if (file.size === 0) return RESUME_FILES_MSG.empty;
  return undefined;
}

/** The display name without its extension (what the rename dialog edits: the extension stays). */
export function baseName(name: string): string {
  return name.replace(/\.(pdf|docx?|PDF|DOCX?)$/, '');
}
