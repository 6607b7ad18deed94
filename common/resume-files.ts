/**
 * Resume files (附件简历, server module `resume`, docs/resume-files.md): a seeker keeps up to
 * `RESUME_FILES_MAX` PDF, DOC or DOCX files (recognised by content), renames them, deletes them and marks one
 * as the default; the online resume can be downloaded as an A4 PDF; a file goes to a recruiter only when the
 * seeker sends it in chat (asked or unasked) or attaches it to an application, and every download goes through
 * a short-lived signed link. A PDF or DOCX can also be read into proposals for the online resume, which the
 * seeker accepts, edits or drops one by one: nothing is saved by reading.
 */
import { z } from 'zod';
import { DEGREES } from './constants';
import { defineCalls } from './call';
import { RESUME_FILES_MSG } from './messages.resume-files';
import { idParam, idPath, recordIdSchema } from './validation';

/** Files a seeker keeps (the online resume's PDF snapshots sent in chat are not counted or listed). */
export const RESUME_FILES_MAX = 3;
/** At most 20 MB per file. */
export const RESUME_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The kinds accepted, by content (a DOC is an OLE compound file, a DOCX a ZIP with word/document.xml). */
export const RESUME_FILE_KINDS = ['pdf', 'doc', 'docx'] as const;
export type ResumeFileKind = (typeof RESUME_FILE_KINDS)[number];
/** The kinds the reader fills the online resume from. */
export const RESUME_PARSE_KINDS = ['pdf', 'docx'] as const;
/** Characters of a file's display name (the extension is kept apart). */
export const RESUME_FILE_NAME_MAX = 60;
/** How long a download link works. */
export const RESUME_FILE_LINK_MS = 10 * 60_000;

export const RESUME_FILE_MEDIA: Record<ResumeFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const id = recordIdSchema;
const time = z.string().describe('ISO 8601');

// ---- Requests ---------------------------------------------------------------------------------------------

export const renameResumeFileSchema = z.object({
  name: z
    .string({ error: RESUME_FILES_MSG.name })
    .trim()
    .min(1, { error: RESUME_FILES_MSG.name })
    .max(RESUME_FILE_NAME_MAX, { error: RESUME_FILES_MSG.name }),
});
export type RenameResumeFileBody = z.infer<typeof renameResumeFileSchema>;

// ---- Responses --------------------------------------------------------------------------------------------

export const resumeFileSchema = z.object({
  id,
  name: z.string().describe('display name with its extension, e.g. 张小明-前端.pdf'),
  kind: z.enum(RESUME_FILE_KINDS),
  size: z.number().int().describe('bytes'),
  isDefault: z.boolean(),
  source: z.enum(['upload', 'online']).describe('online: a PDF of the online resume, made when it was sent'),
  createdAt: time,
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

/** A file as a card in chat or on an application: `deleted` once its owner removed it. */
export const resumeFileCardSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(RESUME_FILE_KINDS),
  size: z.number().int(),
  deleted: z.boolean(),
});
export type ResumeFileCard = z.infer<typeof resumeFileCardSchema>;

export const resumeFileLinkSchema = z.object({
  url: z.string().describe('/api/resume-files/<key>?exp=&sig=: works RESUME_FILE_LINK_MS, no token needed'),
  expiresAt: time,
  name: z.string(),
  kind: z.enum(RESUME_FILE_KINDS),
});
export type ResumeFileLink = z.infer<typeof resumeFileLinkSchema>;

/**
 * What was read from a file, shaped like the online resume's forms (common/resume.ts); '' where nothing was
 * found. The app shows each part as a proposal and saves an accepted one through the resume's own calls.
 */
export const resumeProposalSchema = z.object({
  kind: z.enum(RESUME_PARSE_KINDS),
  basic: z.object({
    name: z.string(),
    gender: z.enum(['', 'male', 'female']),
    birthDate: z.string().describe("YYYY-MM-DD, or ''"),
    phone: z.string(),
    email: z.string(),
    wechat: z.string(),
    city: z.string().describe("the city as written, or ''"),
    selfEvaluation: z.string(),
  }),
  educations: z.array(
    z.object({
      school: z.string(),
      degree: z.enum(['', ...DEGREES]),
      major: z.string(),
      startDate: z.string().describe("YYYY-MM-DD, or ''"),
      graduationDate: z.string().describe("YYYY-MM-DD, or ''"),
    }),
  ),
  experiences: z.array(
    z.object({
      company: z.string(),
      jobTitle: z.string(),
      startDate: z.string().describe("YYYY-MM-DD, or ''"),
      endDate: z.string().describe("YYYY-MM-DD, '' for 至今 or unknown"),
      content: z.string(),
    }),
  ),
  projects: z.array(z.object({ name: z.string(), role: z.string(), description: z.string(), performance: z.string() })),
  skills: z.object({ professionalSkills: z.string(), languages: z.string(), certificates: z.string() }),
});
export type ResumeProposal = z.infer<typeof resumeProposalSchema>;

// ---- Calls (common/call.ts) -------------------------------------------------------------------------------

export const resumeFileCalls = /* @__PURE__ */ defineCalls('resume-files', () => ({
  files: {
    method: 'GET',
    path: '/resume/files',
    access: 'seeker',
    answer: 'data',
    response: z.array(resumeFileSchema),
    summary: "The seeker's resume files, the default first",
  },
  uploadFile: {
    method: 'POST',
    path: '/resume/files',
    access: 'seeker',
    answer: 'data',
    upload: true,
    response: resumeFileSchema,
    summary:
      'Upload a resume file (multipart field "file"; PDF, DOC or DOCX by content, at most 20 MB; 413 for a bigger one, 415 for another kind). The first becomes the default',
  },
  renameFile: {
    method: 'PUT',
    path: '/resume/files/:id',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: renameResumeFileSchema,
    response: resumeFileSchema,
    summary: 'Rename a resume file (the extension stays)',
  },
  setDefaultFile: {
    method: 'PUT',
    path: '/resume/files/:id/default',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    response: resumeFileSchema,
    summary: 'Make a resume file the default (the one applications carry)',
  },
  deleteFile: {
    method: 'DELETE',
    path: '/resume/files/:id',
    access: 'seeker',
    answer: 'done',
    params: idPath,
    summary: 'Delete a resume file: gone for everyone it was sent to as well',
  },
  fileLink: {
    method: 'GET',
    path: '/resume/files/:id/link',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: resumeFileLinkSchema,
    summary:
      'A short-lived link to a resume file: for its owner, or a recruiter it was sent to in chat or attached to an application to their position',
  },
  signedFile: {
    method: 'GET',
    path: '/resume-files/:key',
    access: 'public',
    answer: 'file',
    params: z.object({ key: z.string().max(80) }),
    query: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(64).optional() }),
    produces: Object.values(RESUME_FILE_MEDIA),
    summary: 'A resume file through a signed link (binary); 404 when the link is wrong, altered or expired',
  },
  onlinePdfLink: {
    method: 'GET',
    path: '/resume/pdf',
    access: 'seeker',
    answer: 'data',
    response: resumeFileLinkSchema,
    summary: "A short-lived link to the seeker's online resume as an A4 PDF",
  },
  candidatePdfLink: {
    method: 'GET',
    path: '/resumes/:seekerId/pdf',
    access: 'recruiter',
    answer: 'data',
    params: z.object({ seekerId: idParam }),
    response: resumeFileLinkSchema,
    summary: "A short-lived link to a candidate's online resume as PDF, where the recruiter may read the resume",
  },
  signedResumePdf: {
    method: 'GET',
    path: '/resume-pdf/:key',
    access: 'public',
    answer: 'file',
    params: z.object({ key: z.string().max(80) }),
    query: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(64).optional() }),
    produces: ['application/pdf'],
    summary: 'An online resume as PDF through a signed link (binary); 404 when the link is wrong or expired',
  },
  parseUpload: {
    method: 'POST',
    path: '/resume/parse',
    access: 'seeker',
    answer: 'data',
    upload: true,
    response: resumeProposalSchema,
    summary:
      'Read a PDF or DOCX resume (multipart field "file", at most 20 MB) into proposals for the online resume; nothing is stored',
  },
  parseFile: {
    method: 'POST',
    path: '/resume/files/:id/parse',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    response: resumeProposalSchema,
    summary: "Read one of the seeker's PDF or DOCX resume files into proposals for the online resume",
  },
}));
