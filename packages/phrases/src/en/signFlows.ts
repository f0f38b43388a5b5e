/** Sign flows (issue 31): contracts sent to several signers, the hosted signing page. */
export const signFlows = {
  title: 'Sign flows',
  status: { 0: 'Draft', 1: 'In progress', 2: 'Completed', 3: 'Revoked', 5: 'Expired', 7: 'Rejected' },
  signerStatus: { waiting: 'Waiting', toSign: 'To sign', signed: 'Signed', rejected: 'Rejected' },
  fieldKind: { seal: 'Seal', signature: 'Signature', date: 'Signing date' },
  pdfProblem: {
    notPdf: 'it is not a PDF file',
    encrypted: 'it is encrypted or password-protected',
    broken: 'it is damaged and cannot be read',
    empty: 'it has no pages',
  },
  fieldProblem: {
    page: 'the document has no such page',
    box: 'the box goes past the page’s edge',
    document: 'no such document in this flow',
  },
  /** The signature's reason in the PDF. */
  reason: 'Signed in the sign flow “{{title}}”',
  list: {
    create: 'New sign flow',
    empty: 'No sign flows yet',
    allStatuses: 'All statuses',
    deadline: 'Deadline',
    createdAt: 'Created',
  },
  create: {
    heading: 'New sign flow',
    flowTitle: 'Title',
    message: 'Message to the signers',
    deadline: 'Deadline',
    file: 'PDF (up to 20 MB)',
    submit: 'Create draft',
    created: 'Draft created',
  },
};
