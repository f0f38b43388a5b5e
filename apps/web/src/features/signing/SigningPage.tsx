import type { SignedDocument } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '../../components/PagedListTable';
import { usePagedList } from '../../components/usePagedList';
import { saveFile } from '../../components/saveFile';
import { type SignPdfInput, signingApi, signingKey } from './api';
import { SignForm } from './SignForm';

const pageSize = 10;
const time = (ms: number) => new Date(ms).toLocaleString();

/** The service area's PDF signing: upload, choose a certificate and the place, sign, download; the history. */
export default function SigningPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: [...signingKey, 'list'],
    pageSize,
    fetch: (after) => signingApi.list({ after, pageSize }),
    emptyText: t('signing.empty'),
  });
  const save = (d: SignedDocument) =>
    void signingApi.download(d.id).then((file) => saveFile(file, `${d.fileName.replace(/\.pdf$/i, '')}-signed.pdf`));
  const sign = async (input: SignPdfInput) => {
    const signed = await signingApi.sign(input);
    message.success(t('signing.signed', { name: signed.fileName }));
    await queryClient.invalidateQueries({ queryKey: signingKey });
    save(signed);
  };
  const columns: TableColumnsType<SignedDocument> = [
    { key: 'file', title: t('signing.columns.file'), render: (_, d) => <span style={{ wordBreak: 'break-all' }}>{d.fileName}</span> },
    { key: 'signer', title: t('signing.columns.signer'), render: (_, d) => d.signer },
    {
      key: 'mode',
      title: t('signing.columns.mode'),
      render: (_, d) => t(`signing.modes.${String(d.signMode) as '0' | '1' | '2' | '3' | '4'}`),
    },
    { key: 'channel', title: t('signing.columns.channel'), render: (_, d) => t(`signing.channels.${d.channel}`) },
    {
      key: 'signedAt',
      title: t('signing.columns.signedAt'),
      render: (_, d) => <span style={{ whiteSpace: 'nowrap' }}>{time(d.createdAt)}</span>,
    },
    {
      key: 'actions',
      title: '',
      render: (_, d) =>
        d.signMode === 1 && (
          <Button type="link" size="small" onClick={() => save(d)} data-testid="signed-download">
            {t('signing.download')}
          </Button>
        ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('routes.mySigning')} extra={<Link to="/signing/verify">{t('signing.verifyLink')}</Link>}>
        <Typography.Paragraph type="secondary">{t('signing.intro')}</Typography.Paragraph>
        <SignForm onSign={sign} />
      </Card>
      <Card title={t('signing.history')}>
        <PagedListTable list={list} columns={columns} scroll={{ x: 760 }} data-testid="signed-table" />
      </Card>
    </Flex>
  );
}
