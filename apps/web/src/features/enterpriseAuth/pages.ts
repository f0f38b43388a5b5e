import { definePages } from '../../app/capability';

/** Enterprise authentication (§2 eAuthRealName), the legal representative's public page, and the review queue and remittance ledger of the back office. */
export const enterpriseAuthPages = definePages({
  name: 'enterpriseAuth',
  // The legal representative's face check records with real-name authentication's recorder, in its words.
  namespaces: ['errors', 'realName'],
  pages: {
    eAuthResults: { load: () => import('./ResultsPage') },
    eAuthSelect: { load: () => import('./SelectPage') },
    // Reached from the mode cards and from each other, not from the menu.
    bankAuthWriteInfo: { load: () => import('./BankInfoPage'), menu: false },
    bankAuthSubmit: { load: () => import('./AmountPage'), menu: false },
    companyAuthSubmit: { load: () => import('./DocumentsPage'), menu: false },
    legalPersonAuthSubmit: { load: () => import('./LegalPersonPage'), menu: false },
    bankLegalRepresentative: { load: () => import('./BankLegalPage'), menu: false },
  },
  publicRoutes: [{ path: '/legalPersonAuth', name: 'legalPersonAuth', load: () => import('./PublicLegalPersonPage') }],
  opsPages: [
    { path: 'enterpriseReview', label: 'enterpriseAuth.ops.menu.review', icon: 'safety', load: () => import('./ops/EnterpriseReviewPage') },
    { path: 'remittances', label: 'enterpriseAuth.ops.menu.remittances', icon: 'bank', load: () => import('./ops/RemittanceLedgerPage') },
  ],
});
