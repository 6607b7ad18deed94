/**
 * The worker thread of verify-pool.ts: checks one PDF's signature at a time, off the server's event loop.
 * Bundled beside the server as build/server/contract-verify-worker.js (scripts/build-server.mjs); from the
 * sources (tsx, jest) the pool loads this file through tsx. Imports nothing with a path alias.
 */
import { parentPort } from 'node:worker_threads';
import { verifySignedPdf } from './verify-pdf';

export interface VerifyTask {
  id: number;
  pdf: Uint8Array;
  fingerprint: string;
}

parentPort?.on('message', ({ id, pdf, fingerprint }: VerifyTask) => {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  parentPort!.postMessage({ id, check: verifySignedPdf(buffer, { fingerprint }) });
});

parentPort?.postMessage({ ready: true });
