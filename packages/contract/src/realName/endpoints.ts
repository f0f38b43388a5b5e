import { codeSendErrors, codeSentSchema, nothing, reviewDecisionSchema } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { realNameRoutes } from './routes.js';
import {
  applicationIdParams,
  bankElementsSchema,
  bankSubmitSchema,
  changeElementsSchema,
  faceElementsSchema,
  faceTicketParams,
  faceTicketSchema,
  faceVideo,
  historyQuery,
  phoneElementsSchema,
  phoneSubmitSchema,
  publicFaceResultSchema,
  publicFaceTicketSchema,
  realNameApplicationViewSchema,
  realNameHistorySchema,
  realNameStateSchema,
  resultAuthSchema,
  reviewDetailSchema,
  reviewListQuery,
  reviewPageSchema,
  revokeSchema,
} from './schemas.js';

/** A little over the video's own limit, so an over-size video is named by the content check. */
const video = { field: 'video', maxBytes: faceVideo.maxBytes + 64 * 1024, tooLarge: 'videoTooLarge' } as const;

/** What a provider may answer about an identity: each failed check (a vendor may name any), or unreachable. */
const verificationErrors = [
  'verificationNoRecord',
  'verificationNameMismatch',
  'verificationPhoneMismatch',
  'verificationBankCardMismatch',
  'verificationFaceMismatch',
  'verificationLivenessFailed',
  'verificationUnavailable',
] as const;
/** A video checked by its content: missing, of another type, unreadable, too long or short, too large. */
const videoErrors = ['videoMissing', 'videoType', 'videoInvalid', 'videoDuration', 'videoTooLarge'] as const;
/** Whether the person may apply now with this ID number. */
const authenticateRules = ['realNameAlreadyPassed', 'realNameInReview', 'idNumberTaken'] as const;
const changeRules = ['realNameRequired', 'realNameInReview', 'sameIdentity', 'idNumberTaken'] as const;
/** The account password again (wrong ones count toward its lockout). */
const passwordErrors = ['oldPasswordWrong', 'accountLocked'] as const;

export const realNameEndpoints = defineEndpoints(realNameRoutes, {
  state: {
    summary: 'Real-name state: status, checkStatus, the current identity (masked) and what is pending',
    output: realNameStateSchema,
  },
  history: {
    summary: 'Every real-name application of the person, newest first, masked (failed ones with their reason)',
    query: historyQuery,
    output: realNameHistorySchema,
  },
  phoneCode: {
    summary: 'Phone 3 elements: a code to that phone (5 minutes)',
    body: phoneElementsSchema,
    output: codeSentSchema,
    errors: [...authenticateRules, ...codeSendErrors],
  },
  phoneSubmit: {
    summary: 'Phone 3 elements: the code, then the carrier check; the outcome is recorded (a failure answers its reason)',
    body: phoneSubmitSchema,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, 'codeWrong', ...verificationErrors],
  },
  bankCode: {
    summary: 'Bank card 4 elements: a code to the bank-reserved phone (5 minutes)',
    body: bankElementsSchema,
    output: codeSentSchema,
    errors: [...authenticateRules, ...codeSendErrors],
  },
  bankSubmit: {
    summary: 'Bank card 4 elements: the code, then the bank check; the outcome is recorded (a failure answers its reason)',
    body: bankSubmitSchema,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, 'codeWrong', ...verificationErrors],
  },
  faceSubmit: {
    summary:
      'Face or blink (multipart: mode, name, idNumber, video of 2-3 s): checked by content, stored encrypted, verified (pAuthBlink for blink)',
    body: faceElementsSchema,
    file: video,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, ...videoErrors, ...verificationErrors],
  },
  faceTicket: {
    summary: 'Face or blink by phone: a single-use QR ticket for /faceSwipingAuth (5 minutes; pAuthBlink for blink)',
    body: faceElementsSchema,
    output: faceTicketSchema,
    errors: [...authenticateRules],
  },
  faceTicketState: {
    summary: 'The desktop follows a QR application: waiting, then its outcome (expired when the ticket ran out)',
    params: applicationIdParams,
    output: realNameApplicationViewSchema,
  },
  changeSubmit: {
    summary:
      'Certification change (multipart: password, mode, name, idNumber, video): a new identity by face; the old one is superseded on pass',
    body: changeElementsSchema,
    file: video,
    output: realNameApplicationViewSchema,
    errors: [...passwordErrors, ...changeRules, ...videoErrors, ...verificationErrors],
  },
  changeTicket: {
    summary: 'Certification change by phone: the password, then a QR ticket for /faceSwipingChange',
    body: changeElementsSchema,
    output: faceTicketSchema,
    errors: [...passwordErrors, ...changeRules],
  },
  revoke: {
    summary: 'Revoke the passed real name after the password (history kept); 4020020 without one',
    body: revokeSchema,
    output: nothing,
    errors: [...passwordErrors, 'realNameRequired', 'realNameInReview'],
  },
  publicTicket: {
    summary: 'The phone page: what a QR ticket is for (name masked); expired, used and unknown tickets answer alike',
    params: faceTicketParams,
    output: publicFaceTicketSchema,
    errors: ['faceTicketInvalid'],
  },
  publicVideo: {
    summary: 'The phone page: the video for a QR ticket (multipart `video`); uses the ticket up and answers the outcome',
    params: faceTicketParams,
    file: video,
    output: publicFaceResultSchema,
    errors: ['faceTicketInvalid', 'reviewAlreadyDecided', ...videoErrors, ...verificationErrors],
  },
  resultAuth: {
    summary: '§7: checkStatus of the session’s context (personal: derived and stored; enterprise: its own)',
    output: resultAuthSchema,
  },
  reviewApplications: {
    summary: 'Review queue: personal real-name applications (masked), oldest first, by status',
    query: reviewListQuery,
    output: reviewPageSchema,
  },
  reviewApplication: {
    summary: 'One application, unmasked for the reviewing operator, with the person’s history (masked); the read is logged',
    params: applicationIdParams,
    output: reviewDetailSchema,
  },
  reviewVideo: {
    summary: 'The application’s face video, decrypted, with its content type (never cached); the read is logged',
    params: applicationIdParams,
    output: fileOutput('video/webm', 'video/mp4'),
  },
  reviewDecision: {
    summary: 'Pass or reject an application in review (a reason is required to reject); the person is told in their language',
    params: applicationIdParams,
    body: reviewDecisionSchema,
    output: nothing,
    errors: ['reviewAlreadyDecided', 'idNumberTaken'],
  },
});
