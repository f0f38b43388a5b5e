import { UploadOutlined } from '@ant-design/icons';
import { signFlowRules } from '@console/contract';
import { Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateFlowInput } from './api';

interface Values {
  title: string;
  message?: string;
  /** `datetime-local`: the phone's own date and time picker. */
  deadline: string;
}

/** A week from now, as a `datetime-local` value in the browser's time zone. */
function aWeekOn(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A draft sign flow: its title, a message to the signers, the deadline and its first PDF. */
export function CreateFlowForm({ onCreate }: { onCreate: (input: CreateFlowInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    if (!file) return;
    setBusy(true);
    try {
      await onCreate({ file, title: values.title, message: values.message, deadlineAt: new Date(values.deadline).getTime() });
      form.resetFields();
      setFile(null);
    } catch {
      // The http client has said what the server refused (a PDF that is not one, a past deadline); the form keeps its values.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ deadline: aWeekOn() }} onFinish={(values) => void submit(values)}>
      <Form.Item name="title" label={t('signFlows.create.flowTitle')} rules={[{ required: true, max: signFlowRules.titleMaxChars }]}>
        <Input maxLength={signFlowRules.titleMaxChars} data-testid="flow-title" />
      </Form.Item>
      <Form.Item name="message" label={t('signFlows.create.message')} rules={[{ max: signFlowRules.textMaxChars }]}>
        <Input.TextArea maxLength={signFlowRules.textMaxChars} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="flow-message" />
      </Form.Item>
      <Form.Item name="deadline" label={t('signFlows.create.deadline')} rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="flow-deadline" />
      </Form.Item>
      <Form.Item label={t('signFlows.create.file')} required>
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          fileList={file ? [{ uid: 'pdf', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />} data-testid="flow-file">
            {t('signFlows.create.chooseFile')}
          </Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={!file} data-testid="flow-submit">
        {t('signFlows.create.submit')}
      </Button>
    </Form>
  );
}
