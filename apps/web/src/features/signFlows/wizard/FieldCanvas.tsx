import { Alert, Flex, Spin } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldBox } from './FieldBox';
import { type PageBox, type PointBox, fromScreen } from './geometry';
import { openPdf } from './pdf';
import { PdfPageView } from './PdfPageView';

const maxPages = 50;

/** A placed field as the canvas draws it: its box in points from the page's lower-left, its colour and label. */
export interface CanvasField extends PointBox {
  key: string;
  page: number;
  kind: string;
  colour: string;
  label: string;
}

/** A palette chip: dragged onto a page, it lands as a box of `size` points. */
export interface PaletteItem {
  kind: string;
  label: string;
  colour: string;
  size: { width: number; height: number };
}

/**
 * The field designer's canvas, shared by the start-a-flow wizard and templates: a PDF's
 * pages drawn by pdf.js, fields dragged from a palette onto a page, moved, resized and deleted with
 * pointer events (mouse, pen and touch alike); boxes kept in the server's points from the lower-left
 * corner. The caller owns the fields; the canvas only reports drops, moves and deletions.
 */
export default function FieldCanvas(props: {
  file: Blob;
  fields: CanvasField[];
  palette: PaletteItem[];
  paletteLabel: string;
  minSize: number;
  onDrop: (kind: string, page: number, box: PointBox) => void;
  onMove: (key: string, box: PointBox) => void;
  onDelete: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { file, fields, palette } = props;
  const [loaded, setLoaded] = useState<{ file: Blob; pdf: PDFDocumentProxy | null; failure: string | null } | null>(null);
  // Page sizes in points as pdf.js reports them, for the file they were read from.
  const [measured, setMeasured] = useState<{ file: Blob | null; sizes: Record<number, PageBox> }>({ file: null, sizes: {} });
  const [ghost, setGhost] = useState<{ item: PaletteItem; x: number; y: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);

  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.min(760, el.clientWidth - 8)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    let close: (() => void) | undefined;
    openPdf(file).then(
      (opened) => {
        close = opened.close;
        if (cancelled) close();
        else setLoaded({ file, pdf: opened.pdf, failure: null });
      },
      (e: unknown) => !cancelled && setLoaded({ file, pdf: null, failure: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [file]);
  // Keyed by file: switching documents shows nothing of the last one while the next loads.
  const current = loaded?.file === file ? loaded : null;
  const pdf = current?.pdf ?? null;
  const failure = current?.failure ?? null;

  const sizes = measured.file === file ? measured.sizes : {};
  const onSize = useCallback(
    (page: number, size: PageBox) =>
      setMeasured((m) =>
        m.file !== file ? { file, sizes: { [page]: size } } : m.sizes[page] ? m : { file, sizes: { ...m.sizes, [page]: size } },
      ),
    [file],
  );

  /** A palette chip dragged: a ghost follows the pointer; let go over a page and the field lands there. */
  const dragNew = (item: PaletteItem) => (e: React.PointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setGhost({ item, x: e.clientX, y: e.clientY });
  };
  const dragMove = (e: React.PointerEvent) => ghost && setGhost({ ...ghost, x: e.clientX, y: e.clientY });
  const drop = (e: React.PointerEvent) => {
    if (!ghost) return;
    const { item } = ghost;
    setGhost(null);
    const target = window.document.elementsFromPoint(e.clientX, e.clientY).find((el) => el instanceof HTMLElement && el.dataset.page);
    const pageNo = Number((target as HTMLElement | undefined)?.dataset.page);
    const size = sizes[pageNo];
    if (!target || !size) return;
    const rect = target.getBoundingClientRect();
    const scale = rect.width / size.width;
    const { width: w, height: h } = item.size;
    // The pointer holds the field by its centre.
    props.onDrop(
      item.kind,
      pageNo,
      fromScreen(
        { left: e.clientX - rect.left - (w * scale) / 2, top: e.clientY - rect.top - (h * scale) / 2, width: w * scale, height: h * scale },
        size,
        scale,
      ),
    );
  };

  const pages = pdf ? Math.min(pdf.numPages, maxPages) : 0;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <span>{props.paletteLabel}</span>
        {palette.map((item) => (
          <span
            key={item.kind}
            role="button"
            tabIndex={0}
            data-testid={`palette-${item.kind}`}
            onPointerDown={dragNew(item)}
            onPointerMove={dragMove}
            onPointerUp={drop}
            onPointerCancel={() => setGhost(null)}
            style={{
              padding: '4px 12px',
              border: `2px dashed ${item.colour}`,
              color: item.colour,
              borderRadius: 4,
              cursor: 'grab',
              userSelect: 'none',
              touchAction: 'none',
            }}
          >
            {item.label}
          </span>
        ))}
      </Flex>
      {failure && <Alert type="error" showIcon title={t('signFlows.designer.failed', { reason: failure })} />}
      <div ref={area} style={{ background: '#f0f2f5', padding: 12, overflow: 'auto', maxHeight: '70vh' }} data-testid="designer-pages">
        {!pdf && !failure && (
          <Spin tip={t('signFlows.designer.loading')}>
            <div style={{ height: 120 }} />
          </Spin>
        )}
        {pdf &&
          Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <PdfPageView key={page} pdf={pdf} page={page} width={width} onSize={onSize} size={sizes[page]}>
              {sizes[page] &&
                fields
                  .filter((f) => f.page === page)
                  .map((f) => (
                    <FieldBox
                      key={f.key}
                      field={f}
                      page={sizes[page]!}
                      scale={width / sizes[page]!.width}
                      colour={f.colour}
                      label={f.label}
                      minSize={props.minSize}
                      onChange={(changed) => props.onMove(f.key, changed)}
                      onDelete={() => props.onDelete(f.key)}
                    />
                  ))}
            </PdfPageView>
          ))}
      </div>
      {ghost && (
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: ghost.x - 40,
            top: ghost.y - 15,
            width: 80,
            height: 30,
            border: `2px solid ${ghost.item.colour}`,
            background: `${ghost.item.colour}33`,
            pointerEvents: 'none',
            zIndex: 2000,
          }}
        />
      )}
    </Flex>
  );
}
