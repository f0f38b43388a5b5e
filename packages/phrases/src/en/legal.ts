/** Frame of the agreement pages; the agreement bodies themselves live in `legal/` and load on demand. */
export const legal = {
  lastUpdated: 'Last updated: {{date}}',
  version: 'Version {{version}}',
  effective: 'Effective: {{date}}',
  dateFormat: 'D MMMM YYYY',
  contents: 'Contents',
  print: 'Print',
  backToTop: 'Back to top',
  loadFailed: 'The document could not be loaded. Please check your connection and try again.',
  notFoundTitle: 'Document not found',
  notFoundText: 'There is no agreement with the identifier “{{id}}”. Please choose one of the documents below.',
  noIdText: 'No document was specified. Please choose one of the documents below.',
  documents: {
    registerProtocol: 'User Registration Agreement',
    serviceAgreement: 'Service Agreement',
    caAgreement: 'Digital Certificate Agreement',
    privacy: 'Privacy Policy',
  },
};
