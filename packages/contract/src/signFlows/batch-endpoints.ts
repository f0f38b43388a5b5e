import { defineEndpoints, fileOutput } from '../endpoint.js';
import { signFlowBatchRoutes } from './routes.js';
import {
  batchCodeSchema,
  batchDocumentSchema,
  batchOpenedSchema,
  batchOpenSchema,
  batchSignedSchema,
  batchSignSchema,
} from './batch-schemas.js';
import { hostedCodeSentSchema } from './schemas.js';

const batchErrors = ['signFlowBatchInvalid', 'rateLimited'] as const;

export const signFlowBatchEndpoints = defineEndpoints(signFlowBatchRoutes, {
  batchOpen: {
    summary:
      'Batch signing: from a link its signer proved itself on, a batch of every flow waiting for that signer (its account’s phone, its real-name name), with what it may sign with',
    summaryZh: '批量签署：凭已验证身份的签署链接，打开该签署方所有待签流程的批次（按账号手机号与实名姓名），并返回可用的签名或印章',
    body: batchOpenSchema,
    output: batchOpenedSchema,
    errors: ['signFlowLinkInvalid', 'signFlowNotProven', 'signFlowRealNameRequired', 'signFlowIdentityMismatch', 'rateLimited'],
  },
  batchOpenSignedIn: {
    summary: 'Batch signing: as the signed-in person, a batch of every flow waiting for its account, with what it may sign with',
    summaryZh: '批量签署：以当前登录账号打开其所有待签流程的批次，并返回可用的签名或印章',
    output: batchOpenedSchema,
    errors: ['signFlowRealNameRequired', 'rateLimited'],
  },
  batchDocument: {
    summary: 'Batch signing: one document of a flow in the batch as it stands; opening it marks it read',
    summaryZh: '批量签署：批次中某流程的一份文件的当前版本；打开即记为已阅读',
    body: batchDocumentSchema,
    output: fileOutput('application/pdf'),
    errors: [...batchErrors, 'notFound'],
  },
  batchCode: {
    summary:
      'Batch signing: fixes the chosen flows (each read in full, at most 50) and sends one willingness code for them to the signer’s phone',
    summaryZh: '批量签署：确定所选流程（每份文件均已阅读，最多 50 个），并向签署方手机发送一次意愿认证验证码',
    body: batchCodeSchema,
    output: hostedCodeSentSchema,
    errors: [
      ...batchErrors,
      'notFound',
      'signFlowBatchTooLarge',
      'signFlowBatchNotViewed',
      'codeSendTooSoon',
      'codeSendLimit',
      'sendFailed',
    ],
  },
  batchSign: {
    summary:
      'Batch signing: with the batch’s willingness code, signs each chosen flow on its own (its own PAdES signature, timestamp and callbacks); a failure leaves the others signed; a second submit answers the same results',
    summaryZh:
      '批量签署：凭本批次的意愿认证验证码逐个签署所选流程（各自的 PAdES 签名、时间戳与回调）；某个失败不影响其他流程；重复提交返回同一结果',
    body: batchSignSchema,
    output: batchSignedSchema,
    errors: [
      ...batchErrors,
      'codeWrong',
      'signFlowBatchBusy',
      'signatureImageType',
      'signatureImageTooSmall',
      'signatureImageBackground',
      'signatureEmpty',
    ],
  },
});
