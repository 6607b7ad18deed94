/**
 * Resume files (附件简历, common/resume-files.ts, docs/resume-files.md). A seeker keeps up to RESUME_FILES_MAX
 * PDF, DOC or DOCX files, recognised by their bytes (a DOC is an OLE compound file holding a WordDocument
 * stream, a DOCX a ZIP that file-type reads as one), stored privately under `private/resume-files/` with a
 * random key; the first is the default, deleting the default makes the newest remaining one the default.
 *
 * Who may read a file: its owner, and a recruiter it went to (a grant: sent in chat, or attached to an
 * application to their position). Anyone else is answered exactly as for a missing file. Reading is always
 * through a short-lived signed link (`/api/resume-files/<key>?exp&sig`). A deleted file is gone for everyone
 * (the blob is removed; the row stays so the cards already sent read `deleted`).
 *
 * The online resume as PDF (resume-pdf.ts) is drawn on request behind a signed link that names the seeker,
 * the reader and the language (`/api/resume-pdf/<seeker>-<viewer>-<locale>`): the seeker's own has the
 * contacts as written, a recruiter's is the resume as `GET resumes/{seekerId}` answers it to them (refused
 * the same way when hidden or blocked; contacts masked unless opened to their company). Sent in chat, a PDF of
 * it is made then and kept as a file of `source` online (not listed, not counted) so the card keeps working.
 */
import type { Locale } from '@common/i18n';
import { t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { ResumeDetail } from '@common/resume';
import {
  RESUME_FILE_LINK_MS,
  RESUME_FILE_MAX_BYTES,
  RESUME_FILE_MEDIA,
  RESUME_FILE_NAME_MAX,
  RESUME_FILES_MAX,
  type ResumeFile,
  type ResumeFileCard,
  type ResumeFileKind,
  type ResumeFileLink,
} from '@common/resume-files';
import { chinaDate } from '@common/china-time';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { PdfNames } from '../../core/pdf';
import { linkSigner } from '../../core/signed-links';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { HttpError, refuse } from '../../http/errors';
import { detectFileType } from '../uploads/file-type';
import type { UploadsService } from '../uploads/uploads.service';
import { recruiterView } from './recruiter-view';
import { renderResumePdf } from './resume-pdf';
import { createResumeFilesRepository, type ResumeFileRow } from './resume-files.repository';
import { createResumeRepository } from './resume.repository';
import type { ResumeSearchService } from './resume-search.service';

/** Where the files are kept in the blob store. */
export const RESUME_FILES_FOLDER = 'private/resume-files/';
/** A file's key: the owner, 32 random hex characters, the kind. */
const FILE_KEY = /^(\d+)-[a-f0-9]{32}\.(pdf|doc|docx)$/;
/** An online resume PDF's key: the seeker, the reader, the language of the headings. */
const PDF_KEY = /^(\d+)-(\d+)-(zh-Hans|en)$/;
/** The name of a Word document's main stream in an OLE compound file, as its directory writes it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export interface ResumeFilesDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  events: AppEventBus;
  store: BlobStore;
  /** Signs the download links. */
  secret: string;
  /** The daily upload quota every upload counts against, and the account photos (uploads module). */
  uploads: Pick<UploadsService, 'countUpload' | 'read'>;
  /** Whether a recruiter may read a resume, and how (the recruiters' resume view). */
  resumeSearch: Pick<ResumeSearchService, 'detailForRecruiter'>;
  /** The names the PDFs carry (PRODUCT_NAME, COMPANY_OF_RECORD). */
  names: PdfNames;
}

/** The kind the bytes say, among the accepted ones; undefined for anything else. */
export async function resumeFileKind(content: Buffer): Promise<ResumeFileKind | undefined> {
  const type = await detectFileType(content);
  if (type?.ext === 'pdf' || type?.ext === 'docx') return type.ext;
  // file-type answers 'cfb' for every OLE compound file (DOC, XLS, PPT, MSI): a DOC has a WordDocument stream.
  if (type?.ext === 'cfb' && content.includes(WORD_STREAM)) return 'doc';
  return undefined;
}

/** A display name from what the client called the file: without its extension, trimmed, at most the maximum. */
export function displayName(given: string, kind: ResumeFileKind, fallback: string): string {
  const base = given.replace(/^.*[\\/]/, '');
  const stem = base.replace(new RegExp(`\\.(${kind}|pdf|docx?)$`, 'i'), '').trim();
  // eslint-disable-next-line no-control-regex
  const clean = Array.from(stem.replace(/[\u0000-\u001f\u007f"]/g, ''))
    .slice(0, RESUME_FILE_NAME_MAX)
    .join('')
    .trim();
  return `${clean || fallback}.${kind}`;
}

function toFile(row: ResumeFileRow): ResumeFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size: row.size,
    isDefault: row.is_default === 1,
    source: row.source,
    createdAt: row.created_at,
  };
}

function toCard(row: ResumeFileRow): ResumeFileCard {
  return { id: row.id, name: row.name, kind: row.kind, size: row.size, deleted: row.deleted_at !== null };
}

const notFound = () => refuse(RESUME_FILES_MSG.notFound);

/**
 * A seeker's own online resume in the recruiters' shape (ResumeDetail), contacts as written; null before the
 * basic information is saved. The demo seed draws its PDF from it too.
 */
export async function ownResumeDetail(db: Db, seekerId: number, now: number): Promise<ResumeDetail | null> {
  const sections = createResumeRepository(db);
  const row = await sections.findSaved(seekerId);
  return row ? ((await recruiterView(sections, row, true, chinaDate(now))) as ResumeDetail) : null;
}

export function createResumeFilesService(deps: ResumeFilesDeps) {
  const { db, clock, events, store, uploads, names } = deps;
  const repo = createResumeFilesRepository(db);
  const fileLinks = linkSigner(deps.secret, 'resume-file');
  const pdfLinks = linkSigner(deps.secret, 'resume-pdf');
  const nowIso = () => toIso(clock.now());

  const ownDetail = (seekerId: number) => ownResumeDetail(db, seekerId, clock.now());

  /** The account photo's bytes, when it is one of our uploads. */
  async function photoOf(avatar: string | null): Promise<Buffer | undefined> {
    const name = avatar?.startsWith('/api/uploads/') ? avatar.slice('/api/uploads/'.length) : '';
    return name ? (await uploads.read(name))?.content : undefined;
  }

  async function pdfOf(resume: ResumeDetail, locale: Locale): Promise<Buffer> {
    return renderResumePdf({ resume, locale, photo: await photoOf(resume.avatar), names, now: clock.now() });
  }

  function link(row: ResumeFileRow): ResumeFileLink {
    const expires = clock.now() + RESUME_FILE_LINK_MS;
    return {
      url: `/api/resume-files/${row.file_key}?${fileLinks.sign(row.file_key, expires)}`,
      expiresAt: toIso(expires),
      name: row.name,
      kind: row.kind,
    };
  }

  function pdfLink(seekerId: number, viewerId: number, locale: Locale, name: string): ResumeFileLink {
    const key = `${seekerId}-${viewerId}-${locale}`;
    const expires = clock.now() + RESUME_FILE_LINK_MS;
    return {
      url: `/api/resume-pdf/${key}?${pdfLinks.sign(key, expires)}`,
      expiresAt: toIso(expires),
      name,
      kind: 'pdf',
    };
  }

  const pdfName = (detail: ResumeDetail, locale: Locale) =>
    t(locale, RESUME_FILES_MSG.onlinePdfName, { name: detail.basic.nickname });

  /** Stores the bytes under a new key and answers the key. */
  async function putBlob(userId: number, kind: ResumeFileKind, content: Buffer): Promise<string> {
    const key = `${userId}-${randomBytes(16).toString('hex')}.${kind}`;
    await store.put(RESUME_FILES_FOLDER + key, content, RESUME_FILE_MEDIA[kind]);
    return key;
  }

  async function ownUpload(userId: number, id: number): Promise<ResumeFileRow> {
    const row = await repo.findOwn(userId, id);
    if (!row || row.source !== 'upload') throw notFound();
    return row;
  }

  return {
    // ---- The seeker's files -----------------------------------------------------------------------------

    async list(userId: number): Promise<ResumeFile[]> {
      return (await repo.listUploads(userId)).map(toFile);
    },

    /**
     * Keeps an uploaded file: refused when empty (RESUME_FILES_MSG.empty), over 20 MB (413), of another kind
     * by its bytes (415), when RESUME_FILES_MAX are kept already, or past the day's upload quota (429).
     * `given` is the name the client sent; the first file becomes the default.
     */
    async upload(userId: number, content: Buffer, given: string, locale: Locale): Promise<ResumeFile> {
      if (content.length === 0) throw refuse(RESUME_FILES_MSG.empty);
      if (content.length > RESUME_FILE_MAX_BYTES) throw new HttpError(413, RESUME_FILES_MSG.size);
      const kind = await resumeFileKind(content);
      if (!kind) throw new HttpError(415, RESUME_FILES_MSG.kind);
      if ((await repo.countUploads(userId)) >= RESUME_FILES_MAX) {
        throw refuse(RESUME_FILES_MSG.max, { max: RESUME_FILES_MAX });
      }
      await uploads.countUpload(userId);
      const name = displayName(given, kind, t(locale, RESUME_FILES_MSG.title));
      const key = await putBlob(userId, kind, content);
      try {
        const row = await transaction(db, events, async (tx) => {
          const writer = createResumeFilesRepository(tx.db);
          await writer.lockOwner(userId, deps.dialect);
          const kept = await writer.listUploads(userId);
          if (kept.length >= RESUME_FILES_MAX) throw refuse(RESUME_FILES_MSG.max, { max: RESUME_FILES_MAX });
          const isDefault = !kept.some((file) => file.is_default === 1);
          return writer.insert(
            { userId, name, kind, size: content.length, fileKey: key, isDefault, source: 'upload' },
            nowIso(),
          );
        });
        return toFile(row);
      } catch (error) {
        await store.remove(RESUME_FILES_FOLDER + key);
        throw error;
      }
    },

    /** Renames a file; the extension stays (typed again, it is not doubled). */
    async rename(userId: number, id: number, name: string): Promise<ResumeFile> {
      const row = await ownUpload(userId, id);
      const renamed = displayName(name, row.kind, '');
      if (renamed === `.${row.kind}`) throw refuse(RESUME_FILES_MSG.name, { max: RESUME_FILE_NAME_MAX });
      await repo.rename(id, renamed);
      return toFile({ ...row, name: renamed });
    },

    async setDefault(userId: number, id: number): Promise<ResumeFile> {
      const row = await ownUpload(userId, id);
      await transaction(db, events, (tx) => createResumeFilesRepository(tx.db).setDefault(userId, id));
      return toFile({ ...row, is_default: 1 });
    },

    /** Deletes a file for everyone: the blob goes, cards read deleted; the newest remaining becomes the default. */
    async remove(userId: number, id: number): Promise<void> {
      const row = await ownUpload(userId, id);
      await transaction(db, events, async (tx) => {
        const writer = createResumeFilesRepository(tx.db);
        await writer.markDeleted(id, nowIso());
        if (row.is_default === 1) {
          const [newest] = (await writer.listUploads(userId)).sort((a, b) => b.id - a.id);
          if (newest) await writer.setDefault(userId, newest.id);
        }
      });
      await store.remove(RESUME_FILES_FOLDER + row.file_key);
    },

    // ---- Reading ----------------------------------------------------------------------------------------

    /** A link to a file for its owner or a recruiter it went to; anyone else as for a missing file. */
    async fileLink(userId: number, id: number): Promise<ResumeFileLink> {
      const row = await repo.find(id);
      if (!row || row.deleted_at !== null) throw notFound();
      if (row.user_id !== userId && !(await repo.hasGrant(id, userId))) throw notFound();
      return link(row);
    },

    /** The bytes behind a signed link, or undefined when the link is wrong, altered, expired or the file gone. */
    async signedFile(key: string, expires: number, sig: string) {
      if (!FILE_KEY.test(key) || !fileLinks.verify(key, expires, sig, clock.now())) return undefined;
      const row = await repo.findByKey(key);
      if (!row || row.deleted_at !== null) return undefined;
      const content = await store.get(RESUME_FILES_FOLDER + key);
      return content ? { content, name: row.name, contentType: RESUME_FILE_MEDIA[row.kind] } : undefined;
    },

    /** The content of one of the seeker's own files (to read it into the online resume). */
    async ownContent(userId: number, id: number): Promise<{ kind: ResumeFileKind; content: Buffer }> {
      const row = await ownUpload(userId, id);
      const content = await store.get(RESUME_FILES_FOLDER + row.file_key);
      if (!content) throw notFound();
      return { kind: row.kind, content };
    },

    // ---- The online resume as PDF -----------------------------------------------------------------------

    /** The seeker's own online resume: refused while the basic information is not saved. */
    async onlinePdfLink(seekerId: number, locale: Locale): Promise<ResumeFileLink> {
      const detail = await ownDetail(seekerId);
      if (!detail) throw refuse(RESUME_FILES_MSG.resumeEmpty);
      return pdfLink(seekerId, seekerId, locale, pdfName(detail, locale));
    },

    /** A candidate's, where `GET resumes/{seekerId}` answers the recruiter (refused the same way otherwise). */
    async candidatePdfLink(recruiterId: number, seekerId: number, locale: Locale): Promise<ResumeFileLink> {
      const detail = (await deps.resumeSearch.detailForRecruiter(recruiterId, seekerId)) as ResumeDetail;
      return pdfLink(seekerId, recruiterId, locale, pdfName(detail, locale));
    },

    /** The PDF behind a signed link, drawn now for its reader; undefined when the link or the access fails. */
    async signedResumePdf(key: string, expires: number, sig: string) {
      const match = PDF_KEY.exec(key);
      if (!match || !pdfLinks.verify(key, expires, sig, clock.now())) return undefined;
      const [seekerId, viewerId, locale] = [Number(match[1]), Number(match[2]), match[3] as Locale];
      let detail: ResumeDetail | null;
      try {
        detail =
          seekerId === viewerId
            ? await ownDetail(seekerId)
            : ((await deps.resumeSearch.detailForRecruiter(viewerId, seekerId)) as ResumeDetail);
      } catch {
        // Hidden, blocked or the recruiter's company no longer approved since the link was made.
        return undefined;
      }
      if (!detail) return undefined;
      return { content: await pdfOf(detail, locale), name: pdfName(detail, locale) };
    },

    // ---- What chat and applications call ----------------------------------------------------------------

    /**
     * Sends a file to a recruiter in a conversation: one of the seeker's own (else refused as missing), or
     * with `fileId` null a PDF of the online resume made now (kept as a file of source online, not listed
     * or counted; refused while the resume is empty). Answers the card to show.
     */
    async shareInChat(input: {
      seekerId: number;
      fileId: number | null;
      recruiterUserId: number;
      conversationId: number;
      locale?: Locale;
    }): Promise<ResumeFileCard> {
      const { seekerId, recruiterUserId, conversationId, locale = 'zh-Hans' } = input;
      let row: ResumeFileRow;
      if (input.fileId === null) {
        const detail = await ownDetail(seekerId);
        if (!detail) throw refuse(RESUME_FILES_MSG.resumeEmpty);
        const content = await pdfOf(detail, locale);
        const key = await putBlob(seekerId, 'pdf', content);
        row = await repo.insert(
          {
            userId: seekerId,
            name: pdfName(detail, locale),
            kind: 'pdf',
            size: content.length,
            fileKey: key,
            isDefault: false,
            source: 'online',
          },
          nowIso(),
        );
      } else {
        const own = await repo.findOwn(seekerId, input.fileId);
        if (!own) throw notFound();
        row = own;
      }
      await repo.grant({ fileId: row.id, recruiterUserId, via: 'chat', conversationId }, nowIso());
      return toCard(row);
    },

    /** A file as a card (deleted ones too), or undefined for an unknown id. */
    async cardOf(fileId: number): Promise<ResumeFileCard | undefined> {
      const row = await repo.find(fileId);
      return row ? toCard(row) : undefined;
    },

    /** Cards of several files (unknown ids left out). */
    async cardsOf(fileIds: number[]): Promise<Map<number, ResumeFileCard>> {
      return new Map((await repo.findMany(fileIds)).map((row) => [row.id, toCard(row)]));
    },

    /** Applying with a file: it must be the seeker's own kept file (else refused as missing). */
    async checkOwn(seekerId: number, fileId: number): Promise<ResumeFileCard> {
      return toCard(await ownUpload(seekerId, fileId));
    },

    /** Opens a file to the recruiter of the position applied to. */
    async grantForApplication(input: {
      seekerId: number;
      fileId: number;
      recruiterUserId: number;
      applicationId: number;
    }): Promise<void> {
      const row = await repo.findOwn(input.seekerId, input.fileId);
      if (!row) throw notFound();
      await repo.grant(
        {
          fileId: row.id,
          recruiterUserId: input.recruiterUserId,
          via: 'application',
          applicationId: input.applicationId,
        },
        nowIso(),
      );
    },

    /** The file attached to an application, as a card (deleted reads deleted), or null. */
    async cardOfApplication(applicationId: number): Promise<ResumeFileCard | null> {
      const fileId = await repo.fileOfApplication(applicationId);
      const row = fileId === undefined ? undefined : await repo.find(fileId);
      return row ? toCard(row) : null;
    },

    // ---- Leaving ----------------------------------------------------------------------------------------

    /** A copy of one's data: the kept files listed, and the uploaded ones' bytes under resume-files/. */
    async exportOf(userId: number) {
      const rows = (await repo.allOf(userId)).filter((row) => row.deleted_at === null);
      const files: Array<{ name: string; content: Buffer }> = [];
      for (const row of rows.filter((r) => r.source === 'upload')) {
        const content = await store.get(RESUME_FILES_FOLDER + row.file_key);
        if (content) files.push({ name: `resume-files/${row.id}-${row.name.replace(/[\\/]/g, '_')}`, content });
      }
      return {
        resumeFiles: rows.map((row) => ({
          name: row.name,
          kind: row.kind,
          size: row.size,
          isDefault: row.is_default === 1,
          source: row.source,
          createdAt: row.created_at,
        })),
        files,
      };
    },

    /** Deleting the account: every file (blobs too) and grant of the user, and the grants made to them. */
    async forgetUser(userId: number): Promise<void> {
      const rows = await repo.allOf(userId);
      await repo.forget(userId);
      for (const row of rows) await store.remove(RESUME_FILES_FOLDER + row.file_key);
    },
  };
}

export type ResumeFilesService = ReturnType<typeof createResumeFilesService>;
