import { revokeReasons } from '@console/contract';
import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { reasonName } from './labels';

type Reason = (typeof revokeReasons)[number];

/** Revoke with an RFC 5280 reason; the CRL lists it as soon as the server answers. */
export function RevokeDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: Reason) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: Reason }>();
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSubmitting(true);
    try {
      await onSubmit(reason);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('certificates.revokeTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('certificates.revoke')}
      okButtonProps={{ danger: true, loading: submitting, 'data-testid': 'certificate-revoke-confirm' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('certificates.revokeHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ reason: 0 }}>
        <Form.Item name="reason" label={t('fields.reason')}>
          <Select<Reason> options={revokeReasons.map((r) => ({ value: r, label: t(`certificates.reason.${reasonName[r]}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
