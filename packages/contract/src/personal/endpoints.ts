import { z } from 'zod';
import { codeSendErrors, codeSentSchema, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { personalRoutes } from './routes.js';
import {
  activeSessionSchema,
  consoleResetCodeSchema,
  consoleResetSchema,
  emailChangeSchema,
  emailCodeSchema,
  endSessionSchema,
  endedSessionsSchema,
  nicknameSchema,
  opsPeopleQuery,
  personPickListSchema,
  personalProfileSchema,
  phoneChangeSchema,
  phoneChangeTicketSchema,
  phoneNewCodeSchema,
  phoneOldCodeSchema,
  phoneOldCodeSentSchema,
  phoneVerifyOldSchema,
  resetTargetsSchema,
} from './schemas.js';

export const personalEndpoints = defineEndpoints(personalRoutes, {
  profile: {
    summary: 'Personal information (pBasicInfo): phone, e-mail, ID number and bank card masked',
    summaryZh: '个人信息（pBasicInfo）：手机号、邮箱、身份证号和银行卡号均已脱敏',
    output: personalProfileSchema,
  },
  nickname: {
    summary: 'Change the nickname (at most 32 letters, digits, CJK, spaces and . _ -)',
    summaryZh: '修改昵称（最多 32 个字符，可使用字母、数字、汉字、空格和 . _ -）',
    body: nicknameSchema,
    output: nothing,
  },
  phoneOldCode: {
    summary: 'Phone change step 1: the account password, then a code to the current phone; answers the step ticket',
    summaryZh: '更换手机号第 1 步：验证登录密码后，向当前手机发送验证码；返回本步骤的凭证',
    body: phoneOldCodeSchema,
    output: phoneOldCodeSentSchema,
    errors: ['oldPasswordWrong', 'accountLocked', 'phoneNotBound', ...codeSendErrors],
  },
  phoneVerifyOld: {
    summary: 'Phone change step 2: the current phone’s code; answers the ticket for the new phone',
    summaryZh: '更换手机号第 2 步：提交当前手机收到的验证码；返回验证新手机号所需的凭证',
    body: phoneVerifyOldSchema,
    output: phoneChangeTicketSchema,
    errors: ['phoneNotBound', 'codeWrong', 'changeStepInvalid'],
  },
  phoneNewCode: {
    summary: 'Phone change step 3: a code to the new phone (not the current one, not another account’s)',
    summaryZh: '更换手机号第 3 步：向新手机号发送验证码（不能是当前手机号，也不能是其他账号的手机号）',
    body: phoneNewCodeSchema,
    output: codeSentSchema,
    errors: ['changeStepInvalid', 'phoneSameAsCurrent', 'phoneUsed', ...codeSendErrors],
  },
  phoneChange: {
    summary: 'Phone change step 3: the new phone’s code changes the phone; the old phone is told',
    summaryZh: '更换手机号第 3 步：提交新手机收到的验证码完成更换；并通知原手机号',
    body: phoneChangeSchema,
    output: nothing,
    errors: ['codeWrong', 'changeStepInvalid', 'phoneUsed'],
  },
  emailCode: {
    summary: 'E-mail change: a code to the new address (not used by another account)',
    summaryZh: '更换邮箱：向新邮箱地址发送验证码（该地址不能已被其他账号使用）',
    body: emailCodeSchema,
    output: codeSentSchema,
    errors: ['emailSameAsCurrent', 'emailUsed', ...codeSendErrors],
  },
  emailChange: {
    summary: 'E-mail change: the new address’s code changes it; the old address is told',
    summaryZh: '更换邮箱：提交新邮箱收到的验证码完成更换；并通知原邮箱',
    body: emailChangeSchema,
    output: nothing,
    errors: ['codeWrong', 'emailSameAsCurrent', 'emailUsed'],
  },
  sessions: {
    summary: 'The account’s active sessions (device, masked IP, sign-in method, times); the current one marked',
    summaryZh: '账号登录中的会话（设备、脱敏后的 IP、登录方式、时间），并标出当前会话',
    output: z.array(activeSessionSchema),
  },
  endSession: {
    summary: 'End one of the account’s other sessions (its next request is told code 12)',
    summaryZh: '下线账号的另一个会话（该会话的下一次请求将收到错误码 12）',
    body: endSessionSchema,
    output: nothing,
    errors: ['sessionIsCurrent', 'sessionNotFound'],
  },
  endOtherSessions: {
    summary: 'End every session of the account but this one',
    summaryZh: '下线账号除当前会话以外的所有会话',
    output: endedSessionsSchema,
  },
  resetTargets: {
    summary: 'Where a reset code can go: the account’s own phone and e-mail, masked (null when missing)',
    summaryZh: '重置验证码可发送到的位置：账号绑定的手机号和邮箱，已脱敏（未绑定时为 null）',
    output: resetTargetsSchema,
  },
  resetCode: {
    summary: 'Send a reset code to the account’s own phone or e-mail (channel: phone | email)',
    summaryZh: '向账号绑定的手机或邮箱发送重置验证码（channel：phone | email）',
    body: consoleResetCodeSchema,
    output: codeSentSchema,
    errors: ['resetPhoneMissing', 'resetEmailMissing', ...codeSendErrors],
  },
  reset: {
    summary: 'Reset the password with the code (the one password rule); every other session ends',
    summaryZh: '用验证码重置密码（遵循统一的密码规则）；其他所有会话随即结束',
    body: consoleResetSchema,
    output: nothing,
    errors: ['codeWrong', 'resetPhoneMissing', 'resetEmailMissing', 'passwordCommon'],
  },
  opsPeople: {
    summary:
      'People by account name or nickname (part of it, case-insensitively) or by their whole phone number, at most 20, newest first; phones masked',
    summaryZh: '按账号名或昵称（部分匹配，不区分大小写）或完整手机号查找个人，最多 20 个，新注册的在前；手机号已脱敏',
    query: opsPeopleQuery,
    output: personPickListSchema,
  },
});
