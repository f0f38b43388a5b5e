import { z } from 'zod';
import { codeSendErrors, codeSentSchema, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { personalRoutes } from './routes.js';
import {
  activeSessionSchema,
  consoleResetCodeSchema,
  consoleResetSchema,
  emailChangeSchema,
  emailCodeSchema,
  endSessionSchema,
  endedSessionsSchema,
  nicknameSchema,
  personalProfileSchema,
  phoneChangeSchema,
  phoneChangeTicketSchema,
  phoneNewCodeSchema,
  phoneOldCodeSchema,
  phoneOldCodeSentSchema,
  phoneVerifyOldSchema,
  resetTargetsSchema,
} from './schemas.js';

export const personalEndpoints = defineEndpoints(personalRoutes, {
  profile: {
    summary: 'Personal information (pBasicInfo): phone, e-mail, ID number and bank card masked',
    output: personalProfileSchema,
  },
  nickname: {
    summary: 'Change the nickname (at most 32 letters, digits, CJK, spaces and . _ -)',
    body: nicknameSchema,
    output: nothing,
  },
  phoneOldCode: {
    summary: 'Phone change step 1: the account password, then a code to the current phone; answers the step ticket',
    body: phoneOldCodeSchema,
    output: phoneOldCodeSentSchema,
    errors: ['oldPasswordWrong', 'accountLocked', 'phoneNotBound', ...codeSendErrors],
  },
  phoneVerifyOld: {
    summary: 'Phone change step 2: the current phone’s code; answers the ticket for the new phone',
    body: phoneVerifyOldSchema,
    output: phoneChangeTicketSchema,
    errors: ['phoneNotBound', 'codeWrong', 'changeStepInvalid'],
  },
  phoneNewCode: {
    summary: 'Phone change step 3: a code to the new phone (not the current one, not another account’s)',
    body: phoneNewCodeSchema,
    output: codeSentSchema,
    errors: ['changeStepInvalid', 'phoneSameAsCurrent', 'phoneUsed', ...codeSendErrors],
  },
  phoneChange: {
    summary: 'Phone change step 3: the new phone’s code changes the phone; the old phone is told',
    body: phoneChangeSchema,
    output: nothing,
    errors: ['codeWrong', 'changeStepInvalid', 'phoneUsed'],
  },
  emailCode: {
    summary: 'E-mail change: a code to the new address (not used by another account)',
    body: emailCodeSchema,
    output: codeSentSchema,
    errors: ['emailSameAsCurrent', 'emailUsed', ...codeSendErrors],
  },
  emailChange: {
    summary: 'E-mail change: the new address’s code changes it; the old address is told',
    body: emailChangeSchema,
    output: nothing,
    errors: ['codeWrong', 'emailSameAsCurrent', 'emailUsed'],
  },
  sessions: {
    summary: 'The account’s active sessions (device, masked IP, sign-in method, times); the current one marked',
    output: z.array(activeSessionSchema),
  },
  endSession: {
    summary: 'End one of the account’s other sessions (its next request is told code 12)',
    body: endSessionSchema,
    output: nothing,
    errors: ['sessionIsCurrent', 'sessionNotFound'],
  },
  endOtherSessions: {
    summary: 'End every session of the account but this one',
    output: endedSessionsSchema,
  },
  resetTargets: {
    summary: 'Where a reset code can go: the account’s own phone and e-mail, masked (null when missing)',
    output: resetTargetsSchema,
  },
  resetCode: {
    summary: 'Send a reset code to the account’s own phone or e-mail (channel: phone | email)',
    body: consoleResetCodeSchema,
    output: codeSentSchema,
    errors: ['resetPhoneMissing', 'resetEmailMissing', ...codeSendErrors],
  },
  reset: {
    summary: 'Reset the password with the code (the one password rule); every other session ends',
    body: consoleResetSchema,
    output: nothing,
    errors: ['codeWrong', 'resetPhoneMissing', 'resetEmailMissing', 'passwordCommon'],
  },
});
