import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/http';
import { saveFile } from './saveFile';

/** Downloads a file the server makes from the filters a page shows (member and contact lists, statistics). */
export function ExportButton(props: { path: string; params: Record<string, string>; fileName: string; label?: string; testId?: string }) {
  const { t } = useTranslation();
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
      {busy ? t('imports.ui.exporting') : (props.label ?? t('imports.ui.export'))}
    </Button>
  );
}
