import { defineEndpoints } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { signFlowApiRoutes } from './api-routes.js';
import {
  signFlowApiCreateSchema,
  signFlowApiDownloadOutput,
  signFlowApiDownloadSchema,
  signFlowApiExtendSchema,
  signFlowApiFlowSchema,
  signFlowApiIdSchema,
  signFlowApiRevokeSchema,
  signFlowApiSignerRefSchema,
  signFlowApiSignUrlSchema,
} from './api-schemas.js';

/** What a metered call may answer before anything is done or charged (as the other open-API services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const signFlowApiEndpoints = defineEndpoints(signFlowApiRoutes, {
  apiCreate: {
    summary:
      'Creates a draft sign flow: its PDFs inline as base64 (≤ 20 MB each, ≤ 10; refused by content when encrypted, broken or not a PDF), its signers in order groups 1, 2, … with fields by position or keyword (`document` is the PDF’s place in `documents`), its CC recipients; free (the unit is taken at start)',
    summaryZh:
      '创建签署流程草稿：PDF 以 base64 内联提交（每份不超过 20 MB，最多 10 份；加密、损坏或非 PDF 的文件按内容拒绝），签署方按顺序组 1、2…… 排列，签署区按坐标或关键字定位（`document` 为该 PDF 在 `documents` 中的序号），以及抄送人；免费（发起时计量）',
    headers: signedHeadersSchema,
    body: signFlowApiCreateSchema,
    output: signFlowApiFlowSchema,
    bodyLimit: 32 * 1024 * 1024,
    errors: [
      'signFlowPdfInvalid',
      'signFlowDeadlineInvalid',
      'signFlowContactRequired',
      'signFlowFieldInvalid',
      'signFlowKeywordNotFound',
      'signFlowGroupEmpty',
      'signFlowAutoSignNotOwn',
    ],
  },
  apiStart: {
    summary:
      'Starts a draft (metered: one unit of service signFlow; a refused start costs nothing): the first order group’s signers get their single-use links by SMS or e-mail',
    summaryZh: '发起草稿（按服务 signFlow 计量一次；被拒绝的发起不计量）：第一个顺序组的签署方通过短信或邮件收到一次性签署链接',
    headers: signedHeadersSchema,
    body: signFlowApiIdSchema,
    output: signFlowApiFlowSchema,
    errors: [...metered, 'notFound', 'signFlowNotDraft', 'signFlowIncomplete', 'signFlowDeadlineInvalid'],
  },
  apiGet: {
    summary: 'A sign flow of the application with its documents, signers (masked), fields and CC recipients; free',
    summaryZh: '应用的签署流程详情：文件、签署方（脱敏）、签署区和抄送人；免费',
    headers: signedHeadersSchema,
    query: signFlowApiIdSchema,
    output: signFlowApiFlowSchema,
    errors: ['notFound'],
  },
  apiRevoke: {
    summary: 'Revokes a sign flow in progress with a reason: its links stop working; callback signFlow.revoked; free',
    summaryZh: '撤回进行中的签署流程并说明原因：签署链接随即失效；回调 signFlow.revoked；免费',
    headers: signedHeadersSchema,
    body: signFlowApiRevokeSchema,
    output: signFlowApiFlowSchema,
    errors: ['notFound', 'signFlowNotInProgress'],
  },
  apiUrge: {
    summary:
      'Urges a signer whose turn it is: a new link by SMS or e-mail (the previous one stops working), at most once an hour per signer and within the recipient’s send budget; free',
    summaryZh: '催签轮到签署的签署方：通过短信或邮件发送新链接（旧链接失效），每位签署方每小时最多一次，且受接收方发送额度限制；免费',
    headers: signedHeadersSchema,
    body: signFlowApiSignerRefSchema,
    output: signFlowApiFlowSchema,
    errors: [
      'notFound',
      'signFlowNotInProgress',
      'signFlowRemindTooSoon',
      'signFlowSignerNotDue',
      'signFlowSendTooSoon',
      'signFlowSendLimit',
      'signFlowDailyLimit',
      'sendFailed',
    ],
  },
  apiExtend: {
    summary: 'Moves the deadline of a sign flow in progress later (at most a year ahead); free',
    summaryZh: '延长进行中签署流程的截止时间（最长一年）；免费',
    headers: signedHeadersSchema,
    body: signFlowApiExtendSchema,
    output: signFlowApiFlowSchema,
    errors: ['notFound', 'signFlowNotInProgress', 'signFlowDeadlineInvalid'],
  },
  apiSignUrl: {
    summary:
      'A new single-use link to the hosted signing page for a signer whose turn it is (the previous link stops working; signing or rejecting spends it); free',
    summaryZh: '为轮到签署的签署方生成新的一次性托管签署页链接（旧链接失效；签署或拒签后即失效）；免费',
    headers: signedHeadersSchema,
    body: signFlowApiSignerRefSchema,
    output: signFlowApiSignUrlSchema,
    errors: ['notFound', 'signFlowNotInProgress', 'signFlowSignerNotDue'],
  },
  apiDownload: {
    summary: 'The flow’s documents as they stand (base64, every signature made so far) and its completion certificate once completed; free',
    summaryZh: '下载流程文件的当前版本（base64，含已完成的全部签名），流程完成后还包括签署报告；免费',
    headers: signedHeadersSchema,
    body: signFlowApiDownloadSchema,
    output: signFlowApiDownloadOutput,
    errors: ['notFound'],
  },
});
