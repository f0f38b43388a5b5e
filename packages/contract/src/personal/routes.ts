import { defineRoutes } from '../route.js';

/**
 * The personal center (§2 personalCenter): personal information (pCenterInfo: the profile, the
 * nickname, the phone and e-mail changes) and account security (securityCenter: active sessions and
 * the in-console password reset). The password change itself is §7 `base/user/updatePass` (auth).
 */
export const personalRoutes = defineRoutes('personal', {
  profile: { method: 'GET', path: '/console/personal/profile', access: 'user', permission: 'pBasicInfo' },
  nickname: { method: 'POST', path: '/console/personal/nickname', access: 'user', permission: 'pBasicInfo' },
  /** Phone change, step 1: the account password, then a code to the phone on the account. */
  phoneOldCode: { method: 'POST', path: '/console/personal/phone/oldCode', access: 'user', permission: 'BasicInfoPhone' },
  /** Step 2: that code advances the step ticket. */
  phoneVerifyOld: { method: 'POST', path: '/console/personal/phone/verifyOld', access: 'user', permission: 'BasicInfoPhone' },
  /** Step 3: a code to the new phone, then the change. */
  phoneNewCode: { method: 'POST', path: '/console/personal/phone/newCode', access: 'user', permission: 'BasicInfoPhone' },
  phoneChange: { method: 'POST', path: '/console/personal/phone/change', access: 'user', permission: 'BasicInfoPhone' },
  emailCode: { method: 'POST', path: '/console/personal/email/code', access: 'user', permission: 'modifyMailbox' },
  emailChange: { method: 'POST', path: '/console/personal/email/change', access: 'user', permission: 'modifyMailbox' },
  sessions: { method: 'GET', path: '/console/personal/sessions', access: 'user', permission: 'security' },
  endSession: { method: 'POST', path: '/console/personal/sessions/end', access: 'user', permission: 'security' },
  endOtherSessions: { method: 'POST', path: '/console/personal/sessions/endOthers', access: 'user', permission: 'security' },
  resetTargets: { method: 'GET', path: '/console/personal/password/targets', access: 'user', permission: 'forget' },
  resetCode: { method: 'POST', path: '/console/personal/password/code', access: 'user', permission: 'forget' },
  reset: { method: 'POST', path: '/console/personal/password/reset', access: 'user', permission: 'forget' },

  // ---- the back office ----
  /** ?keyword: people by account name, nickname or phone, for choosing whom something is issued to. */
  opsPeople: { method: 'GET', path: '/operation-webapi/people', access: 'operator' },
});
