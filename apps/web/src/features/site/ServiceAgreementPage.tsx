import { AgreementView } from './AgreementView';

export default function ServiceAgreementPage() {
  return <AgreementView id="serviceAgreement" />;
}
