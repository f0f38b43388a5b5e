import { QrAuthPage } from './QrAuthPage';

/** blinkBarcodes. */
export default function BlinkBarcodesPage() {
  return <QrAuthPage mode="blink" />;
}
