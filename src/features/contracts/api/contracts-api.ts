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

/** Downloads a file of the contract and opens it (weapp) or saves it (H5); its type is its name's extension. */
export function openContractFile(id: number, file: ContractFile, fileName: string): Promise<void> {
  return openProtectedFile<FileCall>(contracts[file], { id }, fileName, fileName.split('.').pop());
}
