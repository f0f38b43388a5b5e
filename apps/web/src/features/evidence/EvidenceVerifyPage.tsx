import type { EvidenceCheck } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fileHash } from '../../components/fileHash';
import { evidenceApi } from './api';

const time = (ms: number) => new Date(ms).toLocaleString();

/** Public: a deposit checked by its code — proof, root time-stamp, and optionally a file re-hashed here. */
export default function EvidenceVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ check: EvidenceCheck; fileMatches: boolean | null } | null>(null);
  const verify = useMutation({
    mutationFn: async () => {
      const check = await evidenceApi.verify(code.trim().toUpperCase());
      return { check, fileMatches: file ? (await fileHash(file, 'sha256')) === check.fileHash : null };
    },
    onSuccess: setResult,
  });
  const check = result?.check;
  type Check = keyof Phrases['evidence']['checks'];
  const line = (ok: boolean, good: Check, bad: Check, testId: string) => (
    <Alert type={ok ? 'success' : 'error'} showIcon title={t(`evidence.checks.${ok ? good : bad}`)} data-testid={testId} />
  );
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t('evidence.verifyTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('evidence.verifyIntro')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => verify.mutate()}>
          <Form.Item label={t('evidence.code')}>
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={16}
              aria-label={t('evidence.code')}
              data-testid="evidence-verify-code"
            />
          </Form.Item>
          <Form.Item label={t('evidence.file')}>
            <input
              type="file"
              aria-label={t('evidence.file')}
              data-testid="evidence-verify-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              style={{ maxWidth: '100%' }}
            />
          </Form.Item>
          {verify.error && <Alert type="error" showIcon title={verify.error.message} style={{ marginBottom: 16 }} />}
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={code.trim().length !== 16}
            loading={verify.isPending}
            data-testid="evidence-verify"
          >
            {t('evidence.verify')}
          </Button>
        </Form>
        {check && (
          <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="evidence-verify-result">
            {!check.anchored ? (
              <Alert type="info" showIcon title={t('evidence.checks.pending')} />
            ) : (
              <>
                {line(check.proofValid, 'proofValid', 'proofInvalid', 'evidence-proof')}
                {line(check.timestampValid, 'timestampValid', 'timestampInvalid', 'evidence-timestamp')}
              </>
            )}
            {result.fileMatches !== null && line(result.fileMatches, 'fileMatches', 'fileDiffers', 'evidence-file-match')}
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('evidence.result.title')}>{check.title}</Descriptions.Item>
              <Descriptions.Item label={t('evidence.result.fileHash')}>
                <code style={{ wordBreak: 'break-all' }}>{check.fileHash}</code>
              </Descriptions.Item>
              <Descriptions.Item label={t('evidence.result.depositedAt')}>{time(check.depositedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('evidence.result.keepUntil')}>{time(check.keepUntil)}</Descriptions.Item>
              {check.merkleRoot && (
                <Descriptions.Item label={t('evidence.result.merkleRoot')}>
                  <code style={{ wordBreak: 'break-all' }}>{check.merkleRoot}</code>
                </Descriptions.Item>
              )}
              {check.anchored && (
                <Descriptions.Item label={t('evidence.result.proof')}>
                  {t('evidence.result.proofSteps', { count: check.proof.length })}
                </Descriptions.Item>
              )}
              {check.genTime !== null && <Descriptions.Item label={t('evidence.result.genTime')}>{time(check.genTime)}</Descriptions.Item>}
              {check.tsaSubject && <Descriptions.Item label={t('evidence.result.tsa')}>{check.tsaSubject}</Descriptions.Item>}
            </Descriptions>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
