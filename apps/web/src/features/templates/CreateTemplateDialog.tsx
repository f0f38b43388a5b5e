import { UploadOutlined } from '@ant-design/icons';
import { templateRules } from '@console/contract';
import { Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { templatesApi } from './api';

interface Values {
  name: string;
  description?: string;
  file: string;
}

/** A new template: its name, description and PDF (judged by the server as a flow's); then the editor opens. */
export function CreateTemplateDialog(props: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormDialog<Values, Awaited<ReturnType<typeof templatesApi.create>>>
      open={props.open}
      title={t('templates.create.heading')}
      form={form}
      okText={t('templates.create.submit')}
      submit={(v) => templatesApi.create({ file: file!, name: v.name, description: v.description })}
      savedText={(x) => x.name}
      onSaved={(x) => props.onCreated(x.id)}
      onClose={props.onClose}
      afterClose={() => setFile(null)}
      testId="template-create"
      okButtonTestId="template-create-ok"
    >
      <Form.Item
        name="name"
        label={t('templates.create.name')}
        rules={[{ required: true, whitespace: true, max: templateRules.nameMaxChars }]}
      >
        <Input maxLength={templateRules.nameMaxChars} data-testid="template-name" />
      </Form.Item>
      <Form.Item name="description" label={t('templates.create.description')} rules={[{ max: templateRules.descriptionMaxChars }]}>
        <Input.TextArea maxLength={templateRules.descriptionMaxChars} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      {/* The file is held beside the form; this item carries its rule and the server's refusal (`file`). */}
      <Form.Item
        name="file"
        label={t('templates.create.file')}
        rules={[{ required: true, message: t('validation.required', { field: t('templates.create.file') }) }]}
      >
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          fileList={file ? [{ uid: 'pdf', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            form.setFieldValue('file', chosen.name);
            void form.validateFields(['file']);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            form.setFieldValue('file', undefined);
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="template-file">
            {t('templates.create.pick')}
          </Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
}
