import { Alert, Button, List, Spin, Tag } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordFieldForm } from './KeywordFieldForm';
import type { DraftDocument, DraftField, DraftSigner } from './types';

// pdf.js comes with the designer only, and only where fields are dragged (not on a phone).
const FieldDesigner = lazy(() => import('./FieldDesigner'));

const wide = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/** Step 3: fields dragged onto the pages on a wide screen, by keyword on a phone; the fields so far, removable. */
export function FieldsStep(props: {
  documents: DraftDocument[];
  signers: DraftSigner[];
  fields: DraftField[];
  onChange: (fields: DraftField[]) => void;
}) {
  const { t } = useTranslation();
  const [isWide, setWide] = useState(wide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(min-width: 768px)');
    const on = () => setWide(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  const signer = (key: string) => props.signers.find((s) => s.key === key);
  const doc = (id: string) => props.documents.find((d) => d.id === id)?.name ?? '';
  const canDrag = isWide && props.documents.every((d) => d.file);
  return (
    <>
      {canDrag ? (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 32 }} />}>
          <FieldDesigner {...props} />
        </Suspense>
      ) : (
        <>
          <Alert type="info" showIcon title={t('signFlows.designer.keywordHint')} style={{ marginBottom: 12 }} />
          <KeywordFieldForm documents={props.documents} signers={props.signers} onAdd={(f) => props.onChange([...props.fields, f])} />
        </>
      )}
      <List
        style={{ marginTop: 16 }}
        size="small"
        header={t('signFlows.designer.placed')}
        bordered
        dataSource={props.fields}
        locale={{ emptyText: t('signFlows.designer.none') }}
        data-testid="field-list"
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button key="x" type="link" danger onClick={() => props.onChange(props.fields.filter((x) => x.key !== f.key))}>
                {t('signFlows.wizard.remove')}
              </Button>,
            ]}
          >
            <span style={{ wordBreak: 'break-word' }}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: signer(f.signerKey)?.colour,
                  marginRight: 6,
                  borderRadius: 2,
                }}
              />
              <Tag>{signer(f.signerKey)?.name}</Tag>
              {t(`signFlows.fieldKind.${f.kind}`)} · {doc(f.documentId)} ·{' '}
              {f.keyword !== undefined
                ? t('signFlows.designer.byKeyword', { keyword: f.keyword })
                : t('signFlows.designer.byPosition', { page: f.page })}
            </span>
          </List.Item>
        )}
      />
    </>
  );
}
