/**
 * The mini-program previews nothing in the page: files open through wx.openDocument (files-list.tsx). On H5
 * pdf-preview.h5.tsx draws a PDF with pdf.js, which thus never reaches the mini-program's package.
 */
export function PdfPreview(_props: { url: string; name: string; onClose: () => void; onOpen: () => void }) {
  return null;
}
