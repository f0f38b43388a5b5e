import type { AgreementId } from '@console/phrases/legal';

/** Where each agreement is read: three have routes of their own (§2); the rest go through /agreement?id=. */
export const agreementPaths: Record<AgreementId, string> = {
  registerProtocol: '/registerProtocol',
  serviceAgreement: '/serviceAgreement',
  caAgreement: '/caAgreement',
  privacy: '/agreement?id=privacy',
};
