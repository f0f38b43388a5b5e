import { codeSendErrors, idParam, nothing, pageOf } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { verificationFailures } from '../errors.js';
import { faceVideo } from '../realName/schemas.js';
import { enterpriseAuthRoutes } from './routes.js';
import {
  amountSubmitSchema,
  authHistoryQuery,
  documentFileParams,
  documentRules,
  documentUploadSchema,
  enterpriseApplicationSchema,
  enterpriseApplicationViewSchema,
  enterpriseReviewDecisionSchema,
  enterpriseReviewDetailSchema,
  enterpriseReviewListQuery,
  enterpriseReviewPageSchema,
  legalPersonElementsSchema,
  legalPersonFaceSchema,
  legalPersonLinkSentSchema,
  legalPersonResendSchema,
  legalPersonTicketParams,
  legalPersonVerifiedSchema,
  publicLegalPersonTicketSchema,
  remittanceLedgerItemSchema,
  reviewDocumentParams,
  updateEnterpriseApplicationSchema,
  uploadedDocumentSchema,
} from './schemas.js';

/** What recording an application may be refused with (createAuth and updateAuth). */
const recordErrors = [
  'enterpriseAlreadyAuthenticated',
  'enterpriseApplicationInProgress',
  'enterpriseCodeTaken',
  'documentMissing',
  'notFound',
] as const;

/** What the identity provider may answer for the legal representative, and the link's own refusals. */
const legalPersonCheckErrors = [
  'rateLimited',
  'legalPersonLinkInvalid',
  'legalPersonIdNumberWrong',
  'legalPersonNotAuthorized',
  'enterpriseCodeTaken',
  ...verificationFailures,
  'verificationUnavailable',
] as const;

const images = fileOutput('image/jpeg', 'image/png');

export const enterpriseAuthEndpoints = defineEndpoints(enterpriseAuthRoutes, {
  createAuth: {
    summary:
      '§7 createAuth (form-encoded): an enterprise application in one mode (authType bank | bankLegal | legalPerson | documents); checkStatus is 8 afterwards. Bank modes remit at once; legal person mode sends the representative an SMS link',
    summaryZh:
      '§7 createAuth（表单编码）：以一种方式提交企业认证申请（authType：bank | bankLegal | legalPerson | documents）；提交后 checkStatus 为 8。银行打款方式立即打款；法定代表人授权方式向法定代表人发送短信链接',
    body: enterpriseApplicationSchema,
    output: enterpriseApplicationViewSchema,
    errors: recordErrors,
  },
  updateAuth: {
    summary:
      '§7 updateAuth (form-encoded, with the id of the current application): replaces it (re-entered data or another mode); the old one is superseded',
    summaryZh: '§7 updateAuth（表单编码，附当前申请的 id）：替换当前申请（重新填写的信息或改用其他方式）；原申请被替代',
    body: updateEnterpriseApplicationSchema,
    output: enterpriseApplicationViewSchema,
    errors: [...recordErrors, 'enterpriseApplicationStale'],
  },
  selectProjectInfo: {
    summary: '§7 selectProjectInfo: the enterprise’s current application as submitted (personal data masked), or null',
    summaryZh: '§7 selectProjectInfo：企业当前申请的提交内容（个人信息已脱敏），没有申请时为 null',
    output: enterpriseApplicationViewSchema.nullable(),
  },
  history: {
    summary: 'Every authentication application of the enterprise, newest first (masked; ended ones with their reason)',
    summaryZh: '企业的全部认证申请，按时间倒序（已脱敏；已结束的附带原因）',
    query: authHistoryQuery,
    output: pageOf(enterpriseApplicationViewSchema),
  },
  amount: {
    summary: 'bankAuthSubmit: one entry of the remitted amount (72 h, 3 attempts); a retried requestId counts once and answers the same',
    summaryZh: 'bankAuthSubmit：回填一次打款金额（72 小时内，共 3 次机会）；以相同 requestId 重试只计一次，并返回相同的应答',
    body: amountSubmitSchema,
    output: enterpriseApplicationViewSchema,
    errors: [
      'notFound',
      'amountWrong',
      'amountAttemptsExhausted',
      'amountExpired',
      'amountNotRemitted',
      'remittanceFailed',
      'enterpriseAlreadyAuthenticated',
      'enterpriseApplicationStale',
      'enterpriseCodeTaken',
    ],
  },
  uploadDocument: {
    summary:
      'Company documents: a licence or authorization-letter image (multipart kind, file): jpg/png by content, at most 2 MB, stored encrypted; replaces the earlier upload of its kind no application names; 40 MB per enterprise',
    summaryZh:
      '企业证件：上传营业执照或授权书图片（multipart：kind、file）：按内容识别为 jpg/png，不超过 2 MB，加密存储；替换此前上传的、未被任何申请引用的同类图片；每家企业共 40 MB',
    body: documentUploadSchema,
    file: { field: 'file', maxBytes: documentRules.maxBytes, tooLarge: 'documentTooLarge' },
    output: uploadedDocumentSchema,
    errors: ['rateLimited', 'documentMissing', 'documentType', 'storageQuotaExceeded'],
  },
  document: {
    summary: 'One of the enterprise’s own uploaded images, decrypted, with its content type (never cached)',
    summaryZh: '企业自己上传的一张图片，解密后按其内容类型返回（不缓存）',
    params: documentFileParams,
    output: images,
  },
  legalPersonResend: {
    summary: 'Legal person mode: a new SMS link to the legal representative (throttled like other sends); the old link stops working',
    summaryZh: '法定代表人授权方式：向法定代表人重新发送短信链接（与其他发送一样限制频率）；原链接随即失效',
    body: legalPersonResendSchema,
    output: legalPersonLinkSentSchema,
    errors: ['notFound', 'legalPersonLinkExpired', 'enterpriseApplicationStale', ...codeSendErrors],
  },
  legalPersonTicket: {
    summary: 'The legal representative’s phone page: what the link is for (names masked); used, expired and unknown links answer alike',
    summaryZh: '法定代表人的手机端页面：链接的用途（姓名已脱敏）；已使用、已过期和不存在的链接返回相同的应答',
    params: legalPersonTicketParams,
    output: publicLegalPersonTicketSchema,
    errors: ['legalPersonLinkInvalid'],
  },
  legalPersonElements: {
    summary:
      'The legal representative’s ID number and authorization, checked with the name and the linked mobile (3 elements); uses the link',
    summaryZh: '法定代表人提交身份证号并授权，与姓名及链接对应的手机号一起核验（三要素）；链接随即失效',
    params: legalPersonTicketParams,
    body: legalPersonElementsSchema,
    output: legalPersonVerifiedSchema,
    errors: legalPersonCheckErrors,
  },
  legalPersonFace: {
    summary: 'The legal representative’s ID number, authorization and a 2-3 s face video (multipart `video`); uses the link',
    summaryZh: '法定代表人提交身份证号、授权及 2-3 秒的人脸视频（multipart `video`）；链接随即失效',
    params: legalPersonTicketParams,
    body: legalPersonFaceSchema,
    // A little over the video's own limit, so an over-size video is named by the content check.
    file: { field: 'video', maxBytes: faceVideo.maxBytes + 64 * 1024, tooLarge: 'videoTooLarge' },
    output: legalPersonVerifiedSchema,
    errors: [...legalPersonCheckErrors, 'videoMissing', 'videoType', 'videoInvalid', 'videoDuration'],
  },
  reviewApplications: {
    summary: 'Enterprise applications (masked), oldest first, by status and mode',
    summaryZh: '企业认证申请（已脱敏），按时间正序，可按状态和认证方式筛选',
    query: enterpriseReviewListQuery,
    output: enterpriseReviewPageSchema,
  },
  reviewApplication: {
    summary:
      'One enterprise application, unmasked for the reviewing operator, with the enterprise’s other applications (masked); the read is logged',
    summaryZh: '单个企业认证申请，对审核的运营人员不脱敏显示，并附该企业的其他申请（已脱敏）；查看记入操作日志',
    params: idParam,
    output: enterpriseReviewDetailSchema,
  },
  reviewDocument: {
    summary: 'The licence or letter image of an application, decrypted, with its content type (never cached); the read is logged',
    summaryZh: '申请中的营业执照或授权书图片，解密后按其内容类型返回（不缓存）；查看记入操作日志',
    params: reviewDocumentParams,
    output: images,
  },
  reviewDecision: {
    summary: 'Pass or reject a documents application in review (a reason is required to reject); the applicant is told in their language',
    summaryZh: '通过或驳回审核中的企业证件认证申请（驳回须填写原因）；以申请人的语言通知申请人',
    params: idParam,
    body: enterpriseReviewDecisionSchema,
    output: nothing,
    errors: ['enterpriseApplicationStale', 'reviewAlreadyDecided', 'enterpriseCodeTaken'],
  },
  remittances: {
    summary: 'The sandbox bank’s remittance ledger, newest first (accounts masked, amounts shown)',
    summaryZh: '沙箱银行的打款流水，按时间倒序（账号已脱敏，金额不脱敏）',
    query: authHistoryQuery,
    output: pageOf(remittanceLedgerItemSchema),
  },
});
