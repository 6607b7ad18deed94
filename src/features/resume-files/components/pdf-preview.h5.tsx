import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useT } from '@/lib/i18n';

/**
 * Draws every page of a PDF into a canvas inside the page (H5 only). pdf.js is loaded by a dynamic
 * `import()` here alone, so it stays out of every other bundle. Its worker runs on the main thread: the
 * worker module is imported too and handed to pdf.js as `globalThis.pdfjsWorker` (pdf.js 5 then needs no
 * `workerSrc`, which a webpack build would have to copy and serve), fine for a resume of a few pages. Both
 * come minified, and the build leaves the chunk to itself (config/index.ts: terser would break pdf.js).
 */
async function renderPdf(url: string, host: HTMLElement, width: number, isStale: () => boolean): Promise<number> {
  const [pdfjs, worker] = await Promise.all([
    import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/build/pdf.min.mjs'),
    import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/build/pdf.worker.min.mjs'),
  ]);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  const pdf = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
  try {
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    for (let n = 1; n <= pdf.numPages && !isStale(); n += 1) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.className = 'files-preview__page';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `${n} / ${pdf.numPages}`);
      canvas.dataset.testid = 'pdf-page';
      host.appendChild(canvas);
      await page.render({ canvas, viewport }).promise;
    }
    return pdf.numPages;
  } finally {
    void pdf.destroy();
  }
}

export function PdfPreview({
  url,
  name,
  onClose,
  onOpen,
}: {
  /** A signed link (absolute or same-origin). */
  url: string;
  name: string;
  onClose: () => void;
  /** Opens the file outside the page (the fallback when the preview fails). */
  onOpen: () => void;
}) {
  const t = useT();
  const host = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ok' | 'error'>('loading');
  const [reason, setReason] = useState('');
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let stale = false;
    element.innerHTML = '';
    setState('loading');
    const width = Math.min(element.clientWidth || 360, 820);
    renderPdf(url, element, width, () => stale).then(
      () => !stale && setState('ok'),
      (error: unknown) => {
        if (stale) return;
        setReason(error instanceof Error ? error.message : String(error));
        setState('error');
      },
    );
    return () => {
      stale = true;
    };
  }, [url]);
  return (
    <View className="files-preview" data-testid="files-preview" role="dialog" aria-label={name}>
      <View className="files-preview__bar">
        <Text className="files-preview__name">{name}</Text>
        <View className="files-preview__close" role="button" data-testid="preview-close" onClick={onClose}>
          {t('files.close')}
        </View>
      </View>
      {state === 'loading' ? (
        <Text className="files-preview__state" data-testid="preview-loading">
          {t('files.previewLoading')}
        </Text>
      ) : null}
      {state === 'error' ? (
        <View className="files-preview__state" data-testid="preview-error" data-reason={reason}>
          <Text>{t('files.previewFailed')}</Text>
          <View className="files__button" role="button" onClick={onOpen}>
            {t('files.openFile')}
          </View>
        </View>
      ) : null}
      {/* A plain element: pdf.js draws canvases into it (H5 only). */}
      {/* Focusable: the keyboard scrolls the pages (axe scrollable-region-focusable). */}
      <div className="files-preview__pages" ref={host} tabIndex={0} role="region" aria-label={name} />
    </View>
  );
}
