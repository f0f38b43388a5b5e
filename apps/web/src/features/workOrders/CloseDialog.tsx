import { Form, Input, Modal, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';

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
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSubmitting(true);
    try {
      await onSubmit({ rating: values.rating, comment: values.comment ?? '' });
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('workOrders.closeTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('workOrders.close')}
      okButtonProps={{ loading: submitting, 'data-testid': 'work-order-close-confirm' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ rating: 5, comment: '' }} preserve={false}>
        <Typography.Paragraph>{t('workOrders.closeHint')}</Typography.Paragraph>
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
      </Form>
    </Modal>
  );
}
