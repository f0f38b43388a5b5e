import { UploadOutlined } from '@ant-design/icons';
import type { Verification, VerifiedSignature } from '@console/contract';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signingApi } from './api';
import './signing.css';

const time = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString());

function SignatureCard({ n, s }: { n: number; s: VerifiedSignature }) {
  const { t } = useTranslation();
  const good = (ok: boolean, text: string) => <Tag color={ok ? 'success' : 'error'}>{text}</Tag>;
  return (
    <Card size="small" title={t('signing.verify.signature', { n })} data-testid="verified-signature">
      <Flex gap={12} wrap align="start">
        {s.sealImage && (
          // The seal as the signed revision draws it (read from the signature's appearance by the server).
          <figure className="verified-seal">
            <img src={`data:image/png;base64,${s.sealImage}`} alt={t('signing.verify.sealAlt', { n })} data-testid="verified-seal" />
            <figcaption>{t('signing.verify.seal')}</figcaption>
          </figure>
        )}
        <Descriptions column={1} size="small" bordered styles={{ label: { width: '38%' } }} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Descriptions.Item label={t('signing.verify.signer')}>{s.signer ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.issuer')}>
            <span style={{ wordBreak: 'break-word' }}>{s.issuer ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.serial')}>
            <code style={{ wordBreak: 'break-all' }}>{s.serial ?? '—'}</code>
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.signedAt')}>{time(s.signedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.timestamp')}>
            {s.timestampAt === null ? t('signing.verify.noTimestamp') : time(s.timestampAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.valid')}>
            <span data-testid="verified-valid">{good(s.signatureValid, t(`signing.verify.validity.${s.signatureValid}`))}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.chain')}>
            <span data-testid="verified-chain">{good(s.chain === 'ours', t(`signing.verify.chains.${s.chain}`))}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.coverage')}>
            <span data-testid="verified-coverage">{good(s.coverage !== 'broken', t(`signing.verify.coverages.${s.coverage}`))}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('signing.verify.revocation')}>
            {good(s.revocation === 'good', t(`signing.verify.revocations.${s.revocation}`))}
            {s.revokedAt !== null && <Typography.Text type="secondary"> {time(s.revokedAt)}</Typography.Text>}
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}

/** Public: a signed PDF's every signature checked by the server — no sign-in. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      setResult(await signingApi.verify(file));
    } catch (error) {
      setResult(null);
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex justify="center" style={{ padding: '32px 12px' }}>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 760 }}>
        <Card>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            {t('signing.verify.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('signing.verify.intro')}</Typography.Paragraph>
          <Flex gap={12} wrap align="start">
            <Upload
              accept="application/pdf,.pdf"
              maxCount={1}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setResult(null);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />} data-testid="verify-file">
                {t('signing.chooseFile')}
              </Button>
            </Upload>
            <Button type="primary" onClick={() => void check()} loading={busy} disabled={!file} data-testid="verify-submit">
              {t('signing.verify.check')}
            </Button>
          </Flex>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 16 }} data-testid="verify-error" />}
          {result && result.signatures.length === 0 && (
            <Alert type="warning" showIcon title={t('signing.verify.none')} style={{ marginTop: 16 }} data-testid="verify-none" />
          )}
        </Card>
        {result?.signatures.map((s, i) => (
          <SignatureCard key={i} n={i + 1} s={s} />
        ))}
      </Flex>
    </Flex>
  );
}
