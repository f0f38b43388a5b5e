import { Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmFormDialog } from '../../components/ConfirmFormDialog';

/** §4 close once resolved, with a satisfaction rating (1–5) and an optional comment. */
export function CloseDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (body: { rating: number; comment: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rating: number; comment: string }>();
  return (
    <ConfirmFormDialog
      open={open}
      title={t('workOrders.closeTitle')}
      hint={t('workOrders.closeHint')}
      okText={t('workOrders.close')}
      okTestId="work-order-close-confirm"
      form={form}
      initialValues={{ rating: 5, comment: '' }}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit({ rating: values.rating, comment: values.comment ?? '' })}
    >
      <Form.Item
        name="rating"
        label={t('fields.rating')}
        rules={[
          {
            validator: async (_r, v: number) =>
              v >= 1 ? undefined : Promise.reject(new Error(t('validation.required', { field: t('fields.rating') }))),
          },
        ]}
      >
        <Rate data-testid="work-order-rating" />
      </Form.Item>
      <Form.Item name="comment" label={t('workOrders.comment')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </ConfirmFormDialog>
  );
}
