import { PlusOutlined } from '@ant-design/icons';
import type { Certificate } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../app/store';
import { PagedListTable } from '../../components/PagedListTable';
import { usePagedList } from '../../components/usePagedList';
import { saveFile } from '../../components/saveFile';
import { ApplyDialog } from './ApplyDialog';
import { browserKeyOf, keepBrowserKey } from './browserKey';
import { certificatesApi, certificatesKey } from './api';
import { CertificateDrawer } from './CertificateDrawer';
import { StateTag, algorithmName, certTypeName, day, nameOf } from './labels';
import { RenewDialog } from './RenewDialog';
import { RevokeDialog } from './RevokeDialog';

const pageSize = 10;

/** The service area's certificates: apply, list with remaining days and status, details, download, renew, revoke. */
export default function CertificateListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const inEnterprise = useConsole((s) => !!s.header?.companyUuid);
  const [applying, setApplying] = useState(false);
  const [shown, setShown] = useState<Certificate | null>(null);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [renewing, setRenewing] = useState<Certificate | null>(null);
  const list = usePagedList({
    queryKey: [...certificatesKey, 'list'],
    pageSize,
    fetch: (after) => certificatesApi.list({ after, pageSize }),
    emptyText: t('certificates.empty'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: certificatesKey });
  const apply = useMutation({ mutationFn: certificatesApi.apply, onSuccess: () => message.success(t('certificates.issued')) });
  const revoke = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: 0 | 1 | 3 | 4 | 5 }) => certificatesApi.revoke(id, reason),
    onSuccess: () => message.success(t('certificates.revoked')),
  });
  const renew = useMutation({
    mutationFn: ({ id, ...body }: { id: string; validity: 0 | 1 | 2; csr?: string }) => certificatesApi.renew(id, body),
    onSuccess: () => message.success(t('certificates.renewed')),
  });
  const save = (c: Certificate, format: 'pem' | 'der') =>
    void certificatesApi.download(c.id, format).then((file) => saveFile(file, `${c.serial}.${format === 'pem' ? 'pem' : 'cer'}`));

  const columns: TableColumnsType<Certificate> = [
    { key: 'owner', title: t('certificates.columns.owner'), render: (_, c) => c.owner },
    {
      key: 'type',
      title: t('certificates.columns.type'),
      render: (_, c) => t(`certificates.certType.${nameOf(certTypeName, c.certType)}`),
    },
    {
      key: 'algorithm',
      title: t('certificates.columns.algorithm'),
      render: (_, c) => t(`certificates.algorithm.${nameOf(algorithmName, c.algorithm)}`),
    },
    {
      key: 'serial',
      title: t('certificates.columns.serial'),
      render: (_, c) => <code style={{ wordBreak: 'break-all' }}>{c.serial}</code>,
    },
    {
      key: 'validity',
      title: t('certificates.columns.validity'),
      render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{day(c.notAfter)}</span>,
    },
    {
      key: 'remaining',
      title: t('certificates.columns.remaining'),
      render: (_, c) => <span data-testid="certificate-remaining">{t('certificates.days', { count: c.remainingDays })}</span>,
    },
    { key: 'state', title: t('certificates.columns.state'), render: (_, c) => <StateTag state={c.state} /> },
    {
      key: 'actions',
      title: t('certificates.columns.actions'),
      render: (_, c) => (
        <Flex gap={8} wrap>
          <Button type="link" size="small" onClick={() => setShown(c)} data-testid="certificate-view">
            {t('certificates.detail')}
          </Button>
          <Dropdown
            menu={{
              items: [
                { key: 'pem', label: t('certificates.downloadPem'), onClick: () => save(c, 'pem') },
                { key: 'der', label: t('certificates.downloadDer'), onClick: () => save(c, 'der') },
              ],
            }}
          >
            <Button type="link" size="small" data-testid="certificate-download">
              {t('certificates.download')}
            </Button>
          </Dropdown>
          {c.status === 1 && (
            <>
              <Button type="link" size="small" onClick={() => setRenewing(c)} data-testid="certificate-renew">
                {t('certificates.renew')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRevoking(c)} data-testid="certificate-revoke">
                {t('certificates.revoke')}
              </Button>
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card
      title={t('routes.myCertificate')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="certificate-apply">
          {t('certificates.apply')}
        </Button>
      }
    >
      <PagedListTable list={list} columns={columns} scroll={{ x: 900 }} data-testid="certificates-table" />
      <ApplyDialog
        open={applying}
        inEnterprise={inEnterprise}
        onClose={() => setApplying(false)}
        onSubmit={async (body) => {
          const issued = await apply.mutateAsync(body);
          await refresh();
          return issued;
        }}
      />
      <RevokeDialog
        open={!!revoking}
        onCancel={() => setRevoking(null)}
        onSubmit={async (reason) => {
          await revoke.mutateAsync({ id: revoking!.id, reason });
          setRevoking(null);
          await refresh();
        }}
      />
      <RenewDialog
        certificate={renewing}
        onClose={() => setRenewing(null)}
        onSubmit={async (body) => {
          const renewed = await renew.mutateAsync({ id: renewing!.id, ...body });
          // A browser key certified again (no new request) is kept under the new serial too.
          const kept = renewing!.keyOrigin === 'browser' && !body.csr ? await browserKeyOf(renewing!.serial) : undefined;
          if (kept) await keepBrowserKey(renewed.serial, kept);
          await refresh();
          return renewed;
        }}
      />
      <CertificateDrawer certificate={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
