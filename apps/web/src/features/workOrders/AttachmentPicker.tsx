import { UploadOutlined } from '@ant-design/icons';
import { type WorkOrderAttachment, workOrderRules } from '@console/contract';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Picks files for a work order or a reply: each is uploaded at once (the server judges it by its
 * content and stores it sealed) and its id handed to the form; a refused one shows the server's words.
 */
export function AttachmentPicker({
  upload,
  onChange,
}: {
  upload: (file: File) => Promise<WorkOrderAttachment>;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile<WorkOrderAttachment>[]>([]);
  const publish = (next: UploadFile<WorkOrderAttachment>[]) => {
    setFiles(next);
    onChange(next.filter((f) => f.status === 'done' && f.response).map((f) => f.response!.id));
  };
  return (
    <div>
      <Upload<WorkOrderAttachment>
        fileList={files}
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        maxCount={workOrderRules.attachmentsMax}
        multiple
        customRequest={({ file, onSuccess, onError }) => {
          upload(file as File).then(
            (answer) => onSuccess?.(answer),
            (error: Error) => onError?.(error),
          );
        }}
        onChange={({ fileList }) =>
          publish(
            fileList.map((f) => (f.status === 'error' && f.error instanceof Error ? { ...f, response: undefined, error: f.error } : f)),
          )
        }
      >
        <Button icon={<UploadOutlined />} data-testid="attach">
          {t('workOrders.attach')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('workOrders.attachHint', { maxMb: workOrderRules.attachmentMaxBytes / 1024 / 1024, max: workOrderRules.attachmentsMax })}
      </Typography.Text>
    </div>
  );
}
