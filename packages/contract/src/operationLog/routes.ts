import { defineRoutes } from '../route.js';

/**
 * §2 userDailyList: the operation log — the person's own acts (personal context), the enterprise's
 * (administrators) or the member's own (other members). Read-only: no route changes or deletes a row.
 */
export const operationLogRoutes = defineRoutes('operationLog', {
  /** ?start&end&service&actor&keyword&after: newest first, keyset-paged. */
  list: { method: 'GET', path: '/console/operationLog/list', access: 'user', permission: 'userDailyList' },
  /** One row with its place in the tenant's hash chain. */
  detail: { method: 'GET', path: '/console/operationLog/detail/:id', access: 'user', permission: 'userDailyList' },
  /** ?start&end: re-checks the tenant's hash chain over the range and says where it breaks. */
  verify: { method: 'GET', path: '/console/operationLog/verify', access: 'user', permission: 'userDailyList' },
  /** ?start&end: the range as CSV with its chain anchor and head, for an auditor to verify offline. */
  export: { method: 'GET', path: '/console/operationLog/export', access: 'user', permission: 'userDailyList' },
  /** §2 logStatistics: acts per day and per kind within a month. */
  statistics: { method: 'GET', path: '/console/operationLog/statistics', access: 'user', permission: 'logStatistics' },
});
