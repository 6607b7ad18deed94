/** The contract documents: the contract and evidence PDFs, the platform certificate, signing and checking. */
export { renderContractPdf, type ContractPdfInput } from './contract-pdf';
export { renderEvidencePdf, type EvidenceInput } from './evidence-pdf';
export { signPdf, type SignMeta } from './pades';
export { verifySignedPdf, type SignedPdfCheck } from './verify-pdf';
export { verifyOffThread, VerifyRefused } from './verify-pool';
export {
  DEFAULT_PLATFORM_NAMES,
  loadPlatformCertificate,
  readCertificate,
  type PlatformCertificate,
  type PlatformNames,
} from './platform-certificate';
