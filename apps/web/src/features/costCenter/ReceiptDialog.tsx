import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { costCenterApi } from './api';

/** An offline transfer's receipt for an order to be paid; an operator then confirms the payment. */
export function ReceiptDialog({ orderId, onClose, onSent }: { orderId: string | null; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const send = async () => {
    if (!orderId || !file) return;
    setSaving(true);
    try {
      await costCenterApi.receipt(orderId, file);
      void message.success(t('costCenter.receipt.sent'));
      setFile(null);
      onSent();
    } catch {
      // The HTTP client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={orderId !== null}
      title={t('costCenter.receipt.title')}
      okText={t('costCenter.receipt.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={saving}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('costCenter.receipt.intro')}</Typography.Paragraph>
      <Upload
        accept=".jpg,.jpeg,.png,.pdf"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button icon={<UploadOutlined />}>{t('costCenter.receipt.file')}</Button>
      </Upload>
    </Modal>
  );
}
