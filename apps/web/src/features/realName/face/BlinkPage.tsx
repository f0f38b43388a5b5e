import { FaceAuthPage } from './FaceAuthPage';

/** pAuthBlink. */
export default function BlinkPage() {
  return <FaceAuthPage mode="blink" />;
}
