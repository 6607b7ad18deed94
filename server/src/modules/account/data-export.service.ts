/**
 * A copy of one's data (个人信息副本; PIPL art. 45; docs/decisions.md, "Leaving"). Asked for at most once a
 * day, built in the background by the `account.dataExports` job: every module answers what it holds of
 * the user through its own service, and the copy is one ZIP (fflate) with a readable `data.json`, the
 * user's contract PDFs and a README, stored privately under `private/exports/`. It is answered only through
 * a link signed with the server secret (core/signed-links.ts) that works 24 hours; then the file goes.
 */
import type { DataExport, DataExportList } from '@common/account';
import { PRIVACY_MSG } from '@common/messages.privacy';
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../core/blob-store';
import type { Clock } from '../../core/clock';
import { linkSigner } from '../../core/signed-links';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { DataExportsTable } from '../../db/types';
import { AppError, refuse } from '../../http/errors';
import type { Selectable } from 'kysely';
import { createDataExportRepository } from './data-export.repository';

const HOUR_MS = 3_600_000;
/** How long the link to a ready copy works. */
export const EXPORT_LINK_HOURS = 24;
/** At most one copy asked for in this many hours. */
export const EXPORT_EVERY_HOURS = 24;
/** Copies listed (older ones have long expired). */
const LISTED = 10;
/** Copies built per run of the job. */
const BATCH = 5;
const FOLDER = 'private/exports/';

/** What the modules hold of a user: named sections of data.json, and files (contract PDFs). */
export interface ExportSections {
  sections: Record<string, unknown>;
  files: Array<{ name: string; content: Buffer }>;
}

export interface DataExportServiceDeps {
  db: Db;
  clock: Clock;
  store: BlobStore;
  secret: string;
  log: FastifyBaseLogger;
  /** Every module's part of the copy (composition root: modules/privacy.ts). */
  collect(userId: number): Promise<ExportSections>;
}

const README = `职达 JobReach — 个人信息副本 / a copy of your personal information

data.json      你的账号、简历、求职期望、投递、面试、聊天（你发出的和对方发给你的消息）、合同信息、同意记录等，
               UTF-8 编码的 JSON。Your account, resume, expectations, applications, interviews, conversations
               (your messages and those sent to you), contracts, consent records and more, as UTF-8 JSON.
contracts/     你作为乙方的合同 PDF（身份证号、银行卡号见 PDF）。The PDFs of your contracts as Party B
               (your ID and bank card numbers are in them).
resume-files/  你上传的附件简历。The resume files you uploaded.

依据《个人信息保护法》第四十五条提供。Provided under article 45 of the Personal Information Protection Law.
`;

export function createDataExportService({ db, clock, store, secret, log, collect }: DataExportServiceDeps) {
  const repo = createDataExportRepository(db);
  const links = linkSigner(secret, 'data-export');
  const linkKey = (id: number) => `export-${id}`;

  function view(row: Selectable<DataExportsTable>, now: number): DataExport {
    const expiresMs = row.expires_at ? Date.parse(row.expires_at) : 0;
    const live = row.status === 'ready' && row.file_key !== null && expiresMs > now;
    return {
      id: row.id,
      state: row.status === 'ready' && !live ? 'expired' : row.status,
      requestedAt: row.requested_at,
      readyAt: row.ready_at ?? null,
      expiresAt: row.expires_at ?? null,
      size: row.size ?? null,
      url: live ? `/api/user/data-exports/${row.id}/file?${links.sign(linkKey(row.id), expiresMs)}` : null,
    };
  }

  async function build(id: number): Promise<void> {
    if (!(await repo.move(id, 'requested', 'building'))) return;
    const row = (await repo.find(id))!;
    try {
      const { sections, files } = await collect(row.user_id);
      const at = clock.now();
      const entries: Zippable = {
        'README.txt': strToU8(README),
        'data.json': strToU8(JSON.stringify({ exportedAt: toIso(at), ...sections }, null, 2)),
      };
      for (const file of files) entries[file.name] = new Uint8Array(file.content);
      const zip = Buffer.from(zipSync(entries, { level: 6 }));
      const key = `${row.user_id}-${id}-${randomBytes(12).toString('hex')}.zip`;
      await store.put(FOLDER + key, zip, 'application/zip');
      await repo.ready(id, {
        key,
        size: zip.length,
        readyAt: toIso(at),
        expiresAt: toIso(at + EXPORT_LINK_HOURS * HOUR_MS),
      });
    } catch (error) {
      log.error({ err: error, exportId: id }, 'data export failed');
      await repo.move(id, 'building', 'failed');
    }
  }

  return {
    async list(userId: number): Promise<DataExportList> {
      const now = clock.now();
      const rows = await repo.list(userId, LISTED);
      const last = rows.find((row) => row.status !== 'failed');
      const next = last ? Date.parse(last.requested_at) + EXPORT_EVERY_HOURS * HOUR_MS : 0;
      return { exports: rows.map((row) => view(row, now)), nextAllowedAt: next > now ? toIso(next) : null };
    },

    /** A new copy, unless one was asked for within the day (a failed one does not count). */
    async request(userId: number): Promise<DataExport> {
      const { nextAllowedAt } = await this.list(userId);
      if (nextAllowedAt) {
        const hours = Math.max(1, Math.ceil((Date.parse(nextAllowedAt) - clock.now()) / HOUR_MS));
        throw refuse(PRIVACY_MSG.exportTooSoon, { hours });
      }
      const id = await repo.insert(userId, toIso(clock.now()));
      return view((await repo.find(id))!, clock.now());
    },

    /** The ZIP a signed link names, while it is ready and the link has not expired. */
    async file(id: number, expires: number, sig: string): Promise<Buffer> {
      const now = clock.now();
      const row = await repo.find(id);
      const live = row?.file_key && row.status === 'ready' && Date.parse(row.expires_at ?? '') > now;
      if (!links.verify(linkKey(id), expires, sig, now) || !live) {
        throw new AppError(403, PRIVACY_MSG.exportNotFound);
      }
      const content = await store.get(FOLDER + row!.file_key!);
      if (!content) throw new AppError(403, PRIVACY_MSG.exportNotFound);
      return content;
    },

    /** The job: builds the copies asked for, and removes the files of those past their link's end. */
    async run(): Promise<{ built: number; expired: number }> {
      const now = clock.now();
      await repo.abandon(toIso(now - HOUR_MS));
      const waiting = await repo.waiting(BATCH);
      for (const id of waiting) await build(id);
      const expired = await repo.expired(toIso(now));
      for (const row of expired) {
        await store.remove(FOLDER + row.file_key!);
        await repo.dropFile(row.id);
      }
      return { built: waiting.length, expired: expired.length };
    },

    /** Leaving: the copies and their files go with the account. */
    async forgetUser(userId: number): Promise<void> {
      for (const row of await repo.ofUser(userId)) if (row.file_key) await store.remove(FOLDER + row.file_key);
      await repo.forget(userId);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
