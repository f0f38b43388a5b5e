import { Alert, Empty, Flex, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FieldCanvas from './FieldCanvas';
import { type DraftDocument, type DraftField, type DraftSigner, type FieldKind, defaultSize, minSize, newKey } from './types';

const kinds: FieldKind[] = ['seal', 'signature', 'date'];

/**
 * The field designer: a document's pages drawn by pdf.js (`FieldCanvas`, shared
 * with templates); the initiator picks a signer (its colour) and drags a field kind from the palette
 * onto a page, then moves, resizes or deletes it. Fields kept in the server's points from the
 * lower-left corner.
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
  const document_ = documents.find((d) => d.id === documentId);
  const colourOf = (key: string) => signers.find((s) => s.key === key)?.colour ?? '#888';
  const nameOf = (key: string) => signers.find((s) => s.key === key)?.name ?? '';

  if (!document_?.file) return <Empty />;
  const placed = fields
    .filter((f) => f.documentId === documentId && f.keyword === undefined && f.page !== undefined)
    .map((f) => ({
      key: f.key,
      kind: f.kind,
      page: f.page!,
      x: f.x ?? 0,
      y: f.y ?? 0,
      width: f.width,
      height: f.height,
      colour: colourOf(f.signerKey),
      label: `${nameOf(f.signerKey)} · ${t(`signFlows.fieldKind.${f.kind}`)}`,
    }));
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
      <Alert type="info" showIcon title={t('signFlows.designer.hint')} />
      <FieldCanvas
        file={document_.file}
        fields={placed}
        palette={kinds.map((kind) => ({
          kind,
          label: t(`signFlows.fieldKind.${kind}`),
          colour: colourOf(signerKey ?? ''),
          size: defaultSize[kind],
        }))}
        paletteLabel={t('signFlows.designer.palette')}
        minSize={minSize}
        onDrop={(kind, page, box) =>
          signerKey &&
          documentId &&
          onChange([...fields, { key: newKey('field'), signerKey, documentId, kind: kind as FieldKind, page, ...box }])
        }
        onMove={(key, box) => onChange(fields.map((x) => (x.key === key ? { ...x, ...box } : x)))}
        onDelete={(key) => onChange(fields.filter((x) => x.key !== key))}
      />
    </Flex>
  );
}
