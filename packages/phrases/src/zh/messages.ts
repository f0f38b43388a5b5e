import type { Phrases } from '../en/index.js';

export const messages: Phrases['messages'] = {
  registerEmail: {
    subject: '验证您在{{appName}}的邮箱地址',
    text: '您好：\n\n您的验证码为 {{code}}。\n\n也可以打开以下链接验证邮箱并继续注册：\n{{link}}\n\n验证码和链接24小时内有效。如果您没有在{{appName}}注册，请忽略此邮件：没有它就不会创建账号。',
  },
  registerSms: '【{{appName}}】您的注册验证码为 {{code}}，5分钟内有效，请勿泄露给他人。',
  loginSms: '【{{appName}}】您的登录验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  resetSms: '【{{appName}}】您的重置密码验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  signInGuessedEmail: {
    subject: '您的{{appName}}账号出现多次登录失败',
    text: '{{userName}}，您好：\n\n{{time}}因多次输入错误的密码或验证码，您账号的登录已被锁定。如果是您本人操作，请忽略此邮件。\n\n如果不是您本人，可能有人正在猜测您的密码。您的账号仍受保护：锁定只针对尝试来源，您也始终可以使用发送到手机的短信验证码登录。建议您修改密码。\n\n如果您无法使用密码登录，请在24小时内在您要登录的地方打开以下链接，即可解除该处的登录锁定（仅可使用一次）：\n{{link}}',
  },
  resetEmail: {
    subject: '重置您的{{appName}}密码',
    text: '{{userName}}，您好：\n\n您的重置密码验证码为 {{code}}，5分钟内有效。\n\n如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
  },
  passwordResetSms:
    '【{{appName}}】您的账号 {{userName}} 已于 {{time}} 在控制台重置登录密码。如非本人操作，请立即重新重置密码并检查登录设备。',
  passwordResetEmail: {
    subject: '您的{{appName}}密码已重置',
    text: '{{userName}}，您好：\n\n您的账号已于 {{time}} 在控制台重置登录密码，账号的其他登录会话均已结束。\n\n如非本人操作，请立即重新重置密码并检查登录设备。',
  },
  // Personal information.
  phoneChangeSms: '【{{appName}}】您更换账号手机号的验证码为 {{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  phoneChangedSms: '【{{appName}}】您的账号 {{userName}} 的手机号已于 {{time}} 更换为 {{phone}}。如非本人操作，请立即联系客服。',
  emailChangeEmail: {
    subject: '确认您在{{appName}}的新邮箱地址',
    text: '{{userName}}，您好：\n\n您将账号邮箱更换为本邮箱的验证码为 {{code}}，5分钟内有效。\n\n如非本人操作，请忽略此邮件，没有它邮箱不会改变。',
  },
  // 二次验证：变更通知。
  mfaChange: {
    totpAdded: '绑定了身份验证器应用',
    totpRemoved: '解绑了身份验证器应用',
    recoveryRenewed: '重新生成了恢复码（原恢复码已失效）',
    protectionOn: '开启了登录保护',
    protectionOff: '关闭了登录保护',
    passkeyAdded: '添加了通行密钥或安全密钥',
    passkeyRemoved: '删除了通行密钥或安全密钥',
    passkeyRenamed: '重命名了通行密钥或安全密钥',
    factorsReset: '经您同意移除了全部二次验证方式（身份验证器、恢复码、通行密钥、受信任的浏览器）并关闭了登录保护',
  },
  // 运营后台重置用户的二次验证：同意链接。
  mfaResetSms:
    '【{{appName}}】客服（{{operator}}）申请重置您的账号 {{userName}} 的二次验证，原因：{{reason}}。请在 24 小时内确认或拒绝：{{link}} 如非您本人申请，请拒绝。',
  mfaResetEmail: {
    subject: '请确认重置您的{{appName}}二次验证',
    text: '{{userName}}，您好：\n\n客服（{{operator}}）申请重置您账号的二次验证，原因：{{reason}}。\n\n未经您同意不会移除任何内容。请在 24 小时内打开以下链接，查看将被移除的内容并确认或拒绝：{{link}}\n\n如非您本人向客服申请，请拒绝，并考虑修改密码。',
  },
  mfaChangedSms: '【{{appName}}】您的账号 {{userName}} 于 {{time}} {{change}}。如非本人操作，请立即联系客服。',
  mfaChangedEmail: {
    subject: '您的{{appName}}账号二次验证设置有变更',
    text: '{{userName}}，您好：\n\n您的账号于 {{time}} {{change}}。\n\n如非本人操作，请立即联系客服。',
  },
  emailChangedEmail: {
    subject: '您的{{appName}}账号邮箱已更换',
    text: '{{userName}}，您好：\n\n您的账号邮箱已于 {{time}} 更换为 {{email}}，此后的邮件将发送到新地址。\n\n如非本人操作，请立即联系客服。',
  },
  // Real-name authentication.
  realNamePhoneSms: '【{{appName}}】您的实名认证验证码为 {{code}}，5分钟内有效，用于确认本手机号属于您本人。请勿泄露给他人。',
  realNameBankSms: '【{{appName}}】您的银行卡认证验证码为 {{code}}，5分钟内有效，用于确认银行卡预留手机号。请勿泄露给他人。',
  realNamePassedSms: '【{{appName}}】您的账号 {{userName}} 的实名认证已于 {{time}} 审核通过。',
  realNameRejectedSms: '【{{appName}}】您的账号 {{userName}} 的实名认证已于 {{time}} 被驳回，原因：{{note}}。您可在控制台重新申请。',
  realNamePassedEmail: {
    subject: '您的{{appName}}实名认证已通过',
    text: '{{userName}}，您好：\n\n您的实名认证申请已于 {{time}} 审核通过，需要实名的功能现已对您开放。',
  },
  realNameRejectedEmail: {
    subject: '您的{{appName}}实名认证被驳回',
    text: '{{userName}}，您好：\n\n您的实名认证申请已于 {{time}} 审核驳回。\n\n原因：{{note}}\n\n您可在控制台“个人中心 → 实名认证”重新申请。',
  },
  // 企业中心。
  enterpriseLegalPersonSms:
    '【{{appName}}】{{agentName}} 请您以{{enterpriseName}}法定代表人身份确认企业实名认证：{{link}} （24 小时内有效）。如不知情请忽略。',
  enterpriseRemittedSms:
    '【{{appName}}】我们已向{{enterpriseName}}的账户 {{bankAccount}} 打入一笔小额款项，请在 72 小时内到控制台填写金额完成认证。',
  enterpriseMasterCodeSms: '【{{appName}}】您正在更换{{enterpriseName}}的主管理员，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  enterpriseNewMasterCodeSms:
    '【{{appName}}】{{userName}} 正在将您设为{{enterpriseName}}的主管理员。如您同意，请将验证码 {{code}} 告诉对方（5 分钟内有效）。',
  enterpriseMasterChangedSms: '【{{appName}}】{{enterpriseName}}的主管理员已于 {{time}} 由 {{oldMaster}} 变更为 {{newMaster}}。',
  enterprisePassedSms: '【{{appName}}】{{enterpriseName}}的企业实名认证已于 {{time}} 通过。',
  enterpriseRejectedSms: '【{{appName}}】{{enterpriseName}}的企业实名认证已于 {{time}} 被驳回，原因：{{note}}。您可在控制台重新提交。',
  enterprisePassedEmail: {
    subject: '{{enterpriseName}}的{{appName}}企业实名认证已通过',
    text: '{{userName}}，您好：\n\n{{enterpriseName}}的企业实名认证已于 {{time}} 审核通过。',
  },
  enterpriseRejectedEmail: {
    subject: '{{enterpriseName}}的{{appName}}企业实名认证被驳回',
    text: '{{userName}}，您好：\n\n{{enterpriseName}}的企业实名认证已于 {{time}} 审核驳回。\n\n原因：{{note}}\n\n您可在控制台“企业中心 → 企业认证”重新提交。',
  },
  // 服务与应用。
  operationCodeSms: '【{{appName}}】您正在进行受保护的操作，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  appSecretCodeSms: '【{{appName}}】您正在查看应用 {{application}} 的新密钥，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  sealGrantCodeSms: '【{{appName}}】您正在授权 {{enterpriseName}} 的印章，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  sealAutoSignCodeSms: '【{{appName}}】您正在授权 {{enterpriseName}} 的应用自动使用印章签署，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  quotaAlertSms: '【{{appName}}】{{enterpriseName}} 的 {{product}} 服务已使用 {{threshold}}%（{{used}}/{{total}}）。',
  quotaAlertEmail: {
    subject: '{{enterpriseName}} 的{{appName}} {{product}} 服务已使用 {{threshold}}%',
    text: '{{userName}}，您好：\n\n{{enterpriseName}} 的 {{product}} 服务已使用 {{used}} 次，共 {{total}} 次（{{threshold}}%）。用尽后，其应用对该服务的调用将被拒绝，直至续购。',
  },
  // 组织。
  memberInvitationSms: '【{{appName}}】{{inviter}}邀请您加入{{enterpriseName}}，请在控制台接受：{{link}}（7 天内有效）。',
  memberInvitationEmail: {
    subject: '{{inviter}}邀请您在{{appName}}加入{{enterpriseName}}',
    text: '您好：\n\n{{inviter}}邀请您加入{{enterpriseName}}。请登录后接受邀请：{{link}}\n\n邀请 7 天内有效。如不知情，请忽略本消息。',
  },
  // Work orders.
  workOrderReplySms: '【{{appName}}】您的工单 {{number}}（{{title}}）已于 {{time}} 收到客服回复，请登录控制台在“我的工单”中查看。',
  workOrderReplyEmail: {
    subject: '{{appName}}：您的工单 {{number}} 有新回复',
    text: '您好，{{userName}}：\n\n客服已于 {{time}} 回复您的工单 {{number}}（{{title}}）：\n\n{{reply}}\n\n请登录控制台在“工单 → 我的工单”中查看完整记录。',
  },
  // The cost center.
  invoiceUpdateSms: '【{{appName}}】您金额为 {{amount}} 元的开票申请已{{status}}（{{time}}）。{{reason}}请在费用中心 → 我的发票查看。',
  invoiceUpdateEmail: {
    subject: '{{appName}}：您的开票申请已{{status}}',
    text: '您好：\n\n您金额为 {{amount}} 元的开票申请已{{status}}（{{time}}）。{{reason}}\n\n请在控制台费用中心 → 我的发票查看。',
  },
  // Certificate expiry reminders (30, 7 and 1 days before).
  certificateExpirySms: '【{{appName}}】您的证书 {{serial}}（{{owner}}）将在 {{days}} 天后（{{time}}）到期，请在控制台“我的证书”中更新。',
  certificateExpirySms_one:
    '【{{appName}}】您的证书 {{serial}}（{{owner}}）将在 {{days}} 天后（{{time}}）到期，请在控制台“我的证书”中更新。',
  certificateExpiryEmail: {
    subject: '{{appName}}：您的证书将在 {{days}} 天后到期',
    subject_one: '{{appName}}：您的证书将在 {{days}} 天后到期',
    text: '{{userName}}，您好：\n\n您的证书 {{serial}}（{{owner}}）将在 {{days}} 天后（{{time}}）到期。请在此之前在控制台“服务管理 → 我的证书”中更新；过期的证书不能再签名或登录。',
    text_one:
      '{{userName}}，您好：\n\n您的证书 {{serial}}（{{owner}}）将在 {{days}} 天后（{{time}}）到期。请在此之前在控制台“服务管理 → 我的证书”中更新；过期的证书不能再签名或登录。',
  },
  signFlowInviteSms: '【{{appName}}】{{initiator}} 邀请您在 {{deadline}} 前签署《{{title}}》：{{link}}',
  signFlowInviteEmail: {
    subject: '{{initiator}} 邀请您签署《{{title}}》',
    text: '{{name}}，您好：\n\n{{initiator}} 邀请您在 {{deadline}} 前签署《{{title}}》。\n\n打开链接阅读并签署：{{link}}\n\n该链接在您签署或拒签前有效，仅限使用一次。',
  },
  signFlowCodeSms: '【{{appName}}】您正在签署《{{title}}》，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  signFlowCodeEmail: {
    subject: '签署《{{title}}》的验证码',
    text: '您正在签署《{{title}}》，验证码 {{code}}，5 分钟内有效，请勿告诉他人。',
  },
  signFlowCcStartedSms: '【{{appName}}】{{initiator}} 发起了《{{title}}》的签署（截止 {{deadline}}）并抄送给您，全部签署完成后将通知您。',
  signFlowCcStartedEmail: {
    subject: '{{initiator}} 将《{{title}}》抄送给您',
    text: '{{name}}，您好：\n\n{{initiator}} 发起了《{{title}}》的签署（截止 {{deadline}}）并抄送给您。您无需签署，全部签署完成后将通知您。',
  },
  signFlowCcCompletedSms: '【{{appName}}】{{initiator}} 发起的《{{title}}》已全部签署完成，存证核验码 {{code}}。',
  signFlowCcCompletedEmail: {
    subject: '《{{title}}》已全部签署完成',
    text: '{{name}}，您好：\n\n抄送给您的《{{title}}》（{{initiator}} 发起）已全部签署完成。存证核验码 {{code}}，可在 {{verify}} 核验。',
  },
  signFlowDeadlineSms: '【{{appName}}】提醒：{{initiator}} 请您在 {{deadline}} 前签署《{{title}}》：{{link}}',
  signFlowDeadlineEmail: {
    subject: '提醒：《{{title}}》将于 {{deadline}} 截止',
    text: '{{name}}，您好：\n\n{{initiator}} 请您签署《{{title}}》，流程将于 {{deadline}} 截止。\n\n打开链接阅读并签署：{{link}}\n\n链接仅可使用一次，之前的链接已失效。',
  },
  signFlowWillingnessSms:
    '【{{appName}}】您即将签署《{{title}}》，意愿确认验证码 {{code}}，5 分钟内有效，输入即表示您同意签署，请勿告诉他人。',
  signFlowBatchWillingnessSms:
    '【{{appName}}】您即将一次签署 {{count}} 份合同（首份《{{title}}》），意愿确认验证码 {{code}}，5 分钟内有效，输入即表示您同意全部签署，请勿告诉他人。',
  signFlowWillingnessEmail: {
    subject: '确认签署《{{title}}》',
    text: '您即将签署《{{title}}》，意愿确认验证码 {{code}}，5 分钟内有效，输入即表示您同意签署，请勿告诉他人。',
  },
};
