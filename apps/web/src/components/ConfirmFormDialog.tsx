import { Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { showServerFieldErrors } from './formRules';

/**
 * A dialog that confirms one act with a few fields (a revocation's reason, a closing rating): the
 * hint, the fields, and an OK button that checks them, sends them and waits; the server's field
 * refusals land beside their fields and the dialog stays open. The caller closes it on success.
 */
export function ConfirmFormDialog<Values>({
  open,
  title,
  hint,
  okText,
  okTestId,
  danger,
  form,
  initialValues,
  onCancel,
  onSubmit,
  children,
}: {
  open: boolean;
  title: ReactNode;
  hint: ReactNode;
  okText: ReactNode;
  okTestId: string;
  danger?: boolean;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  onCancel: () => void;
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode;
}) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={okText}
      okButtonProps={{ danger, loading: submitting, 'data-testid': okTestId } as never}
      destroyOnHidden
    >
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
