import { defineRoutes } from '../route.js';

/**
 * Seal grants (印章授权) and auto-sign authorizations (sign mode 0). The master or an administrator
 * hands an enterprise seal to a member (user or approver; every use or named applications; for a
 * period or long-term), or lets one application apply one seal with nobody present for a period;
 * each after an SMS code to their own phone. Revoked at once. Signed applications read both lists.
 */
export const sealGrantRoutes = defineRoutes('seals', {
  /** An SMS code to the granting administrator's phone: the willingness check before a grant. */
  grantCode: { method: 'POST', path: '/console/seals/grant-code', access: 'user', permission: 'sealManage:sealList:grant' },
  /** Grants a seal to a member (with the SMS code). */
  grant: {
    method: 'POST',
    path: '/console/seals/:id/grants',
    access: 'user',
    permission: 'sealManage:sealList:grant',
    protect: 'operation',
  },
  /** The enterprise's grants, newest first, or one seal's (who holds it). */
  grants: { method: 'GET', path: '/console/seal-grants', access: 'user', permission: 'sealManage:sealList:grant' },
  /** Ends a grant at once. */
  revokeGrant: { method: 'POST', path: '/console/seal-grants/:id/revoke', access: 'user', permission: 'sealManage:sealList:grant' },
  /** An SMS code to the master's phone before an auto-sign authorization. */
  autoSignCode: { method: 'POST', path: '/console/seals/auto-sign-code', access: 'user', permission: 'sealManage:sealList:authorize' },
  /** Lets one application apply the seal with nobody present, for a period (the master only, with the SMS code). */
  autoSign: {
    method: 'POST',
    path: '/console/seals/:id/auto-signs',
    access: 'user',
    permission: 'sealManage:sealList:authorize',
    protect: 'operation',
  },
  /** The enterprise's auto-sign authorizations, newest first, or one seal's or one application's. */
  autoSigns: { method: 'GET', path: '/console/seal-auto-signs', access: 'user', permission: 'sealManage:sealList:authorize' },
  /** Ends an auto-sign authorization at once. */
  revokeAutoSign: {
    method: 'POST',
    path: '/console/seal-auto-signs/:id/revoke',
    access: 'user',
    permission: 'sealManage:sealList:authorize',
  },

  // ---- the open API (signed, free) ----
  apiGrants: { method: 'GET', path: '/platform-api/v1/seal/grants', access: 'app' },
  apiAutoSigns: { method: 'GET', path: '/platform-api/v1/seal/auto-signs', access: 'app' },
});
