import type { SignFlowConsoleDetail } from '@console/contract';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { SignerStatusTag, time } from '../status';

type Signer = SignFlowConsoleDetail['signers'][number];

/** The signers by order group with their status (masked names and contacts); the initiator may remind one whose turn it is. */
export function SignersTable(props: {
  signers: Signer[];
  canRemind: boolean;
  reminding: string | null;
  onRemind: (signerId: string) => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Signer> = [
    { key: 'group', title: t('signFlows.detail.group'), render: (_, s) => s.group, width: 70 },
    {
      key: 'name',
      title: t('signFlows.signer.name'),
      render: (_, s) => <span style={{ wordBreak: 'break-word' }}>{s.enterpriseName ? `${s.enterpriseName} · ${s.name}` : s.name}</span>,
    },
    { key: 'contact', title: t('signFlows.detail.contact'), render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{s.contact}</span> },
    {
      key: 'status',
      title: t('signFlows.list.status'),
      render: (_, s) => (
        <>
          <SignerStatusTag status={s.status} />
          {s.unnotified && <Tag color="warning">{t('signFlows.detail.unnotified')}</Tag>}
          {s.signedAt && <div style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{time(s.signedAt)}</div>}
        </>
      ),
    },
    ...(props.canRemind
      ? [
          {
            key: 'remind',
            title: '',
            render: (_: unknown, s: Signer) =>
              s.status === 'toSign' && (
                <Button size="small" loading={props.reminding === s.id} onClick={() => props.onRemind(s.id)} data-testid={`remind-${s.id}`}>
                  {t('signFlows.detail.remind')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable rowKey="id" columns={columns} dataSource={props.signers} pagination={false} scroll={{ x: 560 }} data-testid="signer-table" />
  );
}
