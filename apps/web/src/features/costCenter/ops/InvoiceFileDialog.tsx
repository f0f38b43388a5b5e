import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../components/formRules';
import { opsCostCenterApi } from '../api';

/**
 * Issues a requested invoice with the PDF the tax platform issued; the server's refusals land beside
 * their fields. Mounted per invoice (keyed), so each opening starts empty.
 */
export function InvoiceFileDialog({
  invoiceId,
  onClose,
  onIssued,
}: {
  invoiceId: string | null;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ invoiceNo: string; file: File | null }>();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (v: { invoiceNo: string; file: File }) => opsCostCenterApi.issueInvoiceFile(invoiceId!, v.invoiceNo, v.file),
    onSuccess: () => {
      void message.success(t('costCenter.ops.invoices.uploaded'));
      onIssued();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const v = await form.validateFields();
    if (file) upload.mutate({ invoiceNo: v.invoiceNo.trim(), file });
  };
  return (
    <Modal
      open={invoiceId !== null}
      title={t('costCenter.ops.invoices.upload')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={upload.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('costCenter.ops.invoices.uploadIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="invoice-file-form">
        <Form.Item
          name="invoiceNo"
          label={t('costCenter.ops.invoices.invoiceNo')}
          rules={[
            { required: true, message: t('validation.required') },
            { pattern: /^\s*\d{20}\s*$/, message: t('validation.invalid') },
          ]}
        >
          <Input maxLength={20} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('costCenter.ops.invoices.file')}
          required
          rules={[{ validator: () => (file ? Promise.resolve() : Promise.reject(new Error(t('validation.required')))) }]}
        >
          <Upload
            accept=".pdf,application/pdf"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              form.setFields([{ name: 'file', errors: [] }]);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('costCenter.ops.invoices.chooseFile')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
