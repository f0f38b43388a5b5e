import { codeSendErrors, codeSentSchema, idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { enterpriseRoutes } from './routes.js';
import {
  abbreviationChangedSchema,
  abbreviationSchema,
  createEnterpriseSchema,
  enterpriseInfoSchema,
  enterpriseListPageSchema,
  enterpriseListQuery,
  enterpriseSummarySchema,
  masterChangeSchema,
  masterChangedSchema,
  masterCodeSentSchema,
  masterTicketSchema,
  masterVerifySchema,
  myEnterprisesSchema,
  newMasterCodeSchema,
  superiorSchema,
  switchContextSchema,
} from './schemas.js';

/** What every step of the master hand-over may be refused with: not the master, not authenticated, no phone. */
const masterErrors = ['notMaster', 'enterpriseRealNameRequired', 'resetPhoneMissing', 'notFound'] as const;
const newMasterErrors = ['masterTicketInvalid', 'mobileRequired', 'newMasterUnknown', 'newMasterIsCurrent'] as const;

export const enterpriseEndpoints = defineEndpoints(enterpriseRoutes, {
  mine: {
    summary: "The person's enterprises (role, real-name status) and the session's active context",
    summaryZh: '本人所属的企业（角色、实名状态）及会话当前的上下文',
    output: myEnterprisesSchema,
  },
  create: {
    summary: 'A new enterprise, not yet authenticated, with the person as its master administrator; the session switches into it',
    summaryZh: '创建一家尚未认证的企业，本人为其主管理员；会话随即切换到该企业',
    body: createEnterpriseSchema,
    output: enterpriseSummarySchema,
    errors: ['enterpriseLimit'],
  },
  switchContext: {
    summary: "Switches the session's context: '' is personal, else one of the person's enterprises (another answers 404)",
    summaryZh: "切换会话上下文：'' 表示个人，否则为本人所属的某家企业（其他企业返回 404）",
    body: switchContextSchema,
    output: myEnterprisesSchema,
    errors: ['notFound'],
  },
  info: {
    summary: 'eBasicInfo: every enterprise field, the superior and subordinate companies and the shown application (personal data masked)',
    summaryZh: 'eBasicInfo：企业的全部字段、上级和下级公司以及所展示的认证申请（个人信息已脱敏）',
    output: enterpriseInfoSchema,
    errors: ['notFound'],
  },
  abbreviation: {
    summary: "The enterprise's abbreviation (at most 10 characters, '' clears it); authenticated enterprises only",
    summaryZh: "修改企业简称（最多 10 个字符，'' 表示清除）；仅限已认证的企业",
    body: abbreviationSchema,
    output: abbreviationChangedSchema,
    errors: ['enterpriseRealNameRequired', 'notFound'],
  },
  masterCode: {
    summary: "editPhone: a code to the master administrator's own phone",
    summaryZh: 'editPhone：向主管理员本人的手机发送验证码',
    output: masterCodeSentSchema,
    errors: [...masterErrors, ...codeSendErrors],
  },
  masterVerify: {
    summary: "editPhone: the master's code; answers a single-use ticket for addPhone (10 minutes)",
    summaryZh: 'editPhone：提交主管理员收到的验证码；返回用于 addPhone 的一次性凭证（10 分钟内有效）',
    body: masterVerifySchema,
    output: masterTicketSchema,
    errors: [...masterErrors, 'codeWrong'],
  },
  newMasterCode: {
    summary:
      "addPhone: a code to the new master administrator's phone (a registered account; an empty phone answers 'Please fill out mobile number first')",
    summaryZh: 'addPhone：向新主管理员的手机发送验证码（须为已注册的账号；手机号为空时返回“请先填写手机号”）',
    body: newMasterCodeSchema,
    output: codeSentSchema,
    errors: [...masterErrors, ...newMasterErrors, ...codeSendErrors],
  },
  masterChange: {
    summary: 'addPhone: the new master takes over with their code; the old master stays an administrator; administrators are told',
    summaryZh: 'addPhone：新主管理员凭其验证码接任；原主管理员仍为管理员；并通知各管理员',
    body: masterChangeSchema,
    output: masterChangedSchema,
    errors: [...masterErrors, ...newMasterErrors, 'codeWrong'],
  },
  list: {
    summary: 'Enterprises by name or enterprise number, with their superior company and number of subordinates',
    summaryZh: '按名称或企业 ID 查询企业，含其上级公司和下级公司数量',
    query: enterpriseListQuery,
    output: enterpriseListPageSchema,
  },
  superior: {
    summary: "Put a company under a superior company ('' unlinks); itself or one of its subordinates is refused; logged",
    summaryZh: "将公司挂到上级公司之下（'' 表示解除关系）；不能挂在自身或其下级公司之下；记入操作日志",
    params: idParam,
    body: superiorSchema,
    output: nothing,
    errors: ['enterpriseSuperiorCycle'],
  },
});
