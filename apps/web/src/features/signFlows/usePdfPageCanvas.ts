import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

/**
 * Draws one page of a PDF with pdf.js into the returned canvas at `width` CSS pixels (sharp at the
 * device's pixel ratio, capped at `maxPixelRatio`), and reports the page's size in points once known.
 * `drawn` turns true when the page is on the canvas. Used by the wizard's field designer and the hosted
 * signing page; only pdf.js's types are imported here, so it stays in the chunks that load pdf.js.
 */
export function usePdfPageCanvas({
  pdf,
  page,
  width,
  onSize,
  maxPixelRatio = Infinity,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  /** Must keep its identity between renders (a state setter or a useCallback): a new one draws again. */
  onSize: (page: number, size: { width: number; height: number }) => void;
  maxPixelRatio?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | undefined;
    void (async () => {
      const p = await pdf.getPage(page);
      if (cancelled) return;
      const base = p.getViewport({ scale: 1 });
      onSize(page, { width: base.width, height: base.height });
      const ratio = Math.min(maxPixelRatio, window.devicePixelRatio || 1);
      const viewport = p.getViewport({ scale: (width / base.width) * ratio });
      const c = canvas.current;
      if (!c) return;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      const render = p.render({ canvas: c, viewport });
      task = render;
      await render.promise.catch(() => undefined);
      if (!cancelled) setDrawn(true);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width, onSize, maxPixelRatio]);
  return { canvas, drawn };
}
