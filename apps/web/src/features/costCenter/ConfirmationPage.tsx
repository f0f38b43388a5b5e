import { type OrderView, invoiceTypes } from '@console/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, List, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePagePath } from '../../app/routing';
import { showServerFieldErrors } from '../../components/formRules';
import { TitleDialog } from './TitleDialog';
import { costCenterApi, costCenterKey } from './api';
import { useYuan } from './labels';

interface ConfirmForm {
  titleId?: string;
  invoiceType: 'general' | 'special';
}

/** §2 confirmation: the chosen orders, a title and the type; one request id per visit, so a double submit is one request. */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const navigate = useNavigate();
  const successPath = usePagePath('askForSuccess');
  const [form] = Form.useForm<ConfirmForm>();
  const orderIds = (useSearchParams()[0].get('orders') ?? '').split(',').filter(Boolean);
  const orders = ((useLocation().state as { orders?: OrderView[] } | null)?.orders ?? []).filter((o) => orderIds.includes(o.id));
  const [requestId] = useState(() => crypto.randomUUID());
  const client = useQueryClient();
  const [addingTitle, setAddingTitle] = useState(false);
  const titles = useQuery({ queryKey: [...costCenterKey, 'titles'], queryFn: costCenterApi.titles });
  const noTitles = titles.isSuccess && titles.data.list.length === 0;
  const submit = useMutation({
    mutationFn: (v: ConfirmForm) => costCenterApi.requestInvoice({ requestId, titleId: v.titleId!, invoiceType: v.invoiceType, orderIds }),
    onSuccess: (invoice) => void navigate(`${successPath ?? '/'}?id=${invoice.id}`),
    onError: (error) => showServerFieldErrors(form, error),
  });
  return (
    <Card title={t('routes.confirmation')}>
      <Typography.Paragraph type="secondary">{t('costCenter.invoices.confirmIntro')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={orders}
        renderItem={(o) => (
          <List.Item extra={yuan(o.amountFen)}>
            <Typography.Text code>{o.orderNo}</Typography.Text> {o.itemName}
          </List.Item>
        )}
        footer={<strong>{t('costCenter.invoices.invoiceable', { amount: yuan(orders.reduce((s, o) => s + o.amountFen, 0)) })}</strong>}
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ invoiceType: 'general' }}
        onFinish={(v) => submit.mutate(v)}
        style={{ maxWidth: 520 }}
      >
        {/* With no saved title the request cannot go on: the title is added here, not on another page. */}
        {noTitles && (
          <Alert
            type="info"
            showIcon
            title={t('costCenter.invoices.noTitleToChoose')}
            style={{ marginBottom: 16 }}
            data-testid="confirm-no-titles"
          />
        )}
        <Form.Item label={t('costCenter.invoices.chooseTitle')} required>
          <Flex gap={8} wrap>
            <Form.Item name="titleId" noStyle rules={[{ required: true, message: t('validation.required') }]}>
              <Select
                aria-label={t('costCenter.invoices.chooseTitle')}
                style={{ flex: '1 1 240px', minWidth: 0 }}
                options={(titles.data?.list ?? []).map((x) => ({
                  value: x.id,
                  label: `${x.name}${x.taxpayerId ? ` (${x.taxpayerId})` : ''}`,
                }))}
                data-testid="confirm-title"
              />
            </Form.Item>
            <Button icon={<PlusOutlined />} onClick={() => setAddingTitle(true)} data-testid="confirm-add-title">
              {t('costCenter.invoices.addTitle')}
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item name="invoiceType" label={t('costCenter.invoices.type')}>
          <Radio.Group
            options={invoiceTypes.map((k) => ({ value: k, label: t(`costCenter.invoiceTypes.${k}`) }))}
            data-testid="confirm-type"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending} disabled={orderIds.length === 0} data-testid="confirm-submit">
          {t('costCenter.invoices.submit')}
        </Button>
      </Form>
      <TitleDialog
        open={addingTitle}
        onClose={() => setAddingTitle(false)}
        onSaved={(title) => {
          setAddingTitle(false);
          // The new title is the one this request is for, chosen once the list holds it.
          void client.invalidateQueries({ queryKey: [...costCenterKey, 'titles'] }).then(() => {
            form.setFieldValue('titleId', title.id);
            void form.validateFields(['titleId']).catch(() => undefined);
          });
        }}
      />
    </Card>
  );
}
