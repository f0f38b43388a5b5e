import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/saveFile';

/** The recovery codes, this once (the server keeps only their hashes): copy or download before closing. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = (codes ?? []).join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    void message.success(t('mfa.codes.copied'));
  };
  const download = () =>
    saveFile({ blob: new Blob([`${text}\n`], { type: 'text/plain' }), fileName: t('mfa.codes.fileName') }, 'recovery-codes.txt');
  return (
    <Modal
      open={codes !== null}
      title={t('mfa.codes.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="recovery-saved">
          {t('mfa.codes.saved')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('mfa.codes.intro')}</Typography.Paragraph>
      <ul
        data-testid="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '6px 16px',
          padding: 0,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: 15,
        }}
      >
        {(codes ?? []).map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('mfa.codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="recovery-download">
          {t('mfa.codes.download')}
        </Button>
      </Flex>
    </Modal>
  );
}
