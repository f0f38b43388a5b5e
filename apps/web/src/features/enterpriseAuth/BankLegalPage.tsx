import { BankInfo } from './BankInfoPage';

/** bankLegalRepresentative: the bank remittance form without the agent; the legal representative acts in person. */
export default function BankLegalPage() {
  return <BankInfo mode="bankLegal" />;
}
