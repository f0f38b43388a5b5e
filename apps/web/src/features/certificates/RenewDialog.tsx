import { type Certificate, certificateValidities } from '@console/contract';
import { Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { keepBrowserKey, newBrowserKey } from './browserKey';
import { validityName } from './labels';

type Validity = (typeof certificateValidities)[number];
/** keep: a browser key certified again; platform: the platform makes a new key; browser: a new key made here (re-key). */
type RenewKey = 'keep' | 'platform' | 'browser';

/**
 * Update (§3 service type 2): a new certificate for a new validity; the old one is revoked as
 * superseded. The key may be re-made in this browser (RSA or SM2, as the certificate's algorithm);
 * then only its request is sent and the new key is kept under the new serial.
 */
export function RenewDialog({
  certificate,
  onCancel,
  onSubmit,
}: {
  certificate: Certificate | null;
  onCancel: () => void;
  onSubmit: (body: { validity: Validity; csr?: string }) => Promise<Certificate>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ validity: Validity; key: RenewKey }>();
  const [busy, setBusy] = useState<'generating' | 'submitting' | null>(null);
  const submit = async () => {
    const { validity, key } = await form.validateFields();
    try {
      if (key === 'browser') {
        setBusy('generating');
        const made = await newBrowserKey(certificate!.algorithm === 1 ? 1 : 0);
        setBusy('submitting');
        const renewed = await onSubmit({ validity, csr: made.csr });
        await keepBrowserKey(renewed.serial, made.keys);
      } else {
        setBusy('submitting');
        await onSubmit({ validity });
      }
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(null);
    }
  };
  const current: RenewKey = certificate?.keyOrigin === 'browser' ? 'keep' : 'platform';
  return (
    <Modal
      open={!!certificate}
      title={t('certificates.renew')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('certificates.renew')}
      okButtonProps={{ loading: busy !== null, 'data-testid': 'certificate-renew-confirm' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ validity: 0, key: current }}>
        <Form.Item name="validity" label={t('fields.validity')}>
          <Radio.Group options={certificateValidities.map((v) => ({ value: v, label: t(`certificates.validity.${validityName[v]}`) }))} />
        </Form.Item>
        <Form.Item name="key" label={t('fields.keyOrigin')}>
          <Radio.Group
            data-testid="certificate-renew-key"
            options={([current, 'browser'] as const).map((v) => ({ value: v, label: t(`certificates.renewKey.${v}`) }))}
          />
        </Form.Item>
        {busy === 'generating' && <Typography.Paragraph type="secondary">{t('certificates.generating')}</Typography.Paragraph>}
      </Form>
    </Modal>
  );
}
