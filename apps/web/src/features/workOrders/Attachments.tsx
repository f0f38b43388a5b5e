import { PaperClipOutlined } from '@ant-design/icons';
import type { WorkOrderAttachment } from '@console/contract';
import { Flex } from 'antd';
import { attachmentUrl } from './api';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** Links to a record's attachments, opened by the browser in a new tab. */
export function AttachmentLinks({ files, ops = false }: { files: WorkOrderAttachment[]; ops?: boolean }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={2}>
      {files.map((f) => (
        <a key={f.id} href={attachmentUrl(f.id, ops)} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
          <PaperClipOutlined /> {f.name} ({size(f.bytes)})
        </a>
      ))}
    </Flex>
  );
}
