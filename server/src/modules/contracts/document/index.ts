/** The contract documents: the contract and evidence PDFs, the platform certificate, signing and checking. */
export { renderContractPdf, type ContractPdfInput } from './contract-pdf';
export { renderEvidencePdf, type EvidenceInput } from './evidence-pdf';
export { signPdf, verifySignedPdf, type SignMeta, type SignedPdfCheck } from './pades';
export { loadPlatformCertificate, readCertificate, type PlatformCertificate } from './platform-certificate';
