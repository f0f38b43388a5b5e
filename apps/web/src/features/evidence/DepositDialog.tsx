import type { EvidenceDeposit } from '@console/contract';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileHash } from '../../components/fileHash';

interface Values {
  kind: 1 | 2;
  title: string;
  keepAliveType: 1 | 2 | 3 | 4;
  metadata?: string;
}

/** "name: value" lines → the deposit's metadata. */
const metadataOf = (text = '') =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split(/:(.*)/s).map((s) => s.trim()))
      .filter(([k]) => k)
      .map(([k, v]) => [k!, v ?? '']),
  );

/** A new deposit: the file's SHA-256 is computed here; the file is not sent. */
export function DepositDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (body: EvidenceDeposit) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [hash, setHash] = useState('');
  const [busy, setBusy] = useState(false);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setHash(chosen ? await fileHash(chosen, 'sha256') : '');
    if (chosen && !form.getFieldValue('title')) form.setFieldValue('title', chosen.name.slice(0, 200));
  };
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await onSubmit({ ...values, fileHash: hash, metadata: metadataOf(values.metadata) });
      form.resetFields();
      setFile(null);
      setHash('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('evidence.deposit')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !hash, loading: busy, 'data-testid': 'evidence-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 1, keepAliveType: 1 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="kind" label={t('evidence.kind')}>
          <Radio.Group options={([1, 2] as const).map((k) => ({ value: k, label: t(`evidence.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('evidence.chooseFile')}>
          <input
            type="file"
            aria-label={t('evidence.file')}
            data-testid="evidence-file"
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            style={{ maxWidth: '100%' }}
          />
          {file && (
            <div style={{ marginTop: 8, wordBreak: 'break-all' }} data-testid="evidence-hash">
              {t('evidence.fileHash')}: <code>{hash}</code>
            </div>
          )}
        </Form.Item>
        <Form.Item name="title" label={t('evidence.depositTitle')} rules={[{ required: true, max: 200 }]}>
          <Input data-testid="evidence-title" />
        </Form.Item>
        <Form.Item name="keepAliveType" label={t('evidence.keepAlive')}>
          <Select options={([1, 2, 3, 4] as const).map((k) => ({ value: k, label: t(`evidence.keepAliveTypes.${k}`) }))} />
        </Form.Item>
        <Form.Item name="metadata" label={t('evidence.metadata')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
