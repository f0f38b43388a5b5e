import { ElementsPage } from './ElementsPage';

/** pAuthBank: name, ID number, bank card and the bank-reserved phone (4 elements), confirmed by an SMS code. */
export default function BankAuthPage() {
  return <ElementsPage mode="bank" />;
}
