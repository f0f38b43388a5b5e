import { codeSendErrors, codeSentSchema } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { sealGrantRoutes } from './grant-routes.js';
import {
  sealAutoSignCreateSchema,
  sealAutoSignListQuery,
  sealAutoSignPageSchema,
  sealAutoSignSchema,
  sealGrantCreateSchema,
  sealGrantIdParams,
  sealGrantListQuery,
  sealGrantPageSchema,
  sealGrantSchema,
} from './grant-schemas.js';
import { sealIdParams } from './schemas.js';

/** What a grant or an authorization may be refused for, beside its field (period, member, application, seal). */
const grantRefusals = ['codeWrong', 'phoneNotBound', 'sealGrantPeriodInvalid', 'sealNotGrantable'] as const;

export const sealGrantEndpoints = defineEndpoints(sealGrantRoutes, {
  grantCode: {
    summary: 'Sends an SMS code to the granting administrator’s own phone (the willingness check of a seal grant)',
    summaryZh: '向授权管理员本人手机发送短信验证码（印章授权的意愿校验）',
    output: codeSentSchema,
    errors: [...codeSendErrors, 'phoneNotBound'],
  },
  grant: {
    summary:
      'Grants an enterprise seal to a member on the job, as user or approver, for every use or named applications, for a period or long-term (endAt null); one normal grant per seal and member',
    summaryZh:
      '将企业印章授权给在职成员（用印人或审批人），可用于全部或指定应用，限期或长期（endAt 为 null）；每名成员每枚印章只有一条正常授权',
    params: sealIdParams,
    body: sealGrantCreateSchema,
    output: sealGrantSchema,
    errors: [...grantRefusals, 'sealGrantMemberInvalid', 'sealGrantAppInvalid', 'sealGrantExists'],
    fieldPhrases: {
      memberId: 'sealGrantMember',
      role: 'sealGrantRole',
      appIds: 'sealGrantApps',
      startAt: 'sealGrantStartAt',
      endAt: 'sealGrantEndAt',
    },
  },
  grants: {
    summary: 'The enterprise’s seal grants, newest first, or one seal’s (expired is read from the period)',
    summaryZh: '企业的印章授权，按时间倒序，或某枚印章的授权（是否过期按期限判断）',
    query: sealGrantListQuery,
    output: sealGrantPageSchema,
  },
  revokeGrant: {
    summary: 'Revokes a seal grant at once (disabled)',
    summaryZh: '立即撤销印章授权（停用）',
    params: sealGrantIdParams,
    output: sealGrantSchema,
    errors: ['sealGrantEnded'],
  },
  autoSignCode: {
    summary: 'Sends an SMS code to the master’s own phone before an auto-sign authorization',
    summaryZh: '自动签署授权前，向主管理员本人手机发送短信验证码',
    output: codeSentSchema,
    errors: [...codeSendErrors, 'phoneNotBound', 'sealAutoSignMasterOnly'],
  },
  autoSign: {
    summary:
      'Authorizes one of the enterprise’s applications to apply the seal with nobody present (sign mode 0) for a period; the master only; one normal authorization per seal and application',
    summaryZh: '授权企业的一个应用在无人在场时使用该印章（签署模式 0），限期；仅主管理员；每个应用每枚印章只有一条正常授权',
    params: sealIdParams,
    body: sealAutoSignCreateSchema,
    output: sealAutoSignSchema,
    errors: [...grantRefusals, 'sealAutoSignMasterOnly', 'sealGrantAppInvalid', 'sealAutoSignExists'],
    fieldPhrases: { applicationId: 'sealGrantApplication', startAt: 'sealGrantStartAt', endAt: 'sealGrantEndAt' },
  },
  autoSigns: {
    summary: 'The enterprise’s auto-sign authorizations, newest first, or one seal’s or one application’s',
    summaryZh: '企业的自动签署授权，按时间倒序，或某枚印章、某个应用的授权',
    query: sealAutoSignListQuery,
    output: sealAutoSignPageSchema,
  },
  revokeAutoSign: {
    summary: 'Revokes an auto-sign authorization at once',
    summaryZh: '立即撤销自动签署授权',
    params: sealGrantIdParams,
    output: sealAutoSignSchema,
    errors: ['sealGrantEnded', 'sealAutoSignMasterOnly'],
  },
  apiGrants: {
    summary: 'The enterprise’s seal grants, newest first, or one seal’s (free, not metered)',
    summaryZh: '企业的印章授权，按时间倒序，或某枚印章的授权（免费，不计量）',
    headers: signedHeadersSchema,
    query: sealGrantListQuery,
    output: sealGrantPageSchema,
  },
  apiAutoSigns: {
    summary: 'The enterprise’s auto-sign authorizations, or one seal’s or one application’s (free, not metered)',
    summaryZh: '企业的自动签署授权，或某枚印章、某个应用的授权（免费，不计量）',
    headers: signedHeadersSchema,
    query: sealAutoSignListQuery,
    output: sealAutoSignPageSchema,
  },
});
