/** The local outbox page (OUTBOX_PAGE=on, this computer only): mail and SMS kept on disk when no gateway is set up. */
export const outbox = {
  apiTag: 'Local outbox',
  intro:
    'With no mail server or SMS gateway set up, e-mails and SMS are kept here so you can read your codes and links. Only this computer sees this page.',
  channel: 'Channel',
  to: 'To',
  code: 'Code',
  text: 'Message',
  time: 'Time',
  mail: 'E-mail',
  sms: 'SMS',
  empty: 'No messages yet',
  backToLogin: 'Back to sign-in',
};
