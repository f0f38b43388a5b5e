import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DraftDocument, type DraftField, type DraftSigner, type FieldKind, defaultSize, newKey } from './types';

interface Values {
  signerKey: string;
  documentId: string;
  kind: FieldKind;
  keyword: string;
}

/**
 * Fields by keyword: where a page is too small to drag on (a phone), a field goes where a word of the
 * document starts — the server finds it in the PDF's text and refuses a word it cannot find.
 */
export function KeywordFieldForm(props: { documents: DraftDocument[]; signers: DraftSigner[]; onAdd: (field: DraftField) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = (v: Values) => {
    props.onAdd({
      key: newKey('field'),
      signerKey: v.signerKey,
      documentId: v.documentId,
      kind: v.kind,
      keyword: v.keyword.trim(),
      ...defaultSize[v.kind],
    });
    form.setFieldValue('keyword', '');
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ signerKey: props.signers[0]?.key, documentId: props.documents[0]?.id, kind: 'signature' }}
      onFinish={add}
      data-testid="keyword-form"
    >
      <Form.Item name="signerKey" label={t('signFlows.designer.signer')} rules={[{ required: true }]}>
        <Select
          options={props.signers.map((s) => ({
            value: s.key,
            label: s.kind === 'enterprise' && s.enterpriseName ? `${s.enterpriseName} · ${s.name}` : s.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="documentId" label={t('signFlows.designer.document')} rules={[{ required: true }]}>
        <Select options={props.documents.map((d) => ({ value: d.id, label: d.name }))} />
      </Form.Item>
      <Form.Item name="kind" label={t('signFlows.designer.kind')} rules={[{ required: true }]}>
        <Select options={(['seal', 'signature', 'date'] as const).map((k) => ({ value: k, label: t(`signFlows.fieldKind.${k}`) }))} />
      </Form.Item>
      <Form.Item
        name="keyword"
        label={t('signFlows.designer.keyword')}
        rules={[{ required: true, whitespace: true, message: t('signFlows.designer.keywordRequired') }, { max: 50 }]}
      >
        <Input maxLength={50} data-testid="field-keyword" />
      </Form.Item>
      <Button htmlType="submit" data-testid="keyword-add">
        {t('signFlows.designer.addField')}
      </Button>
    </Form>
  );
}
