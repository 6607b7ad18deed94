/**
 * The contracts' private files (attachments, drawn signatures, signed PDFs) under `private/contracts/` of the
 * file storage (core/blob-store.ts). They are never public: the contract calls answer them to the two
 * parties only. Keys are made here from the contract id and a fixed or random name, so a key never comes
 * from a request.
 */
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';

export interface ContractFiles {
  /** Stores `content` and answers its key, e.g. "12/attachment-3f2a….pdf". */
  put(contractId: number, name: string, ext: string, content: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
}

const FOLDER = 'private/contracts/';
const KEY = /^\d+\/[a-z]+-[a-f0-9]{16}\.(pdf|png|jpg)$/;
const TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

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
  };
}
