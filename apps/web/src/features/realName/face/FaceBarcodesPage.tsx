import { QrAuthPage } from './QrAuthPage';

/** faceBarcodes. */
export default function FaceBarcodesPage() {
  return <QrAuthPage mode="face" />;
}
