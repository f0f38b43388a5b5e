import { type WorkOrderAttachment, workOrderReplySchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { AttachmentPicker } from './AttachmentPicker';

/** A reply with attachments, on the person's detail page and in the back office alike. */
export function ReplyForm({
  upload,
  onSubmit,
}: {
  upload: (file: File) => Promise<WorkOrderAttachment>;
  onSubmit: (body: { content: string; attachmentIds: string[] }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ content: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  // A new picker after each sent reply, so its file list starts empty.
  const [round, setRound] = useState(0);

  const submit = async ({ content }: { content: string }) => {
    setSubmitting(true);
    try {
      await onSubmit({ content, attachmentIds });
      form.resetFields();
      setAttachmentIds([]);
      setRound((n) => n + 1);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="work-order-reply-form">
      <Form.Item name="content" label={t('workOrders.reply')} rules={[rule(workOrderReplySchema.shape.content, 'content')]}>
        <Input.TextArea rows={3} maxLength={1000} placeholder={t('workOrders.replyPlaceholder')} data-testid="work-order-reply" />
      </Form.Item>
      <Form.Item>
        <AttachmentPicker key={round} upload={upload} onChange={setAttachmentIds} />
      </Form.Item>
      <SubmitButton submitting={submitting} block={false} data-testid="work-order-send">
        {t('workOrders.send')}
      </SubmitButton>
    </Form>
  );
}
