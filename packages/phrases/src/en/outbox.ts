/** The local outbox page: mail and SMS kept on disk outside production (issue 3). */
export const outbox = {
  intro: 'Outside production no e-mail or SMS leaves this machine: messages are kept here so you can read your codes and links.',
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
