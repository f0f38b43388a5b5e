import { SafetyCertificateOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ChainVerifyResult } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { operationLogApi, saveFile } from './api';

/** Verify the chain over the range shown, and export it for an auditor. */
export function ChainActions({ range }: { range: { start?: string; end?: string } }) {
  const { t } = useTranslation();
  const verify = useMutation({ mutationFn: () => operationLogApi.verify(range) });
  const exporting = useMutation({ mutationFn: async () => saveFile(await operationLogApi.export(range)) });
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap>
        <Button icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate()} data-testid="log-verify">
          {t('operationLog.verify')}
        </Button>
        <Tooltip title={t('operationLog.exportHint')}>
          <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()} data-testid="log-export">
            {t('operationLog.export')}
          </Button>
        </Tooltip>
      </Flex>
      {verify.data && <VerifyOutcome result={verify.data} />}
    </Flex>
  );
}

function VerifyOutcome({ result }: { result: ChainVerifyResult }) {
  const { t } = useTranslation();
  const title = result.break
    ? t('operationLog.verifyBroken', { seq: result.break.seq, reason: t(`operationLog.reasons.${result.break.reason}`) })
    : result.checked === 0
      ? t('operationLog.verifyEmpty')
      : t('operationLog.verifyOk', { checked: result.checked, first: result.firstSeq, last: result.lastSeq });
  return (
    <Alert
      type={result.ok ? 'success' : 'error'}
      showIcon
      title={title}
      description={
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all', fontSize: 12 }}>
          {t('operationLog.headHash', { seq: result.headSeq, hash: result.headHash })}
        </Typography.Text>
      }
      data-testid="log-verify-result"
    />
  );
}
