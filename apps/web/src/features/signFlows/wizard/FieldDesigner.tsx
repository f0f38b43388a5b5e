import { Alert, Empty, Flex, Radio, Select, Spin } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldBox } from './FieldBox';
import { type PageBox, fromScreen } from './geometry';
import { openPdf } from './pdf';
import { PdfPageView } from './PdfPageView';
import { type DraftDocument, type DraftField, type DraftSigner, type FieldKind, defaultSize, newKey } from './types';

const kinds: FieldKind[] = ['seal', 'signature', 'date'];
const maxPages = 50;

/**
 * The field designer (issue 31 item 2): a document's pages drawn by pdf.js; the initiator picks a
 * signer (its colour) and drags a field kind from the palette onto a page, then moves, resizes or
 * deletes it. Pointer events throughout (mouse, pen and touch alike); fields kept in the server's
 * points from the lower-left corner.
 */
export default function FieldDesigner(props: {
  documents: DraftDocument[];
  signers: DraftSigner[];
  fields: DraftField[];
  onChange: (fields: DraftField[]) => void;
}) {
  const { t } = useTranslation();
  const { documents, signers, fields, onChange } = props;
  const [documentId, setDocumentId] = useState(documents[0]?.id);
  const [signerKey, setSignerKey] = useState(signers[0]?.key);
  // Keyed by document: switching documents shows nothing of the last one while the next loads.
  const [loaded, setLoaded] = useState<{ documentId: string; pdf: PDFDocumentProxy | null; failure: string | null } | null>(null);
  const [pageSizes, setPageSizes] = useState<Record<string, Record<number, PageBox>>>({});
  const [ghost, setGhost] = useState<{ kind: FieldKind; x: number; y: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const document_ = documents.find((d) => d.id === documentId);

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
    const chosen = document_;
    if (!chosen?.file) return;
    openPdf(chosen.file).then(
      (opened) => {
        close = opened.close;
        if (cancelled) close();
        else setLoaded({ documentId: chosen.id, pdf: opened.pdf, failure: null });
      },
      (e: unknown) => !cancelled && setLoaded({ documentId: chosen.id, pdf: null, failure: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [document_]);
  const current = loaded?.documentId === documentId ? loaded : null;
  const pdf = current?.pdf ?? null;
  const failure = current?.failure ?? null;
  const sizes = pageSizes[documentId ?? ''] ?? {};

  const onSize = useCallback(
    (page: number, size: PageBox) =>
      setPageSizes((all) => {
        const key = documentId ?? '';
        return all[key]?.[page] ? all : { ...all, [key]: { ...all[key], [page]: size } };
      }),
    [documentId],
  );
  const colourOf = (key: string) => signers.find((s) => s.key === key)?.colour ?? '#888';
  const nameOf = (key: string) => signers.find((s) => s.key === key)?.name ?? '';
  const label = (f: DraftField) => `${nameOf(f.signerKey)} · ${t(`signFlows.fieldKind.${f.kind}`)}`;

  /** A palette chip dragged: a ghost follows the pointer; let go over a page and the field lands there. */
  const dragNew = (kind: FieldKind) => (e: React.PointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setGhost({ kind, x: e.clientX, y: e.clientY });
  };
  const dragMove = (e: React.PointerEvent) => ghost && setGhost({ ...ghost, x: e.clientX, y: e.clientY });
  const drop = (e: React.PointerEvent) => {
    if (!ghost || !signerKey || !documentId) return setGhost(null);
    const { kind } = ghost;
    setGhost(null);
    const target = window.document.elementsFromPoint(e.clientX, e.clientY).find((el) => el instanceof HTMLElement && el.dataset.page);
    const pageNo = Number((target as HTMLElement | undefined)?.dataset.page);
    const size = sizes[pageNo];
    if (!target || !size) return;
    const rect = target.getBoundingClientRect();
    const scale = rect.width / size.width;
    const { width: w, height: h } = defaultSize[kind];
    // The pointer holds the field by its centre.
    const box = fromScreen(
      { left: e.clientX - rect.left - (w * scale) / 2, top: e.clientY - rect.top - (h * scale) / 2, width: w * scale, height: h * scale },
      size,
      scale,
    );
    onChange([...fields, { key: newKey('field'), signerKey, documentId, kind, page: pageNo, ...box }]);
  };

  if (!document_) return <Empty />;
  const pages = pdf ? Math.min(pdf.numPages, maxPages) : 0;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <span>{t('signFlows.designer.document')}</span>
        <Select
          value={documentId}
          onChange={setDocumentId}
          aria-label={t('signFlows.designer.document')}
          options={documents.map((d) => ({ value: d.id, label: d.name }))}
          style={{ minWidth: 180 }}
          data-testid="designer-document"
        />
        <span>{t('signFlows.designer.signer')}</span>
        <Radio.Group value={signerKey} onChange={(e) => setSignerKey(e.target.value as string)} data-testid="designer-signer">
          {signers.map((s) => (
            <Radio.Button key={s.key} value={s.key} style={{ borderColor: s.colour }}>
              <span style={{ display: 'inline-block', width: 10, height: 10, background: s.colour, marginRight: 6, borderRadius: 2 }} />
              {s.kind === 'enterprise' && s.enterpriseName ? s.enterpriseName : s.name}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Flex>
      <Flex wrap gap={8} align="center">
        <span>{t('signFlows.designer.palette')}</span>
        {kinds.map((kind) => (
          <span
            key={kind}
            role="button"
            tabIndex={0}
            data-testid={`palette-${kind}`}
            onPointerDown={dragNew(kind)}
            onPointerMove={dragMove}
            onPointerUp={drop}
            onPointerCancel={() => setGhost(null)}
            style={{
              padding: '4px 12px',
              border: `2px dashed ${colourOf(signerKey ?? '')}`,
              color: colourOf(signerKey ?? ''),
              borderRadius: 4,
              cursor: 'grab',
              userSelect: 'none',
              touchAction: 'none',
            }}
          >
            {t(`signFlows.fieldKind.${kind}`)}
          </span>
        ))}
      </Flex>
      <Alert type="info" showIcon title={t('signFlows.designer.hint')} />
      {failure && <Alert type="error" showIcon title={t('signFlows.designer.failed', { reason: failure })} />}
      <div ref={area} style={{ background: '#f0f2f5', padding: 12, overflow: 'auto', maxHeight: '70vh' }} data-testid="designer-pages">
        {!pdf && !failure && (
          <Spin tip={t('signFlows.designer.loading')}>
            <div style={{ height: 120 }} />
          </Spin>
        )}
        {pdf &&
          Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <PdfPageView key={`${documentId}-${page}`} pdf={pdf} page={page} width={width} onSize={onSize} size={sizes[page]}>
              {sizes[page] &&
                fields
                  .filter((f) => f.documentId === documentId && f.page === page && f.keyword === undefined)
                  .map((f) => (
                    <FieldBox
                      key={f.key}
                      field={f}
                      page={sizes[page]!}
                      scale={width / sizes[page]!.width}
                      colour={colourOf(f.signerKey)}
                      label={label(f)}
                      onChange={(changed) => onChange(fields.map((x) => (x.key === f.key ? changed : x)))}
                      onDelete={() => onChange(fields.filter((x) => x.key !== f.key))}
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
            border: `2px solid ${colourOf(signerKey ?? '')}`,
            background: `${colourOf(signerKey ?? '')}33`,
            pointerEvents: 'none',
            zIndex: 2000,
          }}
        />
      )}
    </Flex>
  );
}
