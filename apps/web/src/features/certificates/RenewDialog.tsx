import { certificateValidities } from '@console/contract';
import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { validityName } from './labels';

type Validity = (typeof certificateValidities)[number];

/** Update (§3 service type 2): a new certificate for a new validity; the old one is revoked as superseded. */
export function RenewDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (validity: Validity) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ validity: Validity }>();
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const { validity } = await form.validateFields();
    setSubmitting(true);
    try {
      await onSubmit(validity);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('certificates.renew')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('certificates.renew')}
      okButtonProps={{ loading: submitting, 'data-testid': 'certificate-renew-confirm' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ validity: 0 }}>
        <Form.Item name="validity" label={t('fields.validity')}>
          <Radio.Group options={certificateValidities.map((v) => ({ value: v, label: t(`certificates.validity.${validityName[v]}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
