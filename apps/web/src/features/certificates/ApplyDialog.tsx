import { type Certificate, type CertificateApply, certificateAlgorithms, certificateValidities } from '@console/contract';
import { Alert, Checkbox, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerFieldErrors } from '../../components/formRules';
import { keepBrowserKey, newBrowserKey } from './browserKey';
import { algorithmName, certTypeName, validityName } from './labels';
import { Pkcs12Dialog } from './Pkcs12Download';

interface Values {
  certType: 1 | 2 | 3;
  algorithm: 0 | 1;
  validity: 0 | 1 | 2;
  keyOrigin: 'platform' | 'browser';
  agreed: boolean;
}

/** A browser key's certificate just issued, with the key's PKCS#8 for the one PKCS#12 download. */
export interface IssuedWithKey {
  certificate: Certificate;
  pkcs8: Uint8Array<ArrayBuffer>;
}

/**
 * Apply for a certificate: the subject is the passed real-name record of the context (the server
 * reads it), so the form only chooses type, algorithm, validity and where the key lives. A browser
 * key of either algorithm (RSA by WebCrypto, SM2 by a library loaded only then) is generated here;
 * only its request is sent, and once the certificate is issued the dialog offers its PKCS#12 until
 * it closes.
 */
export function ApplyDialog({
  open,
  inEnterprise,
  onClose,
  onSubmit,
}: {
  open: boolean;
  inEnterprise: boolean;
  onClose: () => void;
  onSubmit: (body: CertificateApply) => Promise<Certificate>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'generating' | 'submitting' | null>(null);
  const [issued, setIssued] = useState<IssuedWithKey | null>(null);
  const close = () => {
    // The exported key goes with the dialog: overwritten, then unreferenced.
    issued?.pkcs8.fill(0);
    setIssued(null);
    onClose();
  };
  const algorithm = Form.useWatch('algorithm', form);
  const keyOrigin = Form.useWatch('keyOrigin', form);
  const submit = async () => {
    const { agreed: _agreed, ...values } = await form.validateFields();
    try {
      if (values.keyOrigin === 'browser') {
        setBusy('generating');
        const key = await newBrowserKey(values.algorithm);
        setBusy('submitting');
        const certificate = await onSubmit({ ...values, csr: key.csr });
        await keepBrowserKey(certificate.serial, key.keys);
        setIssued({ certificate, pkcs8: key.pkcs8 });
      } else {
        setBusy('submitting');
        await onSubmit(values);
        onClose();
      }
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(null);
    }
  };
  const types = inEnterprise ? ([1, 2] as const) : ([3] as const);
  if (issued) return <Pkcs12Dialog title={t('certificates.issued')} issued={issued} onClose={close} />;
  return (
    <Modal
      open={open}
      title={t('certificates.apply')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('certificates.apply')}
      okButtonProps={{ loading: busy !== null, 'data-testid': 'certificate-apply-submit' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ certType: types[0], algorithm: 0, validity: 0, keyOrigin: 'platform', agreed: false }}
      >
        <Form.Item name="certType" label={t('fields.certType')}>
          <Radio.Group
            options={types.map((v) => ({ value: v, label: t(`certificates.certType.${certTypeName[v]}`) }))}
            data-testid="certificate-type"
          />
        </Form.Item>
        <Form.Item name="algorithm" label={t('fields.algorithm')}>
          <Radio.Group options={certificateAlgorithms.map((v) => ({ value: v, label: t(`certificates.algorithm.${algorithmName[v]}`) }))} />
        </Form.Item>
        <Form.Item name="validity" label={t('fields.validity')}>
          <Radio.Group
            options={certificateValidities.map((v) => ({ value: v, label: t(`certificates.validity.${validityName[v]}`) }))}
            data-testid="certificate-validity"
          />
        </Form.Item>
        <Form.Item name="keyOrigin" label={t('fields.keyOrigin')}>
          <Radio.Group data-testid="certificate-key-origin">
            <Radio value="platform">{t('certificates.keyOrigin.platform')}</Radio>
            <Radio value="browser">{t('certificates.keyOrigin.browser')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            keyOrigin !== 'browser'
              ? t('certificates.platformKeyHint')
              : algorithm === 1
                ? t('certificates.browserSm2KeyHint')
                : t('certificates.browserKeyHint')
          }
        />
        {busy === 'generating' && <Typography.Paragraph type="secondary">{t('certificates.generating')}</Typography.Paragraph>}
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: async (_r, v: boolean) => (v ? undefined : Promise.reject(new Error(t('certificates.mustAgree')))) }]}
        >
          <Checkbox data-testid="certificate-agree">
            {t('certificates.agree')}{' '}
            <Link to="/caAgreement" target="_blank">
              {t('certificates.agreement')}
            </Link>
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
