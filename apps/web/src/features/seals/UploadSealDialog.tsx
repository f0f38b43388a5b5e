import { type Seal, sealImageRules } from '@console/contract';
import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { sealsApi } from './api';

interface Values {
  alias: string;
  file: UploadFile[];
}

/** An uploaded seal image: checked by the server (type by content, size, background), then in approval. */
export function UploadSealDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (seal: Seal) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const maxMb = sealImageRules.maxBytes / 1024 / 1024;
  return (
    <FormDialog<Values, Seal>
      open={open}
      title={t('seals.upload')}
      form={form}
      submit={(v) => sealsApi.upload(v.alias.trim(), v.file[0]!.originFileObj as File)}
      savedText={t('seals.form.uploaded')}
      okText={t('seals.form.submitUpload')}
      onSaved={onSaved}
      onClose={onClose}
      testId="seal-upload-dialog"
      okButtonTestId="seal-upload-ok"
    >
      <Form.Item
        name="alias"
        label={t('seals.form.alias')}
        rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('seals.form.alias') }) }, { max: 30 }]}
      >
        <Input maxLength={30} data-testid="seal-alias" />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('seals.form.file')}
        extra={t('seals.form.fileHelp')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[
          { required: true, message: t('errors.sealImageMissing') },
          {
            validator: (_, files?: UploadFile[]) =>
              (files?.[0]?.size ?? 0) > sealImageRules.maxBytes
                ? Promise.reject(new Error(t('errors.sealImageTooLarge', { maxMb })))
                : Promise.resolve(),
          },
        ]}
      >
        <Upload beforeUpload={() => false} accept=".jpg,.jpeg,.png,image/jpeg,image/png" maxCount={1} data-testid="seal-file">
          <Button>{t('seals.form.chooseFile')}</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
}
