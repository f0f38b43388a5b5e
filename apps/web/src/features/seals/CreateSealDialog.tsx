import { enterpriseSealKinds, enterpriseSealSizes, nameSealStyles, type Seal, type SealStyle } from '@console/contract';
import { Form, Image, Input, Radio, Select, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { previewUrl, sealsApi } from './api';

interface Values {
  kind: SealStyle['kind'];
  sizeMm: 38 | 40 | 42;
  style: (typeof nameSealStyles)[number];
  code?: string;
  alias?: string;
}

const styleOf = (v: Partial<Values>): SealStyle | null => {
  if (v.kind === 'legalPerson') return { kind: 'legalPerson', style: v.style ?? 'square' };
  if (!v.kind) return null;
  // The preview follows only a code the server would take (digits, at most 16).
  const code = v.code && /^\d{1,16}$/.test(v.code) ? v.code : undefined;
  return { kind: v.kind, sizeMm: v.sizeMm ?? 40, code };
};

/** A seal from a style, with the server's drawing of it beside the choices as they change. */
export function CreateSealDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (seal: Seal) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const style = useDeferredValue(watched ? styleOf(watched) : null);
  const kind = watched?.kind;
  return (
    <FormDialog<Values, Seal>
      open={open}
      title={t('seals.create')}
      form={form}
      initialValues={{ kind: 'official', sizeMm: 40, style: 'square' }}
      submit={(v) => {
        const s = styleOf(v)!;
        return sealsApi.create({ ...s, alias: v.alias?.trim() || undefined });
      }}
      savedText={t('seals.form.created')}
      okText={t('seals.form.submitCreate')}
      onSaved={onSaved}
      onClose={onClose}
      testId="seal-create-dialog"
      okButtonTestId="seal-create-ok"
    >
      <Form.Item name="kind" label={t('seals.form.kind')} rules={[{ required: true }]}>
        <Select
          data-testid="seal-kind"
          options={[...enterpriseSealKinds, 'legalPerson' as const].map((k) => ({ value: k, label: t(`seals.kind.${k}`) }))}
        />
      </Form.Item>
      {kind === 'legalPerson' ? (
        <Form.Item name="style" label={t('seals.form.style')}>
          <Radio.Group options={nameSealStyles.map((s) => ({ value: s, label: t(`seals.style.${s}`) }))} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="sizeMm" label={t('seals.form.sizeMm')}>
            <Radio.Group options={enterpriseSealSizes.map((s) => ({ value: s, label: t('seals.size', { size: s }) }))} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('seals.form.code')}
            extra={t('seals.form.codeHelp')}
            rules={[{ pattern: /^\d{0,16}$/, message: t('validation.invalid', { field: t('seals.form.code') }) }]}
          >
            <Input inputMode="numeric" maxLength={16} data-testid="seal-code" />
          </Form.Item>
        </>
      )}
      <Form.Item name="alias" label={t('seals.form.alias')} rules={[{ max: 30 }]}>
        <Input placeholder={t('seals.form.aliasPlaceholder')} maxLength={30} />
      </Form.Item>
      <Form.Item label={t('seals.form.preview')} extra={t('seals.form.previewHelp')}>
        {style && (
          <Image
            src={previewUrl(style)}
            alt={t('seals.form.preview')}
            width={160}
            preview={false}
            style={{ background: 'repeating-conic-gradient(#f2f2f2 0% 25%, #fff 0% 50%) 50% / 16px 16px' }}
            data-testid="seal-preview"
          />
        )}
        {!style && <Typography.Text type="secondary">—</Typography.Text>}
      </Form.Item>
    </FormDialog>
  );
}
