/**
 * The contracts' private files (attachments, drawn signatures, signed PDFs) under `private/contracts/` of the
 * file storage (core/blob-store.ts). They are never public: the contract calls answer them to the two
 * parties only. Keys are made here from the contract id and a fixed or random name, so a key never comes
 * from a request.
 */
import { CONTRACT_FILE_MEDIA_TYPES } from '@common/contracts';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';
import { HttpError, refuse } from '../../http/errors';
import { detectFileType } from '../uploads/file-type';

export interface ContractFiles {
  /** Stores `content` and answers its key, e.g. "12/attachment-3f2a….pdf". */
  put(contractId: number, name: string, ext: string, content: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  /** Removes a file (a contract deleted with its account, or past its retention); no error when gone. */
  remove(key: string): Promise<void>;
}

const FOLDER = 'private/contracts/';
const KEY = /^\d+\/[a-z]+-[a-f0-9]{16}\.(pdf|png|jpg)$/;
const TYPES: Record<string, string> = CONTRACT_FILE_MEDIA_TYPES;

/** Attachments and paper scans: PDF, JPG or PNG, at most this size. */
export const CONTRACT_FILE_MAX_MB = 10;
const UPLOAD_EXTS = ['pdf', 'jpg', 'png'];

/** An uploaded attachment or paper scan, checked: not empty, not too large, a PDF, JPG or PNG by its bytes. */
export async function checkUpload(content: Buffer): Promise<{ ext: string; content: Buffer }> {
  if (!content.length) throw refuse(CONTRACTS_SERVER_MSG.fileMissing);
  if (content.length > CONTRACT_FILE_MAX_MB * 1024 * 1024) {
    throw new HttpError(413, CONTRACTS_SERVER_MSG.fileTooLarge, { mb: CONTRACT_FILE_MAX_MB });
  }
  const type = await detectFileType(content);
  if (!type || !UPLOAD_EXTS.includes(type.ext)) throw new HttpError(415, CONTRACTS_SERVER_MSG.fileType);
  return { ext: type.ext, content };
}

export function createContractFiles(store: BlobStore): ContractFiles {
  return {
    async put(contractId, name, ext, content) {
      const key = `${contractId}/${name}-${randomBytes(8).toString('hex')}.${ext}`;
      if (!KEY.test(key)) throw new Error(`not a contract file key: ${key}`);
      await store.put(FOLDER + key, content, TYPES[ext] ?? 'application/octet-stream');
      return key;
    },
    async get(key) {
      return KEY.test(key) ? store.get(FOLDER + key) : undefined;
    },
    async remove(key) {
      if (KEY.test(key)) await store.remove(FOLDER + key);
    },
  };
}
