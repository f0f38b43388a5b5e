import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ReactNode } from 'react';
import { usePdfPageCanvas } from '../usePdfPageCanvas';
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
  const { pdf, page, width, onSize } = props;
  const { canvas, drawn } = usePdfPageCanvas({ pdf, page, width, onSize });
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
