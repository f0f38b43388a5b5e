/** Sign flows (issue 31): contracts sent to several signers, the hosted signing page. */
export const signFlows = {
  title: 'Sign flows',
  /** By the status's name (`signFlowStatus`: 0 draft, 1 in progress, 2 completed, 3 revoked, 5 expired, 7 rejected). */
  status: {
    draft: 'Draft',
    inProgress: 'In progress',
    completed: 'Completed',
    revoked: 'Revoked',
    expired: 'Expired',
    rejected: 'Rejected',
  },
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
    flowTitle: 'Title',
    status: 'Status',
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
    chooseFile: 'Choose a PDF',
    submit: 'Create draft',
    created: 'Draft created',
  },
};
