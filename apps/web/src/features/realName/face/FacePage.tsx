import { FaceAuthPage } from './FaceAuthPage';

/** pAuthFace. */
export default function FacePage() {
  return <FaceAuthPage mode="face" />;
}
