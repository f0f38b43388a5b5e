import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { download } from '../api/http';
import { saveFile } from './saveFile';

/**
 * A file of the server's (an invoice, a receipt, an attachment) fetched by the console's HTTP client,
 * so with §7's headers, and handed to the browser as a download. A refusal answered as JSON is shown
 * as its message (§8), never opened as raw JSON the way a plain link would.
 */
export function FileDownloadButton({
  path,
  fileName,
  children,
  testId,
  ...button
}: {
  /** The file's path under /webgate. */
  path: string;
  /** The name to save under when the answer suggests none. */
  fileName: string;
  children: ReactNode;
  testId?: string;
} & Omit<ButtonProps, 'onClick' | 'loading' | 'href' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await download(path), fileName);
    } catch {
      // download() has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} onClick={() => void run()} loading={busy} data-testid={testId}>
      {children}
    </Button>
  );
}
