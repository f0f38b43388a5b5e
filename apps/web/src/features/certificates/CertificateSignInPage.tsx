import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Select, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveUserInfo } from '../../app/session';
import { certificatesApi } from './api';
import { keptKeys, signChallenge } from './browserKey';
import { algorithmName } from './labels';

/** A PKCS#12 file is a few kilobytes; anything this large is not one. */
const maxFileBytes = 256 * 1024;

interface FileValues {
  file?: UploadFile[];
  password?: string;
}

/**
 * §2 /cerlogin: sign-in by digital certificate. The key signs the server's single-use challenge and
 * the server checks chain, validity, revocation and signature. The key is either one this browser
 * keeps (made when the certificate was applied for, non-extractable), chosen by serial, or the one
 * in a PKCS#12 file the person chooses: opened here with its password (the reader loads only then),
 * and neither the file nor the password is sent — only the serial and the signature.
 */
export default function CertificateSignInPage() {
  const { t } = useTranslation();
  const kept = useQuery({ queryKey: ['certificates', 'kept'], queryFn: keptKeys });
  const [source, setSource] = useState<'browser' | 'file' | undefined>();
  const [serial, setSerial] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileForm] = Form.useForm<FileValues>();
  const chosen = serial ?? kept.data?.[0]?.serial;
  const shown = source ?? (kept.data ? (kept.data.length > 0 ? 'browser' : 'file') : undefined);

  const signInWith = async (sign: (challenge: string) => Promise<{ serial: string; signature: string }>) => {
    setBusy(true);
    setRefusal(null);
    try {
      const { challenge } = await certificatesApi.challenge();
      const info = await certificatesApi.signIn({ challenge, ...(await sign(challenge)) });
      saveUserInfo(info);
      window.location.assign('/dashboard');
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  /** Opens the file before any call: a file or password problem is said beside its field and nothing is sent. */
  const signInWithFile = async ({ file, password = '' }: FileValues) => {
    const chosenFile = file?.[0]?.originFileObj;
    if (!chosenFile) return;
    const fieldError = (name: keyof FileValues, kind: string, detail = '') =>
      fileForm.setFields([{ name, errors: [t(`certificates.p12Error.${kind}` as 'certificates.p12Error.notPkcs12', { detail })] }]);
    if (chosenFile.size > maxFileBytes) return fieldError('file', 'notPkcs12');
    setBusy(true);
    const [{ readPkcs12, certificateInfo, Pkcs12Error }, { signChallengeWithPkcs8 }] = await Promise.all([
      import('./pkcs12'),
      import('./keySigner'),
    ]);
    let opened: { pkcs8: Uint8Array<ArrayBuffer>; serial: string; algorithm: string };
    try {
      const contents = await readPkcs12(new Uint8Array(await chosenFile.arrayBuffer()), password);
      opened = { pkcs8: contents.pkcs8, ...certificateInfo(contents.certificate) };
      // A key of an algorithm this console cannot sign with is said now, before a challenge is asked for.
      await signChallengeWithPkcs8(opened.pkcs8, opened.algorithm, 'probe');
    } catch (error) {
      setBusy(false);
      // Anything else the browser's crypto refuses in a file is, to the person, not a file this page reads.
      if (!(error instanceof Pkcs12Error)) return fieldError('file', 'notPkcs12');
      return fieldError(error.kind === 'password' ? 'password' : 'file', error.kind, error.detail);
    }
    await signInWith(async (challenge) => ({
      serial: opened.serial,
      signature: await signChallengeWithPkcs8(opened.pkcs8, opened.algorithm, challenge),
    }));
  };

  const keptForm =
    kept.data && kept.data.length === 0 ? (
      <Alert type="info" showIcon title={t('certificates.signInNone')} data-testid="cerlogin-none" />
    ) : (
      <Form
        layout="vertical"
        onFinish={() =>
          chosen && void signInWith(async (challenge) => ({ serial: chosen, signature: await signChallenge(chosen, challenge) }))
        }
      >
        <Form.Item label={t('certificates.signInChoose')}>
          <Select
            value={chosen}
            onChange={(value) => {
              setSerial(value);
              setRefusal(null);
            }}
            aria-label={t('certificates.signInChoose')}
            options={(kept.data ?? []).map((k) => ({
              value: k.serial,
              title: k.serial,
              // The algorithm first: on a phone the serial's tail is cut off.
              label: `${t(`certificates.algorithm.${algorithmName[k.algorithm === 'sm2' ? 1 : 0]}`)} · ${k.serial}`,
            }))}
            data-testid="cerlogin-serial"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} disabled={!chosen} data-testid="cerlogin-submit">
          {t('certificates.signIn')}
        </Button>
      </Form>
    );
  const passwordLabel = t('certificates.p12Password');
  const fileLabel = t('certificates.signInFile');
  const fileFormNode = (
    <div data-testid="cerlogin-file-form">
      <Form form={fileForm} layout="vertical" onFinish={(values) => void signInWithFile(values)}>
        <Typography.Paragraph type="secondary">{t('certificates.signInFileHint')}</Typography.Paragraph>
        <Form.Item
          name="file"
          label={fileLabel}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[{ required: true, message: t('validation.required', { field: fileLabel }) }]}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept=".p12,.pfx,application/x-pkcs12">
            <Button icon={<UploadOutlined />} data-testid="cerlogin-file">
              {t('certificates.signInFileChoose')}
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="password"
          label={passwordLabel}
          rules={[{ required: true, message: t('validation.required', { field: passwordLabel }) }]}
        >
          <Input.Password autoComplete="current-password" data-testid="cerlogin-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="cerlogin-file-submit">
          {t('certificates.signIn')}
        </Button>
      </Form>
    </div>
  );
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t('certificates.signInTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('certificates.signInHint')}</Typography.Paragraph>
        {shown && (
          <>
            <Segmented<'browser' | 'file'>
              block
              value={shown}
              onChange={(value) => {
                setSource(value);
                setRefusal(null);
              }}
              options={[
                { value: 'browser', label: t('certificates.signInFromBrowser') },
                { value: 'file', label: t('certificates.signInFromFile') },
              ]}
              style={{ marginBottom: 16 }}
              data-testid="cerlogin-source"
            />
            {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="cerlogin-error" />}
            {shown === 'browser' ? keptForm : fileFormNode}
          </>
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('certificates.backToLogin')}</Link>
        </Flex>
      </Card>
    </Flex>
  );
}
