import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfPageCanvas } from '../usePdfPageCanvas';
import { hostedApi } from './api';
import { openPdf } from './pdf';
import type { HostedDocument, HostedField, HostedFill } from './types';

interface Props {
  token: string;
  proof: string;
  documents: HostedDocument[];
  fields: HostedField[];
  visited: ReadonlySet<string>;
  onVisit: (fieldId: string) => void;
  /** The last page of the last document came into view. */
  onReadAll: () => void;
  /** How a document's bytes are fetched (batch signing's own call); the link's by default. */
  load?: (documentId: string) => Promise<Blob>;
  /** The signer's own fill-in fields (a template flow's, on its first document) and what tapping one does. */
  fills?: HostedFill[];
  onFill?: (key: string) => void;
}

type Box = Pick<HostedField, 'x' | 'y' | 'width' | 'height'>;

/** Where a field is drawn on a page shown `scale` CSS px per point (PDF boxes count from the lower left). */
const boxOf = (f: Box, pageHeight: number, scale: number) => ({
  left: f.x * scale,
  top: (pageHeight - f.y - f.height) * scale,
  width: f.width * scale,
  height: f.height * scale,
});

/**
 * Every page of the flow's documents, as they stand, drawn by pdf.js (this module and pdf.js load only
 * here, after the page's first paint) at the column's width — a 390-px phone's whole width — with the
 * signer's fields highlighted over them; tapping one marks it seen. The fields the signer fills itself
 * are marked apart (blue, named by their labels); tapping one takes the signer to its input.
 */
export default function DocumentPages(props: Props) {
  const { t } = useTranslation();
  const column = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const c = column.current;
    if (!c) return;
    const fit = () => setWidth(Math.min(820, Math.floor(c.clientWidth)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(c);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={column} className="hosted-pages" data-testid="hosted-pages">
      {width > 0 &&
        props.documents.map((doc, i) => (
          <OneDocument
            key={doc.id}
            {...props}
            doc={doc}
            heading={
              props.documents.length > 1
                ? t('signFlowHosted.read.documentOf', { index: i + 1, count: props.documents.length, name: doc.name })
                : null
            }
            first={i === 0}
            last={i === props.documents.length - 1}
            width={width}
          />
        ))}
    </div>
  );
}

function OneDocument(props: Props & { doc: HostedDocument; heading: string | null; first: boolean; last: boolean; width: number }) {
  const { t } = useTranslation();
  const { token, proof, doc, load } = props;
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    (load ? load(doc.id) : hostedApi.document(token, proof, doc.id)).then(openPdf).then(
      (p) => live && setPdf(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token, proof, doc.id, load]);

  return (
    <section className="hosted-document" aria-label={doc.name}>
      {props.heading && <h3 className="hosted-document-heading">{props.heading}</h3>}
      {failed && <p className="hosted-error">{t('signFlowHosted.read.viewerFailed')}</p>}
      {!pdf && !failed && <p className="hosted-hint">{t('signFlowHosted.read.viewerLoading')}</p>}
      {pdf &&
        Array.from({ length: pdf.numPages }, (_, i) => (
          <OnePage
            key={i + 1}
            pdf={pdf}
            page={i + 1}
            width={props.width}
            fields={props.fields.filter((f) => f.documentId === doc.id && f.page === i + 1)}
            fills={props.first ? (props.fills ?? []).filter((f) => f.page === i + 1) : []}
            onFill={props.onFill}
            visited={props.visited}
            onVisit={props.onVisit}
            onSeen={props.last && i + 1 === pdf.numPages ? props.onReadAll : undefined}
          />
        ))}
    </section>
  );
}

function OnePage(props: {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  fields: HostedField[];
  fills: HostedFill[];
  onFill: ((key: string) => void) | undefined;
  visited: ReadonlySet<string>;
  onVisit: (fieldId: string) => void;
  onSeen?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { pdf, page, width, onSeen } = props;
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const onSize = useCallback((_page: number, box: { width: number; height: number }) => setSize(box), []);
  // At most two device pixels a CSS pixel: sharp on a phone, without a phone's memory for three.
  const { canvas, drawn } = usePdfPageCanvas({ pdf, page, width, onSize, maxPixelRatio: 2 });

  useEffect(() => {
    const el = frame.current;
    if (!onSeen || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onSeen(), { threshold: 0.3 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSeen]);

  const scale = size ? width / size.width : 1;
  const height = size ? size.height * scale : width * 1.414;
  return (
    <div ref={frame} className="hosted-page" style={{ width, height }} data-page={page} data-drawn={drawn || undefined}>
      <canvas ref={canvas} className="hosted-canvas" />
      {size &&
        props.fields.map((f) => (
          <button
            type="button"
            key={f.id}
            id={`hosted-field-${f.id}`}
            className={props.visited.has(f.id) ? 'hosted-field hosted-field-seen' : 'hosted-field'}
            style={boxOf(f, size.height, scale)}
            onClick={() => props.onVisit(f.id)}
            aria-label={t('signFlowHosted.read.fieldOn', { kind: t(`signFlowHosted.read.field.${f.kind}`), page: f.page })}
            data-testid="hosted-field-box"
          >
            <span>{t(`signFlowHosted.read.field.${f.kind}`)}</span>
          </button>
        ))}
      {size &&
        props.fills.map((f) => (
          <button
            type="button"
            key={`fill-${f.key}`}
            className="hosted-fill-box"
            style={boxOf(f, size.height, scale)}
            onClick={() => props.onFill?.(f.key)}
            aria-label={t('signFlowHosted.fill.box', { label: f.label, page: f.page })}
            data-testid="hosted-fill-box"
          >
            <span>{f.label}</span>
          </button>
        ))}
    </div>
  );
}
