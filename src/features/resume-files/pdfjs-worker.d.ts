// pdf.js's worker module (pdf-preview.tsx hands it to pdf.js as `globalThis.pdfjsWorker`): no types shipped.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
