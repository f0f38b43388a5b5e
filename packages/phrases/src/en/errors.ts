/**
 * One phrase per error code. The keys are the error catalogue's keys (packages/contract/src/errors.ts
 * is typed from them), so a code cannot exist without its text in every language.
 */
export const errors = {
  sessionExpired: 'You are not signed in or your session has expired, please sign in again',
  sessionReplaced: 'Your account was signed in elsewhere or signed out by an administrator, please sign in again',
  noPermission: 'You do not have permission for this operation',
  realNameRequired: 'Please complete real-name authentication first',
  validationFailed: 'Wrong parameter format',
  fieldInvalid: '{{field}}: {{message}}',
  headersMissing: 'Request refused: the header {{header}} is missing or wrong',
  notFound: 'The requested resource does not exist',
  routeNotFound: 'No such API: {{method}} {{url}}',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type: {{type}}',
  malformedBody: 'The request body could not be read',
  rateLimited: 'Too many requests, please try again in {{seconds}} seconds',
  internal: 'The service is temporarily unavailable, please try again later (ref {{ref}})',
  unavailable: 'The service is starting or shutting down, please try again shortly',
  operatorSignInFailed: 'Wrong operator name or password',
  operatorLocked: 'Too many failed attempts, please try again in {{minutes}} minutes',
  operatorPasswordChangeRequired: 'Please change your one-time password before continuing',
  operatorPasswordWrong: 'The current password is wrong',
  operatorPasswordReused: 'The new password must differ from the current one',
  operatorSessionExpired: 'Your operator session has expired, please sign in again',
  agreementNotFound: 'No such agreement',
};
