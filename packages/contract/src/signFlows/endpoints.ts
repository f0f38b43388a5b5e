import { nothing, idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { signFlowsRoutes } from './routes.js';
import {
  signFlowCcQuery,
  signFlowConsoleDetailSchema,
  signFlowDocumentParams,
  signFlowInboxPageSchema,
  signFlowSupportSchema,
  signFlowWaitingQuery,
} from './console.js';
import {
  hostedCodeSchema,
  hostedCodeSentSchema,
  hostedDocumentSchema,
  hostedRejectSchema,
  hostedSignSchema,
  hostedSignedSchema,
  hostedViewInputSchema,
  hostedViewSchema,
  signFlowCcInputSchema,
  signFlowCreateSchema,
  signFlowDetailSchema,
  signFlowDocumentFormSchema,
  signFlowExtendSchema,
  signFlowListQuery,
  signFlowPageSchema,
  signFlowReasonSchema,
  signFlowRemindSchema,
  signFlowRules,
  signFlowSignerInputSchema,
} from './schemas.js';

const pdfFile = { field: 'file', maxBytes: signFlowRules.pdfMaxBytes, tooLarge: 'payloadTooLarge' } as const;
/** What a link answers once its flow ended, its signer acted, or it was replaced by a reminder. */
const hostedErrors = ['signFlowLinkInvalid', 'rateLimited'] as const;

export const signFlowsEndpoints = defineEndpoints(signFlowsRoutes, {
  create: {
    summary: 'Creates a draft sign flow with its first PDF (≤ 20 MB; refused by content when encrypted, broken or not a PDF)',
    summaryZh: '创建签署流程草稿并上传第一份 PDF（不超过 20 MB；加密、损坏或非 PDF 的文件按内容拒绝）',
    body: signFlowCreateSchema,
    output: signFlowDetailSchema,
    file: pdfFile,
    errors: ['signFlowPdfRequired', 'signFlowPdfInvalid', 'signFlowDeadlineInvalid'],
  },
  addDocument: {
    summary: 'Adds a PDF to a draft sign flow',
    summaryZh: '为签署流程草稿添加一份 PDF',
    params: idParam,
    body: signFlowDocumentFormSchema,
    output: signFlowDetailSchema,
    file: pdfFile,
    errors: ['signFlowPdfRequired', 'signFlowPdfInvalid', 'signFlowNotDraft', 'signFlowTooMany'],
  },
  addSigner: {
    summary: 'Adds a signer (a person, or an enterprise and its handler) with its fields, placed by position or by keyword',
    summaryZh: '添加签署方（个人，或企业及其经办人）及其签署区，按坐标或关键字定位',
    params: idParam,
    body: signFlowSignerInputSchema,
    output: signFlowDetailSchema,
    errors: ['signFlowNotDraft', 'signFlowTooMany', 'signFlowContactRequired', 'signFlowFieldInvalid', 'signFlowKeywordNotFound'],
  },
  addCc: {
    summary: 'Adds a CC recipient to a draft sign flow',
    summaryZh: '为签署流程草稿添加抄送人',
    params: idParam,
    body: signFlowCcInputSchema,
    output: signFlowDetailSchema,
    errors: ['signFlowNotDraft', 'signFlowTooMany', 'signFlowContactRequired'],
  },
  start: {
    summary:
      'Starts a draft: the first order group’s signers get their single-use links by SMS or e-mail; a signer whose send budget is spent is marked unnotified (remind it later)',
    summaryZh: '发起草稿：第一个顺序组的签署方通过短信或邮件收到一次性签署链接；发送额度已用完的签署方标记为未通知（稍后催办）',
    params: idParam,
    output: signFlowDetailSchema,
    errors: ['signFlowNotDraft', 'signFlowIncomplete', 'signFlowDeadlineInvalid', 'sendFailed'],
  },
  list: {
    summary: 'The tenant’s sign flows, newest first, optionally of one status',
    summaryZh: '租户的签署流程，按时间倒序，可按状态筛选',
    query: signFlowListQuery,
    output: signFlowPageSchema,
  },
  detail: {
    summary: 'A sign flow with its documents, signers, fields and CC recipients',
    summaryZh: '签署流程详情：文件、签署方、签署区和抄送人',
    params: idParam,
    output: signFlowConsoleDetailSchema,
  },
  revoke: {
    summary: 'Revokes a sign flow in progress, with a reason; its links stop working',
    summaryZh: '撤回进行中的签署流程并说明原因；其签署链接随即失效',
    params: idParam,
    body: signFlowReasonSchema,
    output: signFlowDetailSchema,
    errors: ['signFlowNotInProgress'],
  },
  extend: {
    summary: 'Moves the deadline of a sign flow in progress later',
    summaryZh: '延长进行中签署流程的截止时间',
    params: idParam,
    body: signFlowExtendSchema,
    output: signFlowDetailSchema,
    errors: ['signFlowNotInProgress', 'signFlowDeadlineInvalid'],
  },
  remind: {
    summary: 'Sends a signer whose turn it is a new link (at most once an hour per signer, within the recipient’s send budget)',
    summaryZh: '向轮到签署的签署方重新发送签署链接（每位签署方每小时最多一次）',
    params: idParam,
    body: signFlowRemindSchema,
    output: signFlowDetailSchema,
    errors: [
      'signFlowNotInProgress',
      'signFlowRemindTooSoon',
      'signFlowSignerNotDue',
      'signFlowSendTooSoon',
      'signFlowSendLimit',
      'signFlowDailyLimit',
      'sendFailed',
    ],
  },
  hostedView: {
    summary: 'Hosted signing page: the flow, its documents and the link signer’s fields',
    summaryZh: '托管签署页：流程、文件及链接签署方的签署区',
    body: hostedViewInputSchema,
    output: hostedViewSchema,
    errors: hostedErrors,
  },
  hostedDocument: {
    summary: 'Hosted signing page: one of the flow’s documents as it stands',
    summaryZh: '托管签署页：流程中一份文件的当前版本',
    body: hostedDocumentSchema,
    output: fileOutput('application/pdf'),
    errors: [...hostedErrors, 'signFlowNotProven', 'notFound'],
  },
  hostedCode: {
    summary:
      'Hosted signing page: a verification code to the signer’s phone or e-mail — the proof of identity, or (with a proof, step willingness) the willingness check at the moment of signing',
    summaryZh: '托管签署页：向签署方手机或邮箱发送验证码——身份验证，或（持身份凭证、step 为 willingness）签署时的意愿认证',
    body: hostedCodeSchema,
    output: hostedCodeSentSchema,
    errors: [...hostedErrors, 'signFlowNotProven', 'codeSendTooSoon', 'codeSendLimit', 'sendFailed'],
  },
  hostedSign: {
    summary:
      'Hosted signing page: with the proof of identity and the willingness code, signs every document with the signer’s fields (PAdES B-T, one revision per signer); the last signer completes the flow; a signer whose account has not passed personal real-name authentication is refused',
    summaryZh:
      '托管签署页：凭身份凭证和意愿认证验证码，按签署方的签署区签署每份文件（PAdES B-T，每位签署方一个修订版本）；最后一位签署后流程完成；账号未通过个人实名认证的签署方被拒绝',
    body: hostedSignSchema,
    output: hostedSignedSchema,
    errors: [
      ...hostedErrors,
      'codeWrong',
      'signFlowNotProven',
      'signFlowRealNameRequired',
      'signFlowIdentityMismatch',
      'signFlowSealRequired',
      'signatureImageType',
      'signatureImageTooSmall',
      'signatureImageBackground',
      'signatureEmpty',
      'signingSealNotUsable',
      'signingSealGrantRequired',
      'signingTimestampFailed',
      'notFound',
    ],
  },
  hostedReject: {
    summary: 'Hosted signing page: with the proof of identity, rejects the flow with a reason',
    summaryZh: '托管签署页：凭身份凭证说明原因拒签',
    body: hostedRejectSchema,
    output: nothing,
    errors: [...hostedErrors, 'signFlowNotProven'],
  },
  waiting: {
    summary: 'Sign flows waiting for the signed-in person’s signature (a signer whose phone is its account’s), newest first',
    summaryZh: '待我签署的签署流程（签署方手机号为本账号手机号），按时间倒序',
    query: signFlowWaitingQuery,
    output: signFlowInboxPageSchema,
  },
  copied: {
    summary: 'Sign flows copied to the signed-in person (a CC recipient whose phone is its account’s), newest first',
    summaryZh: '抄送我的签署流程（抄送人手机号为本账号手机号），按时间倒序',
    query: signFlowCcQuery,
    output: signFlowInboxPageSchema,
  },
  document: {
    summary: 'A flow’s document as it stands: the latest signed revision, else the original',
    summaryZh: '签署流程文件的当前版本：最新签署版本，否则为原文件',
    params: signFlowDocumentParams,
    output: fileOutput('application/pdf'),
    errors: ['notFound'],
  },
  certificate: {
    summary:
      'A completed flow’s completion certificate (PDF, signed and time-stamped by the platform): documents and hashes, masked signers, how each signed, timestamps, events, the evidence code; not found before completion',
    summaryZh:
      '已完成签署流程的签署报告（PDF，平台签名并加盖时间戳）：文件及哈希、脱敏签署方、签署方式、时间戳、事件、存证核验码；完成前不存在',
    params: idParam,
    output: fileOutput('application/pdf'),
    errors: ['notFound'],
  },
  opsFind: {
    summary: 'Back office: a sign flow by id for support — its parties’ counts and timeline, never its documents',
    summaryZh: '运营后台：按编号查找签署流程以便支持——仅参与方数量和时间线，不含文件',
    params: idParam,
    output: signFlowSupportSchema,
    errors: ['notFound'],
  },
});
