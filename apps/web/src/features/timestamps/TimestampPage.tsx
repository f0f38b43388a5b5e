import type { TimestampCheck, TimestampIssued } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileHash } from '../../components/fileHash';
import { saveFile } from '../../components/saveFile';
import { timestampsApi } from './api';

const time = (ms: number) => new Date(ms).toLocaleString();
const algorithmOf = (h: 1 | 2) => (h === 1 ? 'sha256' : 'sm3');

/** A file input that hands back the chosen file (nothing is uploaded). */
function FilePicker({ label, onFile, testId }: { label: string; onFile: (file: File | null) => void; testId: string }) {
  return (
    <input
      type="file"
      aria-label={label}
      data-testid={testId}
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      style={{ maxWidth: '100%' }}
    />
  );
}

/** Time-stamps over a file's hash computed here, and verification of a token (optionally against a file). */
export default function TimestampPage() {
  const { t } = useTranslation();
  const [hashAlgorithm, setHashAlgorithm] = useState<1 | 2>(1);
  const [file, setFile] = useState<File | null>(null);
  const [issued, setIssued] = useState<TimestampIssued | null>(null);
  const [token, setToken] = useState('');
  const [checkFile, setCheckFile] = useState<File | null>(null);
  const [check, setCheck] = useState<TimestampCheck | null>(null);
  const issue = useMutation({
    mutationFn: async () => timestampsApi.issue({ hash: await fileHash(file!, algorithmOf(hashAlgorithm)), hashAlgorithm }),
    onSuccess: (result) => {
      setIssued(result);
      setToken(result.token);
    },
  });
  const verify = useMutation({
    mutationFn: async () => {
      // The file is hashed with the token's own algorithm, so ask the server first when a file is given.
      const first = await timestampsApi.verify({ token });
      if (!checkFile || !first.hashAlgorithm) return first;
      return timestampsApi.verify({ token, hash: await fileHash(checkFile, algorithmOf(first.hashAlgorithm as 1 | 2)) });
    },
    onSuccess: setCheck,
  });
  const saveToken = () => {
    const bytes = Uint8Array.from(atob(issued!.token), (c) => c.charCodeAt(0));
    saveFile({ blob: new Blob([bytes], { type: 'application/timestamp-reply' }), fileName: `${issued!.serial}.tsr` }, 'token.tsr');
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('timestamps.issueTitle')}>
        <Typography.Paragraph type="secondary">{t('timestamps.intro')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => issue.mutate()}>
          <Form.Item label={t('timestamps.hashAlgorithm')}>
            <Radio.Group
              value={hashAlgorithm}
              onChange={(e) => setHashAlgorithm(e.target.value as 1 | 2)}
              options={([1, 2] as const).map((h) => ({ value: h, label: t(`timestamps.algorithms.${h}`) }))}
              data-testid="timestamp-algorithm"
            />
          </Form.Item>
          <Form.Item label={t('timestamps.file')}>
            <FilePicker label={t('timestamps.file')} onFile={setFile} testId="timestamp-file" />
          </Form.Item>
          {issue.error && <Alert type="error" showIcon title={issue.error.message} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" disabled={!file} loading={issue.isPending} data-testid="timestamp-issue">
            {t('timestamps.issue')}
          </Button>
        </Form>
        {issued && (
          <Descriptions column={1} bordered size="small" style={{ marginTop: 16 }} data-testid="timestamp-issued">
            <Descriptions.Item label={t('timestamps.serial')}>
              <code style={{ wordBreak: 'break-all' }}>{issued.serial}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('timestamps.genTime')}>{time(issued.genTime)}</Descriptions.Item>
            <Descriptions.Item label={t('timestamps.token')}>
              <Button size="small" onClick={saveToken} data-testid="timestamp-download">
                {t('timestamps.download')}
              </Button>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={t('timestamps.verifyTitle')}>
        <Form layout="vertical" onFinish={() => verify.mutate()}>
          <Form.Item label={t('timestamps.token')}>
            <Input.TextArea
              rows={4}
              value={token}
              onChange={(e) => setToken(e.target.value)}
              placeholder={t('timestamps.tokenPlaceholder')}
              aria-label={t('timestamps.token')}
              data-testid="timestamp-token"
            />
          </Form.Item>
          <Form.Item label={t('timestamps.verifyFile')}>
            <FilePicker label={t('timestamps.verifyFile')} onFile={setCheckFile} testId="timestamp-verify-file" />
          </Form.Item>
          {verify.error && <Alert type="error" showIcon title={verify.error.message} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" disabled={!token.trim()} loading={verify.isPending} data-testid="timestamp-verify">
            {t('timestamps.verify')}
          </Button>
        </Form>
        {check && (
          <div style={{ marginTop: 16 }} data-testid="timestamp-check">
            <Alert
              type={check.valid ? 'success' : 'error'}
              showIcon
              title={
                check.valid
                  ? t(checkFile ? 'timestamps.validFor' : 'timestamps.valid')
                  : `${t('timestamps.invalid')}: ${t(`timestamps.problem.${check.problem!}`)}`
              }
            />
            <Descriptions column={1} bordered size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label={t('timestamps.serial')}>
                <code style={{ wordBreak: 'break-all' }}>{check.serial}</code>
              </Descriptions.Item>
              {check.genTime !== null && <Descriptions.Item label={t('timestamps.genTime')}>{time(check.genTime)}</Descriptions.Item>}
              <Descriptions.Item label={t('timestamps.hashAlgorithm')}>
                {check.hashAlgorithm ? t(`timestamps.algorithms.${check.hashAlgorithm as 1 | 2}`) : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('timestamps.hash')}>
                <code style={{ wordBreak: 'break-all' }}>{check.digest}</code>
              </Descriptions.Item>
              <Descriptions.Item label={t('timestamps.tsaSubject')}>{check.tsaSubject}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, wordBreak: 'break-word' }}>
              {t('timestamps.openssl')}
            </Typography.Paragraph>
          </div>
        )}
      </Card>
    </Flex>
  );
}
