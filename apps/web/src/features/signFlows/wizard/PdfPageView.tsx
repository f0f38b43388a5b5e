import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PageBox } from './geometry';

/**
 * One page of a PDF drawn by pdf.js at `width` CSS pixels, with the fields laid over it. Reports the
 * page's size in points once known (the designer converts with it).
 */
export function PdfPageView(props: {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  onSize: (page: number, size: PageBox) => void;
  size: PageBox | undefined;
  children?: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const { pdf, page, width, onSize } = props;
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | undefined;
    void (async () => {
      const p = await pdf.getPage(page);
      if (cancelled) return;
      const base = p.getViewport({ scale: 1 });
      onSize(page, { width: base.width, height: base.height });
      const ratio = window.devicePixelRatio || 1;
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
  }, [pdf, page, width, onSize]);
  const height = props.size ? (props.size.height / props.size.width) * width : width * 1.414;
  return (
    <div
      data-page={page}
      data-drawn={drawn || undefined}
      style={{
        position: 'relative',
        width,
        height,
        margin: '0 auto 16px',
        boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
        background: '#fff',
        touchAction: 'none',
      }}
    >
      <canvas ref={canvas} style={{ width: '100%', height: '100%', display: 'block' }} />
      {props.children}
    </div>
  );
}
