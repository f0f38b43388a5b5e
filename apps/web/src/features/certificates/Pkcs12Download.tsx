import { DownloadOutlined } from '@ant-design/icons';
import type { Certificate } from '@console/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import type { IssuedWithKey } from './ApplyDialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSameAsRule } from '../../components/formRules';
import { saveFile } from '../../components/saveFile';
import { certificatesApi } from './api';

export const p12PasswordRules = { min: 8, max: 128 } as const;

const bytesOf = async (file: { blob: Blob }) => new Uint8Array(await file.blob.arrayBuffer());

/**
 * The one chance to take a browser key away: its PKCS#8 is in memory only while this is shown, and
 * it is written into a PKCS#12 file under a password typed twice, with the certificate and the
 * chain up to our root. The writer loads only when asked for, so no other page carries it.
 */
export function Pkcs12Download({ certificate, pkcs8 }: { certificate: Certificate; pkcs8: Uint8Array<ArrayBuffer> }) {
  const { t } = useTranslation();
  const sameAs = useSameAsRule();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    const track = certificate.algorithm === 1 ? 'sm2' : 'rsa';
    try {
      const [{ writePkcs12 }, leaf, issuing, root] = await Promise.all([
        import('./pkcs12'),
        certificatesApi.download(certificate.id, 'der').then(bytesOf),
        certificatesApi.authority(track, 'issuing').then(bytesOf),
        certificatesApi.authority(track, 'root').then(bytesOf),
      ]);
      const file = await writePkcs12({ pkcs8, certificates: [leaf, issuing, root], password, friendlyName: certificate.serial });
      saveFile({ blob: new Blob([file], { type: 'application/x-pkcs12' }), fileName: `${certificate.serial}.p12` }, '');
      setSaved(true);
    } finally {
      setBusy(false);
    }
  };
  const label = t('certificates.p12Password');
  return (
    <div data-testid="p12-download">
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('certificates.p12OnlyNow')} />
        <Form.Item
          name="password"
          label={label}
          rules={[
            { required: true, message: t('validation.required', { field: label }) },
            { min: p12PasswordRules.min, message: t('validation.tooShort', { min: p12PasswordRules.min }) },
            { max: p12PasswordRules.max, message: t('validation.tooLong', { max: p12PasswordRules.max }) },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="p12-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('fields.confirmPassword')} dependencies={['password']} rules={[sameAs('password')]}>
          <Input.Password autoComplete="new-password" data-testid="p12-confirm" />
        </Form.Item>
        <Button htmlType="submit" icon={<DownloadOutlined />} loading={busy} block data-testid="p12-save">
          {t('certificates.downloadP12')}
        </Button>
        {saved && <Alert type="success" showIcon style={{ marginTop: 16 }} title={t('certificates.p12Saved')} data-testid="p12-saved" />}
      </Form>
    </div>
  );
}

/** The dialog a browser key's certificate is shown in once issued (apply or renew): only the PKCS#12 step, then close. */
export function Pkcs12Dialog({ title, issued, onClose }: { title: string; issued: IssuedWithKey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.close')}
      okButtonProps={{ loading: false, 'data-testid': 'certificate-issued-close' } as never}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Pkcs12Download certificate={issued.certificate} pkcs8={issued.pkcs8} />
    </Modal>
  );
}
