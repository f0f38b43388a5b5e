import type { Phrases } from '../en/index.js';

export const messages: Phrases['messages'] = {
  registerEmail: {
    subject: '验证您在{{appName}}的邮箱地址',
    text: '您好：\n\n您的验证码为 {{code}}。\n\n也可以打开以下链接验证邮箱并继续注册：\n{{link}}\n\n验证码和链接24小时内有效。如果您没有在{{appName}}注册，请忽略此邮件：没有它就不会创建账号。',
  },
  registerSms: '【{{appName}}】您的注册验证码为 {{code}}，5分钟内有效，请勿泄露给他人。',
  loginSms: '【{{appName}}】您的登录验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  resetSms: '【{{appName}}】您的重置密码验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  resetEmail: {
    subject: '重置您的{{appName}}密码',
    text: '{{userName}}，您好：\n\n您的重置密码验证码为 {{code}}，5分钟内有效。\n\n如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
  },
  passwordResetSms:
    '【{{appName}}】您的账号 {{userName}} 已于 {{time}}（UTC）在控制台重置登录密码。如非本人操作，请立即重新重置密码并检查登录设备。',
  passwordResetEmail: {
    subject: '您的{{appName}}密码已重置',
    text: '{{userName}}，您好：\n\n您的账号已于 {{time}}（UTC）在控制台重置登录密码，账号的其他登录会话均已结束。\n\n如非本人操作，请立即重新重置密码并检查登录设备。',
  },
  // Personal information.
  phoneChangeSms: '【{{appName}}】您更换账号手机号的验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  phoneChangedSms: '【{{appName}}】您的账号 {{userName}} 的手机号已于 {{time}}（UTC）更换为 {{phone}}。如非本人操作，请立即联系客服。',
  emailChangeEmail: {
    subject: '确认您在{{appName}}的新邮箱地址',
    text: '{{userName}}，您好：\n\n您将账号邮箱更换为本邮箱的验证码为 {{code}}，5分钟内有效。\n\n如非本人操作，请忽略此邮件，没有它邮箱不会改变。',
  },
  emailChangedEmail: {
    subject: '您的{{appName}}账号邮箱已更换',
    text: '{{userName}}，您好：\n\n您的账号邮箱已于 {{time}}（UTC）更换为 {{email}}，此后的邮件将发送到新地址。\n\n如非本人操作，请立即联系客服。',
  },
  // Real-name authentication.
  realNamePhoneSms: '【{{appName}}】您的实名认证验证码为 {{code}}，5分钟内有效，用于确认本手机号属于您本人。请勿泄露给他人。',
  realNameBankSms: '【{{appName}}】您的银行卡认证验证码为 {{code}}，5分钟内有效，用于确认银行卡预留手机号。请勿泄露给他人。',
  realNamePassedSms: '【{{appName}}】您的账号 {{userName}} 的实名认证已于 {{time}}（UTC）审核通过。',
  realNameRejectedSms: '【{{appName}}】您的账号 {{userName}} 的实名认证已于 {{time}}（UTC）被驳回，原因：{{note}}。您可在控制台重新申请。',
  realNamePassedEmail: {
    subject: '您的{{appName}}实名认证已通过',
    text: '{{userName}}，您好：\n\n您的实名认证申请已于 {{time}}（UTC）审核通过，需要实名的功能现已对您开放。',
  },
  realNameRejectedEmail: {
    subject: '您的{{appName}}实名认证被驳回',
    text: '{{userName}}，您好：\n\n您的实名认证申请已于 {{time}}（UTC）审核驳回。\n\n原因：{{note}}\n\n您可在控制台“个人中心 → 实名认证”重新申请。',
  },
  // 企业中心。
  enterpriseLegalPersonSms:
    '【{{appName}}】{{agentName}} 请您以{{enterpriseName}}法定代表人身份确认企业实名认证：{{link}} （24 小时内有效）。如不知情请忽略。',
  enterpriseRemittedSms:
    '【{{appName}}】我们已向{{enterpriseName}}的账户 {{bankAccount}} 打入一笔小额款项，请在 72 小时内到控制台填写金额完成认证。',
  enterpriseMasterCodeSms: '【{{appName}}】您正在更换{{enterpriseName}}的主管理员，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  enterpriseNewMasterCodeSms:
    '【{{appName}}】{{userName}} 正在将您设为{{enterpriseName}}的主管理员。如您同意，请将验证码 {{code}} 告诉对方（5 分钟内有效）。',
  enterpriseMasterChangedSms: '【{{appName}}】{{enterpriseName}}的主管理员已于 {{time}}（UTC）由 {{oldMaster}} 变更为 {{newMaster}}。',
  enterprisePassedSms: '【{{appName}}】{{enterpriseName}}的企业实名认证已于 {{time}}（UTC）通过。',
  enterpriseRejectedSms:
    '【{{appName}}】{{enterpriseName}}的企业实名认证已于 {{time}}（UTC）被驳回，原因：{{note}}。您可在控制台重新提交。',
  enterprisePassedEmail: {
    subject: '{{enterpriseName}}的{{appName}}企业实名认证已通过',
    text: '{{userName}}，您好：\n\n{{enterpriseName}}的企业实名认证已于 {{time}}（UTC）审核通过。',
  },
  enterpriseRejectedEmail: {
    subject: '{{enterpriseName}}的{{appName}}企业实名认证被驳回',
    text: '{{userName}}，您好：\n\n{{enterpriseName}}的企业实名认证已于 {{time}}（UTC）审核驳回。\n\n原因：{{note}}\n\n您可在控制台“企业中心 → 企业认证”重新提交。',
  },
};
