/** E-mails and SMS sent to people, in the recipient's language. */
export const messages = {
  registerEmail: {
    subject: 'Verify your e-mail address for {{appName}}',
    text: 'Hello,\n\nYour verification code is {{code}}.\n\nOr open this link to verify your e-mail address and continue your registration:\n{{link}}\n\nThe code and the link are valid for 24 hours. If you did not start a registration at {{appName}}, ignore this e-mail: no account is created without it.',
  },
  registerSms: '[{{appName}}] Your registration code is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  loginSms: '[{{appName}}] Your sign-in code is {{code}}, valid for 5 minutes. If you did not ask for it, ignore this message.',
  resetSms: '[{{appName}}] Your password reset code is {{code}}, valid for 5 minutes. If you did not ask for it, ignore this message.',
  signInGuessedEmail: {
    subject: 'Failed sign-in attempts on your {{appName}} account',
    text: 'Hello {{userName}},\n\nAt {{time}} signing in to your account was locked after repeated wrong passwords or codes. If that was you, you can ignore this e-mail.\n\nIf it was not, someone may be trying to guess your password. Your account stays protected: signing in is locked only where the attempts come from, and you can always sign in with an SMS code to your phone. Consider changing your password.\n\nIf you cannot sign in by password, open this link within 24 hours from where you want to sign in; it unlocks signing in there, once:\n{{link}}',
  },
  resetEmail: {
    subject: 'Reset your {{appName}} password',
    text: 'Hello {{userName}},\n\nYour password reset code is {{code}}. It is valid for 5 minutes.\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  },
  passwordResetSms:
    '[{{appName}}] The password of your account {{userName}} was reset in the console at {{time}}. If this was not you, reset it again now and check your active sessions.',
  passwordResetEmail: {
    subject: 'Your {{appName}} password was reset',
    text: 'Hello {{userName}},\n\nThe password of your account was reset in the console at {{time}}, and every other session of the account was ended.\n\nIf this was not you, reset your password again now and check your active sessions.',
  },
  // Personal information.
  phoneChangeSms:
    '[{{appName}}] Your code to change the phone number of your account is {{code}}, valid for 5 minutes. If you did not ask for it, ignore this message.',
  phoneChangedSms:
    '[{{appName}}] The phone number of your account {{userName}} was changed to {{phone}} at {{time}}. If this was not you, contact support now.',
  emailChangeEmail: {
    subject: 'Confirm your new e-mail address for {{appName}}',
    text: 'Hello {{userName}},\n\nYour code to change the e-mail address of your account to this one is {{code}}. It is valid for 5 minutes.\n\nIf you did not ask for it, ignore this e-mail: nothing changes without it.',
  },
  // Second factors: a change told to the account.
  mfaChange: {
    totpAdded: 'an authenticator app was added',
    totpRemoved: 'the authenticator app was removed',
    recoveryRenewed: 'new recovery codes were made (the old ones no longer work)',
    protectionOn: 'sign-in protection was turned on',
    protectionOff: 'sign-in protection was turned off',
    passkeyAdded: 'a passkey or security key was added',
    passkeyRemoved: 'a passkey or security key was removed',
    passkeyRenamed: 'a passkey or security key was renamed',
    factorsReset:
      'all second factors were removed at your consent (authenticator app, recovery codes, passkeys, trusted browsers) and sign-in protection was lifted',
  },
  // The back office's reset of a person's factors: the consent link.
  mfaResetSms:
    '[{{appName}}] Support ({{operator}}) asked to reset the second factors of your account {{userName}}. Reason: {{reason}}. Confirm or decline within 24 hours: {{link}} If you did not ask for it, decline.',
  mfaResetEmail: {
    subject: 'Confirm the reset of your {{appName}} second factors',
    text: 'Hello {{userName}},\n\nSupport ({{operator}}) asked to reset the second factors of your account. Reason: {{reason}}.\n\nNothing is removed without your consent. Open this link within 24 hours to see what would be removed, and confirm or decline: {{link}}\n\nIf you did not ask support for this, decline, and consider changing your password.',
  },
  mfaChangedSms: '[{{appName}}] Account {{userName}}: {{change}} at {{time}}. If this was not you, contact support now.',
  mfaChangedEmail: {
    subject: 'A second-factor change on your {{appName}} account',
    text: 'Hello {{userName}},\n\nOn your account, {{change}} at {{time}}.\n\nIf this was not you, contact support now.',
  },
  emailChangedEmail: {
    subject: 'The e-mail address of your {{appName}} account was changed',
    text: 'Hello {{userName}},\n\nThe e-mail address of your account was changed to {{email}} at {{time}}. Messages now go to the new address.\n\nIf this was not you, contact support now.',
  },
  // Real-name authentication.
  realNamePhoneSms:
    '[{{appName}}] Your real-name authentication code is {{code}}, valid for 5 minutes. It confirms that this phone belongs to you. Do not share it with anyone.',
  realNameBankSms:
    '[{{appName}}] Your bank card authentication code is {{code}}, valid for 5 minutes. It confirms the phone reserved with your bank card. Do not share it with anyone.',
  realNamePassedSms: '[{{appName}}] The real-name authentication of your account {{userName}} was reviewed and passed on {{time}}.',
  realNameRejectedSms:
    '[{{appName}}] The real-name authentication of your account {{userName}} was rejected on {{time}}. Reason: {{note}}. You can apply again in the console.',
  realNamePassedEmail: {
    subject: 'Your {{appName}} real-name authentication passed',
    text: 'Hello {{userName}},\n\nYour real-name authentication application was reviewed and passed on {{time}}. Everything that needs a real name is now open to you.',
  },
  realNameRejectedEmail: {
    subject: 'Your {{appName}} real-name authentication was rejected',
    text: 'Hello {{userName}},\n\nYour real-name authentication application was reviewed and rejected on {{time}}.\n\nReason: {{note}}\n\nYou can apply again in the console under Personal center → Real-name authentication.',
  },
  // Enterprise center.
  enterpriseLegalPersonSms:
    '[{{appName}}] {{agentName}} asks you, as legal representative of {{enterpriseName}}, to confirm its real-name authentication: {{link}} (valid 24 hours). Ignore this message if you do not know about it.',
  enterpriseRemittedSms:
    '[{{appName}}] We have remitted a small amount to the account {{bankAccount}} of {{enterpriseName}}. Enter it in the console within 72 hours to finish the authentication.',
  enterpriseMasterCodeSms:
    '[{{appName}}] Your code to change the master administrator of {{enterpriseName}} is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  enterpriseNewMasterCodeSms:
    '[{{appName}}] {{userName}} is making you the master administrator of {{enterpriseName}}. If you agree, give them the code {{code}} (valid for 5 minutes).',
  enterpriseMasterChangedSms:
    '[{{appName}}] The master administrator of {{enterpriseName}} changed from {{oldMaster}} to {{newMaster}} at {{time}}.',
  enterprisePassedSms: '[{{appName}}] The real-name authentication of {{enterpriseName}} passed on {{time}}.',
  enterpriseRejectedSms:
    '[{{appName}}] The real-name authentication of {{enterpriseName}} was rejected on {{time}}. Reason: {{note}}. You can submit it again in the console.',
  enterprisePassedEmail: {
    subject: 'The {{appName}} real-name authentication of {{enterpriseName}} passed',
    text: 'Hello {{userName}},\n\nThe real-name authentication of {{enterpriseName}} was reviewed and passed on {{time}}.',
  },
  enterpriseRejectedEmail: {
    subject: 'The {{appName}} real-name authentication of {{enterpriseName}} was rejected',
    text: 'Hello {{userName}},\n\nThe real-name authentication of {{enterpriseName}} was reviewed and rejected on {{time}}.\n\nReason: {{note}}\n\nYou can submit it again in the console under Enterprise center → Enterprise authentication.',
  },
  // Services and applications.
  operationCodeSms:
    '[{{appName}}] Your code to confirm a protected operation is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  appSecretCodeSms:
    '[{{appName}}] Your code to reveal a new secret of the application {{application}} is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  sealGrantCodeSms:
    '[{{appName}}] Your code to grant the seal of {{enterpriseName}} is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  sealAutoSignCodeSms:
    '[{{appName}}] Your code to let an application of {{enterpriseName}} sign with a seal unattended is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  quotaAlertSms: '[{{appName}}] {{enterpriseName}} has used {{threshold}}% of its {{product}} service ({{used}} of {{total}}).',
  quotaAlertEmail: {
    subject: '{{enterpriseName}} has used {{threshold}}% of its {{appName}} {{product}} service',
    text: 'Hello {{userName}},\n\n{{enterpriseName}} has used {{used}} of the {{total}} calls of its {{product}} service ({{threshold}}%). When none are left, its applications’ calls to this service are refused until more are bought.',
  },
  // Organization.
  memberInvitationSms: '[{{appName}}] {{inviter}} invites you to join {{enterpriseName}}. Accept in the console: {{link}} (valid 7 days).',
  memberInvitationEmail: {
    subject: '{{inviter}} invites you to join {{enterpriseName}} on {{appName}}',
    text: 'Hello,\n\n{{inviter}} invites you to join {{enterpriseName}}. Sign in and accept the invitation: {{link}}\n\nThe invitation is valid for 7 days. Ignore this message if you do not know about it.',
  },
  // Work orders.
  workOrderReplySms:
    '[{{appName}}] Customer service answered your work order {{number}} ({{title}}) at {{time}}. See the reply in the console under Work orders.',
  workOrderReplyEmail: {
    subject: '{{appName}}: a reply to your work order {{number}}',
    text: 'Hello {{userName}},\n\nCustomer service answered your work order {{number}} ({{title}}) at {{time}}:\n\n{{reply}}\n\nSee the whole conversation in the console under Work orders → My work orders.',
  },
  // The cost center.
  invoiceUpdateSms:
    '[{{appName}}] Your invoice request of {{amount}} yuan is now {{status}} ({{time}}). {{reason}} See Cost center → My invoices.',
  invoiceUpdateEmail: {
    subject: '{{appName}}: your invoice request is {{status}}',
    text: 'Hello,\n\nYour invoice request of {{amount}} yuan is now {{status}} ({{time}}). {{reason}}\n\nSee the console under Cost center → My invoices.',
  },
  // Certificate expiry reminders (30, 7 and 1 days before).
  certificateExpirySms:
    '[{{appName}}] Your certificate {{serial}} ({{owner}}) expires in {{days}} days, at {{time}}. Renew it in the console under My certificates.',
  certificateExpirySms_one:
    '[{{appName}}] Your certificate {{serial}} ({{owner}}) expires in {{days}} day, at {{time}}. Renew it in the console under My certificates.',
  certificateExpiryEmail: {
    subject: '{{appName}}: your certificate expires in {{days}} days',
    subject_one: '{{appName}}: your certificate expires in {{days}} day',
    text_one:
      'Hello {{userName}},\n\nYour certificate {{serial}} ({{owner}}) expires in {{days}} day, at {{time}}. Renew it in the console under Service management → My certificates before then; an expired certificate can no longer sign or sign in.',
    text: 'Hello {{userName}},\n\nYour certificate {{serial}} ({{owner}}) expires in {{days}} days, at {{time}}. Renew it in the console under Service management → My certificates before then; an expired certificate can no longer sign or sign in.',
  },
  signFlowInviteSms: '[{{appName}}] {{initiator}} asks you to sign “{{title}}” by {{deadline}}: {{link}}',
  signFlowInviteEmail: {
    subject: '{{initiator}} asks you to sign “{{title}}”',
    text: 'Hello {{name}},\n\n{{initiator}} asks you to sign “{{title}}” by {{deadline}}.\n\nOpen the link to read and sign: {{link}}\n\nThe link works once, until you sign or reject.',
  },
  signFlowCodeSms: '[{{appName}}] Your code to sign “{{title}}” is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  signFlowCodeEmail: {
    subject: 'Your code to sign “{{title}}”',
    text: 'Your code to sign “{{title}}” is {{code}}, valid for 5 minutes. Do not share it with anyone.',
  },
  signFlowCcStartedSms:
    '[{{appName}}] {{initiator}} sent “{{title}}” for signing by {{deadline}} and copied you. You will hear when everyone has signed.',
  signFlowCcStartedEmail: {
    subject: '{{initiator}} copied you on “{{title}}”',
    text: 'Hello {{name}},\n\n{{initiator}} sent “{{title}}” for signing by {{deadline}} and copied you. You do not need to sign; you will hear when everyone has signed.',
  },
  signFlowCcCompletedSms: '[{{appName}}] “{{title}}” from {{initiator}} is signed by everyone. Its verification code: {{code}}.',
  signFlowCcCompletedEmail: {
    subject: '“{{title}}” is signed by everyone',
    text: 'Hello {{name}},\n\n“{{title}}” from {{initiator}}, on which you are copied, is signed by everyone. Its evidence verification code is {{code}}; check it at {{verify}}.',
  },
  signFlowDeadlineSms: '[{{appName}}] Reminder: {{initiator}} asks you to sign “{{title}}” before {{deadline}}: {{link}}',
  signFlowDeadlineEmail: {
    subject: 'Reminder: “{{title}}” ends {{deadline}}',
    text: 'Hello {{name}},\n\n{{initiator}} asks you to sign “{{title}}”, and the flow ends {{deadline}}.\n\nOpen the link to read and sign: {{link}}\n\nThe link works once; earlier links no longer work.',
  },
  signFlowWillingnessSms:
    '[{{appName}}] You are about to sign “{{title}}”. Your confirmation code is {{code}}, valid for 5 minutes. Entering it means you agree to sign. Do not share it with anyone.',
  signFlowBatchWillingnessSms:
    '[{{appName}}] You are about to sign {{count}} contracts at once, the first “{{title}}”. Your confirmation code is {{code}}, valid for 5 minutes. Entering it means you agree to sign them all. Do not share it with anyone.',
  signFlowWillingnessEmail: {
    subject: 'Confirm that you sign “{{title}}”',
    text: 'You are about to sign “{{title}}”. Your confirmation code is {{code}}, valid for 5 minutes. Entering it means you agree to sign. Do not share it with anyone.',
  },
};
