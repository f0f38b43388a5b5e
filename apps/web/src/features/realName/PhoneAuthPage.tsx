import { ElementsPage } from './ElementsPage';

/** pAuthPhone: name, ID number and phone (3 elements), confirmed by an SMS code to that phone. */
export default function PhoneAuthPage() {
  return <ElementsPage mode="phone" />;
}
