import { type Certificate, certificateValidities } from '@console/contract';
import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import type { IssuedWithKey } from './ApplyDialog';
import { keepBrowserKey, newBrowserKey } from './browserKey';
import { validityName } from './labels';
import { Pkcs12Download } from './Pkcs12Download';

type Validity = (typeof certificateValidities)[number];

/**
 * Update (§3 service type 2): a new certificate for a new validity; the old one is revoked as
 * superseded. A browser key is renewed with a new key made here (re-key), kept in this browser and
 * offered as a PKCS#12 file until the dialog closes, as at issuance.
 */
export function RenewDialog({
  certificate,
  onClose,
  onSubmit,
}: {
  certificate: Certificate | null;
  onClose: () => void;
  onSubmit: (body: { validity: Validity; csr?: string }) => Promise<Certificate>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ validity: Validity }>();
  const [submitting, setSubmitting] = useState(false);
  const [renewed, setRenewed] = useState<IssuedWithKey | null>(null);
  const rekey = certificate?.keyOrigin === 'browser';
  const close = () => {
    renewed?.pkcs8.fill(0);
    setRenewed(null);
    onClose();
  };
  const submit = async () => {
    const { validity } = await form.validateFields();
    setSubmitting(true);
    try {
      if (rekey) {
        const key = await newBrowserKey();
        const next = await onSubmit({ validity, csr: key.csr });
        await keepBrowserKey(next.serial, key.keys);
        setRenewed({ certificate: next, pkcs8: key.pkcs8 });
      } else {
        await onSubmit({ validity });
        onClose();
      }
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  if (renewed)
    return (
      <Modal
        open
        title={t('certificates.renewed')}
        onCancel={close}
        onOk={close}
        okText={t('common.close')}
        okButtonProps={{ loading: false, 'data-testid': 'certificate-issued-close' } as never}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
        destroyOnHidden
      >
        <Pkcs12Download certificate={renewed.certificate} pkcs8={renewed.pkcs8} />
      </Modal>
    );
  return (
    <Modal
      open={!!certificate}
      title={t('certificates.renew')}
      onCancel={onClose}
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
      {rekey && <Alert type="info" showIcon title={t('certificates.renewRekeyHint')} />}
    </Modal>
  );
}
