import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/http';
import { saveFile } from '../../components/saveFile';

/** Downloads the list as xlsx with the filters it shows (issue 14 item 5). */
export function ExportButton(props: { path: string; params: Record<string, string>; fileName: string }) {
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
    <Button onClick={() => void run()} loading={busy} data-testid="export-button">
      {busy ? t('imports.ui.exporting') : t('imports.ui.export')}
    </Button>
  );
}
