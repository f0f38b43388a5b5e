import { isAgreementId } from '@console/phrases/legal';
import { useSearchParams } from 'react-router';
import { AgreementView } from './AgreementView';
import { AgreementNotFound } from './legal/AgreementNotFound';

/** Agreement details (§2): any agreement by `?id=`, including those without a route of their own. */
export default function AgreementPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!isAgreementId(id)) return <AgreementNotFound id={id} />;
  return <AgreementView key={id} id={id} />;
}
