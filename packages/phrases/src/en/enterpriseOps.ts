/** The operator back office for enterprises: review queue, remittance ledger, company links. */
export const enterpriseOps = {
  title: 'Enterprises',
};
