import { codeSendErrors, keysetQuery, pageOf } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaResetRoutes } from './reset-routes.js';
import {
  mfaResetCreateSchema,
  mfaResetDecideSchema,
  mfaResetDecidedSchema,
  mfaResetItemSchema,
  mfaResetTokenSchema,
  mfaResetViewSchema,
} from './reset-schemas.js';

export const mfaResetEndpoints = defineEndpoints(mfaResetRoutes, {
  opsResets: {
    summary: 'Requests to reset a person’s second factors, newest first: who asked, why, where the consent link went and where each stands',
    summaryZh: '重置用户二次验证的申请（最新在前）：申请人、原因、同意链接发往何处及当前状态',
    query: keysetQuery(20),
    output: pageOf(mfaResetItemSchema),
  },
  opsResetCreate: {
    summary:
      'Files a request to reset a person’s second factors with a reason; the person gets a single-use consent link (24 hours) by e-mail, else SMS. An earlier waiting request of theirs expires',
    summaryZh:
      '填写原因，申请重置用户的二次验证；系统通过邮件（无邮箱时短信）向本人发送一次性同意链接（24 小时内有效）。该用户此前待确认的申请随即失效',
    body: mfaResetCreateSchema,
    output: mfaResetItemSchema,
    errors: ['notFound', 'mfaResetNoFactor', 'mfaResetNoContact', ...codeSendErrors],
  },
  resetView: {
    summary: 'The consent page: who asked to reset the account’s second factors, why, and what confirming removes',
    summaryZh: '同意页面：谁申请重置该账号的二次验证、原因，以及确认后将移除的内容',
    body: mfaResetTokenSchema,
    output: mfaResetViewSchema,
    errors: ['notFound', 'mfaResetLinkUsed', 'mfaResetLinkExpired'],
  },
  resetDecide: {
    summary:
      'The person confirms (the authenticator app, recovery codes, passkeys and trusted browsers are removed and sign-in protection is lifted) or declines; the link works once',
    summaryZh: '本人确认（移除身份验证器、恢复码、通行密钥及受信任的浏览器，并关闭登录保护）或拒绝；链接仅可使用一次',
    body: mfaResetDecideSchema,
    output: mfaResetDecidedSchema,
    errors: ['notFound', 'mfaResetLinkUsed', 'mfaResetLinkExpired'],
  },
});
