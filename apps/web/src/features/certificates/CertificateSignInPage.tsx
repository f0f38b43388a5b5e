import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveUserInfo } from '../../app/session';
import { certificatesApi } from './api';
import { keptKeys, signChallenge } from './browserKey';
import { algorithmName } from './labels';

/**
 * §2 /cerlogin: sign-in by digital certificate. The certificate keys this browser keeps (made when
 * the certificate was applied for, non-extractable) are listed by serial; the chosen one signs the
 * server's single-use challenge, and the server checks chain, validity, revocation and signature.
 */
export default function CertificateSignInPage() {
  const { t } = useTranslation();
  const kept = useQuery({ queryKey: ['certificates', 'kept'], queryFn: keptKeys });
  const [serial, setSerial] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = serial ?? kept.data?.[0]?.serial;
  const signIn = async () => {
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { challenge } = await certificatesApi.challenge();
      const info = await certificatesApi.signIn({ serial: chosen, challenge, signature: await signChallenge(chosen, challenge) });
      saveUserInfo(info);
      window.location.assign('/dashboard');
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t('certificates.signInTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('certificates.signInHint')}</Typography.Paragraph>
        {kept.data && kept.data.length === 0 ? (
          <Alert type="info" showIcon title={t('certificates.signInNone')} data-testid="cerlogin-none" />
        ) : (
          <Form layout="vertical" onFinish={() => void signIn()}>
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
            {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="cerlogin-error" />}
            <Button type="primary" htmlType="submit" block loading={busy} disabled={!chosen} data-testid="cerlogin-submit">
              {t('certificates.signIn')}
            </Button>
          </Form>
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('certificates.backToLogin')}</Link>
        </Flex>
      </Card>
    </Flex>
  );
}
