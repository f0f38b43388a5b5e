import { PaperClipOutlined } from '@ant-design/icons';
import type { WorkOrderAttachment } from '@console/contract';
import { Flex } from 'antd';
import { FileDownloadButton } from '../../components/FileDownloadButton';
import { attachmentPath } from './api';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A record's attachments, each downloaded with the console's headers; a refusal is said as its message. */
export function AttachmentLinks({ files, ops = false }: { files: WorkOrderAttachment[]; ops?: boolean }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={2} align="flex-start">
      {files.map((f) => (
        <FileDownloadButton
          key={f.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          path={attachmentPath(f.id, ops)}
          fileName={f.name}
          style={{ whiteSpace: 'normal', wordBreak: 'break-all', height: 'auto', padding: 0, textAlign: 'start' }}
        >
          {f.name} ({size(f.bytes)})
        </FileDownloadButton>
      ))}
    </Flex>
  );
}
