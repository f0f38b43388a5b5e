import { useQuery } from '@tanstack/react-query';
import { costCenterRoutes as r } from '@console/contract/costCenter/routes';
import { fillPath } from '@console/contract/route';
import { Alert, Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileDownloadButton } from '../../components/FileDownloadButton';
import { costCenterApi, costCenterKey } from './api';
import { InvoiceStatusTag, useYuan } from './labels';

/** §2 myInvoiceDetail: the request, its orders and title, and the issued file. */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error } = useQuery({
    queryKey: [...costCenterKey, 'invoice', id],
    queryFn: () => costCenterApi.invoice(id),
    enabled: id !== '',
  });
  return (
    <Card
      title={t('routes.myInvoiceDetail')}
      extra={
        data?.hasFile && (
          <FileDownloadButton
            type="primary"
            path={fillPath(r.invoiceFile.path, { id: data.id })}
            fileName={`${data.invoiceNo ?? data.id}.pdf`}
            testId="invoice-download"
          >
            {t('costCenter.invoices.download')}
          </FileDownloadButton>
        )
      }
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {data && (
        <Descriptions column={1} bordered size="small" data-testid="invoice-detail">
          <Descriptions.Item label={t('costCenter.invoices.status')}>
            <InvoiceStatusTag status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('costCenter.invoices.type')}>{t(`costCenter.invoiceTypes.${data.invoiceType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('costCenter.invoices.amount')}>{yuan(data.amountFen)}</Descriptions.Item>
          <Descriptions.Item label={t('costCenter.invoices.title')}>{data.title.name}</Descriptions.Item>
          {data.title.taxpayerId ? <Descriptions.Item label={t('fields.taxpayerId')}>{data.title.taxpayerId}</Descriptions.Item> : null}
          {data.title.addressPhone ? (
            <Descriptions.Item label={t('fields.addressPhone')}>{data.title.addressPhone}</Descriptions.Item>
          ) : null}
          {data.title.bankAccount ? <Descriptions.Item label={t('fields.bankAccount')}>{data.title.bankAccount}</Descriptions.Item> : null}
          <Descriptions.Item label={t('costCenter.invoices.orders')}>{data.orderNos.join(', ')}</Descriptions.Item>
          {data.invoiceNo ? <Descriptions.Item label={t('costCenter.invoices.invoiceNo')}>{data.invoiceNo}</Descriptions.Item> : null}
          {data.issuedAt !== null && (
            <Descriptions.Item label={t('costCenter.invoices.issuedAt')}>
              {dayjs(data.issuedAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          )}
          {data.reason ? <Descriptions.Item label={t('costCenter.invoices.reason')}>{data.reason}</Descriptions.Item> : null}
          <Descriptions.Item label={t('costCenter.invoices.requestedAt')}>
            {dayjs(data.createdAt).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
