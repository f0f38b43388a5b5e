/** The sandbox identity provider's registry of test identities, kept by operators in the back office. */
export const identityRegistry = {
  ops: {
    menu: 'Identity registry',
    title: 'Identity registry',
    intro:
      'Test identities of the sandbox verification provider. Real-name checks answer from this list: each entry says how the carrier, bank and face checks come out. Any other ID number has no record.',
    add: 'Add identity',
    addTitle: 'Add a test identity',
    added: 'Identity added',
    name: 'Name',
    idNumber: 'ID number',
    phone: 'Phone',
    bankCard: 'Bank card',
    phoneCheck: 'Carrier check',
    bankCheck: 'Bank check',
    faceCheck: 'Face check',
    note: 'Note',
    createdBy: 'Added by',
    seed: 'Built in',
    operator: 'Operator',
    total: '{{total}} identities',
    optional: 'Optional',
    check: { pass: 'Passes', fail: 'Fails', manual: 'Manual review' },
    phonePlaceholder: 'Phone registered to this identity',
    bankCardPlaceholder: '16-19 digit card number',
    notePlaceholder: 'What this identity is for',
  },
};
