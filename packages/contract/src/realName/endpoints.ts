import { codeSendErrors, codeSentSchema, nothing, reviewDecisionSchema } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { verificationFailures } from '../errors.js';
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
const verificationErrors = [...verificationFailures, 'verificationUnavailable'] as const;
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
    summaryZh: '实名状态：status、checkStatus、当前认证身份（已脱敏）及处理中的申请',
    output: realNameStateSchema,
  },
  history: {
    summary: 'Every real-name application of the person, newest first, masked (failed ones with their reason)',
    summaryZh: '本人的全部实名认证申请，按时间倒序，已脱敏（未通过的附带原因）',
    query: historyQuery,
    output: realNameHistorySchema,
  },
  phoneCode: {
    summary: 'Phone 3 elements: a code to that phone (5 minutes)',
    summaryZh: '手机号三要素：向该手机发送验证码（5 分钟内有效）',
    body: phoneElementsSchema,
    output: codeSentSchema,
    errors: [...authenticateRules, ...codeSendErrors],
  },
  phoneSubmit: {
    summary: 'Phone 3 elements: the code, then the carrier check; the outcome is recorded (a failure answers its reason)',
    summaryZh: '手机号三要素：先校验验证码，再由运营商核验；结果会被记录（未通过时返回原因）',
    body: phoneSubmitSchema,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, 'codeWrong', ...verificationErrors],
  },
  bankCode: {
    summary: 'Bank card 4 elements: a code to the bank-reserved phone (5 minutes)',
    summaryZh: '银行卡四要素：向银行预留手机号发送验证码（5 分钟内有效）',
    body: bankElementsSchema,
    output: codeSentSchema,
    errors: [...authenticateRules, ...codeSendErrors],
  },
  bankSubmit: {
    summary: 'Bank card 4 elements: the code, then the bank check; the outcome is recorded (a failure answers its reason)',
    summaryZh: '银行卡四要素：先校验验证码，再由银行核验；结果会被记录（未通过时返回原因）',
    body: bankSubmitSchema,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, 'codeWrong', ...verificationErrors],
  },
  faceSubmit: {
    summary:
      'Face or blink (multipart: mode, name, idNumber, video of 2-3 s): checked by content, stored encrypted, verified (pAuthBlink for blink)',
    summaryZh:
      '人脸或眨眼识别（multipart：mode、name、idNumber 及 2-3 秒的视频）：按文件内容校验、加密存储后核验（眨眼识别对应 pAuthBlink）',
    body: faceElementsSchema,
    file: video,
    output: realNameApplicationViewSchema,
    errors: [...authenticateRules, ...videoErrors, ...verificationErrors],
  },
  faceTicket: {
    summary: 'Face or blink by phone: a single-use QR ticket for /faceSwipingAuth (5 minutes; pAuthBlink for blink)',
    summaryZh: '用手机进行人脸或眨眼识别：生成用于 /faceSwipingAuth 的一次性二维码凭证（5 分钟内有效；眨眼识别对应 pAuthBlink）',
    body: faceElementsSchema,
    output: faceTicketSchema,
    errors: [...authenticateRules],
  },
  faceTicketState: {
    summary: 'The desktop follows a QR application: waiting, then its outcome (expired when the ticket ran out)',
    summaryZh: '电脑端跟进扫码申请：先为等待中，之后返回其结果（凭证超时则为已过期）',
    params: applicationIdParams,
    output: realNameApplicationViewSchema,
  },
  changeSubmit: {
    summary:
      'Certification change (multipart: password, mode, name, idNumber, video): a new identity by face; the old one is superseded on pass',
    summaryZh: '认证变更（multipart：password、mode、name、idNumber、video）：通过人脸核验认证新身份；通过后原身份被替代',
    body: changeElementsSchema,
    file: video,
    output: realNameApplicationViewSchema,
    errors: [...passwordErrors, ...changeRules, ...videoErrors, ...verificationErrors],
  },
  changeTicket: {
    summary: 'Certification change by phone: the password, then a QR ticket for /faceSwipingChange',
    summaryZh: '用手机进行认证变更：先验证密码，再生成用于 /faceSwipingChange 的二维码凭证',
    body: changeElementsSchema,
    output: faceTicketSchema,
    errors: [...passwordErrors, ...changeRules],
  },
  revoke: {
    summary: 'Revoke the passed real name after the password (history kept); 4020020 without one',
    summaryZh: '验证密码后撤销已通过的实名认证（保留历史记录）；未通过实名认证时返回 4020020',
    body: revokeSchema,
    output: nothing,
    errors: [...passwordErrors, 'realNameRequired', 'realNameInReview'],
  },
  publicTicket: {
    summary: 'The phone page: what a QR ticket is for (name masked); expired, used and unknown tickets answer alike',
    summaryZh: '手机端页面：二维码凭证的用途（姓名已脱敏）；已过期、已使用和不存在的凭证返回相同的应答',
    params: faceTicketParams,
    output: publicFaceTicketSchema,
    errors: ['faceTicketInvalid'],
  },
  publicVideo: {
    summary: 'The phone page: the video for a QR ticket (multipart `video`); uses the ticket up and answers the outcome',
    summaryZh: '手机端页面：提交二维码凭证对应的视频（multipart `video`）；凭证随即失效，并返回认证结果',
    params: faceTicketParams,
    file: video,
    output: publicFaceResultSchema,
    errors: ['faceTicketInvalid', 'reviewAlreadyDecided', ...videoErrors, ...verificationErrors],
  },
  resultAuth: {
    summary: '§7: checkStatus of the session’s context (personal: derived and stored; enterprise: its own)',
    summaryZh: '§7：会话上下文的 checkStatus（个人：推导后存储；企业：企业自身的状态）',
    output: resultAuthSchema,
  },
  reviewApplications: {
    summary: 'Review queue: personal real-name applications (masked), oldest first, by status',
    summaryZh: '审核队列：个人实名认证申请（已脱敏），按时间正序，可按状态筛选',
    query: reviewListQuery,
    output: reviewPageSchema,
  },
  reviewApplication: {
    summary: 'One application, unmasked for the reviewing operator, with the person’s history (masked); the read is logged',
    summaryZh: '单个申请，对审核的运营人员不脱敏显示，并附此人的历史申请（已脱敏）；查看记入操作日志',
    params: applicationIdParams,
    output: reviewDetailSchema,
  },
  reviewVideo: {
    summary: 'The application’s face video, decrypted, with its content type (never cached); the read is logged',
    summaryZh: '申请的人脸视频，解密后按其内容类型返回（不缓存）；查看记入操作日志',
    params: applicationIdParams,
    output: fileOutput('video/webm', 'video/mp4'),
  },
  reviewDecision: {
    summary: 'Pass or reject an application in review (a reason is required to reject); the person is told in their language',
    summaryZh: '通过或驳回审核中的申请（驳回须填写原因）；以本人的语言通知本人',
    params: applicationIdParams,
    body: reviewDecisionSchema,
    output: nothing,
    errors: ['reviewAlreadyDecided', 'idNumberTaken'],
  },
});
