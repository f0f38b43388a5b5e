import { operationLogEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { exportLog, verifyLog } from './chain.js';
import { listLogs, logDetail } from './service.js';
import { logStatistics } from './statistics.js';

/** userDailyList and logStatistics: read-only, by design — the log has no route that changes a row. */
export const operationLogRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listLogs(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => logDetail(deps, { caller, ...params })),
  defineRoute(e.verify, ({ deps, caller, query }) => verifyLog(deps, { caller, ...query })),
  defineRoute(e.export, async ({ deps, caller, query, reply }) => {
    const file = await exportLog(deps, { caller, ...query });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.csv);
  }),
  defineRoute(e.statistics, ({ deps, caller, query }) => logStatistics(deps, { caller, ...query })),
];
