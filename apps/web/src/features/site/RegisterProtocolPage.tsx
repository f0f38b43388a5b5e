import { AgreementView } from './AgreementView';

export default function RegisterProtocolPage() {
  return <AgreementView id="registerProtocol" />;
}
