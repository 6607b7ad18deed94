// pdf.js's minified builds (pdf-preview.h5.tsx): the library's own types; the worker module is handed to
// pdf.js as `globalThis.pdfjsWorker`.
declare module 'pdfjs-dist/build/pdf.min.mjs' {
  export * from 'pdfjs-dist';
}
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
