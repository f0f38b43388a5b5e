import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { download } from '../api/http';
import { saveFile } from './saveFile';

/**
 * Downloads a file the server makes from the filters a page shows (member and contact lists, statistics).
 * The words come from the page: a shared component reads only the core phrases.
 */
export function ExportButton(props: {
  path: string;
  params: Record<string, string>;
  fileName: string;
  label: string;
  busyLabel: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await download(props.path, { params: props.params }), props.fileName);
    } catch {
      // download() has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void run()} loading={busy} data-testid={props.testId ?? 'export-button'}>
      {busy ? props.busyLabel : props.label}
    </Button>
  );
}
