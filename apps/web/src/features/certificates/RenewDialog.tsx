import { type Certificate, certificateValidities } from '@console/contract';
import { Alert, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import type { IssuedWithKey } from './ApplyDialog';
import { keepBrowserKey, newBrowserKey } from './browserKey';
import { validityName } from './labels';
import { Pkcs12Dialog } from './Pkcs12Download';

type Validity = (typeof certificateValidities)[number];
/** keep: a browser key certified again; platform: the platform makes a new key; browser: a new key made here (re-key). */
type RenewKey = 'keep' | 'platform' | 'browser';

/**
 * Update (§3 service type 2): a new certificate for a new validity; the old one is revoked as
 * superseded. The key may be re-made in this browser (RSA or SM2, as the certificate's algorithm):
 * then only its request is sent, the new key is kept under the new serial and offered as a PKCS#12
 * file until the dialog closes, as at issuance. A browser key may also be certified again as it is
 * (no file then: the kept key cannot be exported).
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
  const [form] = Form.useForm<{ validity: Validity; key: RenewKey }>();
  const [busy, setBusy] = useState<'generating' | 'submitting' | null>(null);
  const [renewed, setRenewed] = useState<IssuedWithKey | null>(null);
  const browserHeld = certificate?.keyOrigin === 'browser';
  const choices: RenewKey[] = browserHeld ? ['browser', 'keep'] : ['platform', 'browser'];
  const key = Form.useWatch('key', form);
  const close = () => {
    renewed?.pkcs8.fill(0);
    setRenewed(null);
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      if (values.key === 'browser') {
        setBusy('generating');
        const made = await newBrowserKey(certificate!.algorithm === 1 ? 1 : 0);
        setBusy('submitting');
        const next = await onSubmit({ validity: values.validity, csr: made.csr });
        await keepBrowserKey(next.serial, made.keys);
        setRenewed({ certificate: next, pkcs8: made.pkcs8 });
      } else {
        setBusy('submitting');
        await onSubmit({ validity: values.validity });
        onClose();
      }
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(null);
    }
  };
  if (renewed) return <Pkcs12Dialog title={t('certificates.renewed')} issued={renewed} onClose={close} />;
  return (
    <Modal
      open={!!certificate}
      title={t('certificates.renew')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('certificates.renew')}
      okButtonProps={{ loading: busy !== null, 'data-testid': 'certificate-renew-confirm' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ validity: 0, key: choices[0] }}>
        <Form.Item name="validity" label={t('fields.validity')}>
          <Radio.Group options={certificateValidities.map((v) => ({ value: v, label: t(`certificates.validity.${validityName[v]}`) }))} />
        </Form.Item>
        <Form.Item name="key" label={t('fields.keyOrigin')}>
          <Radio.Group
            data-testid="certificate-renew-key"
            options={choices.map((v) => ({ value: v, label: t(`certificates.renewKey.${v}`) }))}
          />
        </Form.Item>
        {busy === 'generating' && <Typography.Paragraph type="secondary">{t('certificates.generating')}</Typography.Paragraph>}
      </Form>
      {(key ?? choices[0]) === 'browser' && <Alert type="info" showIcon title={t('certificates.renewRekeyHint')} />}
    </Modal>
  );
}
