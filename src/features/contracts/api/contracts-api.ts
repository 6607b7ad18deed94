/**
 * The contract files: downloaded with the session's token, on weapp with `downloadFile` and opened with
 * `openDocument`, on H5 as a Blob saved through a link (lib/download). Every other contract call is made
 * where it is used, with `call(contracts.x, input)`.
 */
import type { contractCalls } from '@common/contracts';
import * as contracts from '@/api/contracts';
import { openProtectedFile } from '@/lib/download';

export type ContractFile = 'pdf' | 'evidence' | 'attachment';
/** The three file calls take the same input (the contract's id). */
type FileCall = (typeof contractCalls)[ContractFile];

/** Each file's call, named one by one so the build can write each call's text in place. */
const FILE_CALLS = { pdf: contracts.pdf, evidence: contracts.evidence, attachment: contracts.attachment };

/** Downloads a file of the contract and opens it (weapp) or saves it (H5); its type is its name's extension. */
export function openContractFile(id: number, file: ContractFile, fileName: string): Promise<void> {
  return openProtectedFile<FileCall>(FILE_CALLS[file], { id }, fileName, fileName.split('.').pop());
}
