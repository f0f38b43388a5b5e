import { AgreementView } from './AgreementView';

export default function CaAgreementPage() {
  return <AgreementView id="caAgreement" />;
}
