import { statisticsEndpoints as e } from '@console/contract';
import { sendWorkbook } from '../../platform/imports.js';
import { defineRoute } from '../../platform/route.js';
import { exportAppStatistics, exportServiceStatistics } from './export.js';
import { appStatistics, serviceStatistics } from './service.js';

/** myServiceStatistics and myAppStatistics: read-only views of the usage rollup, and their xlsx files. */
export const statisticsRoutes = [
  defineRoute(e.services, ({ deps, caller, query }) => serviceStatistics(deps, { caller, ...query })),
  defineRoute(e.apps, ({ deps, caller, query }) => appStatistics(deps, { caller, ...query })),
  defineRoute(e.servicesExport, async ({ deps, caller, query, reply }) =>
    sendWorkbook(reply, await exportServiceStatistics(deps, { caller, ...query }), `service-statistics-${query.month}.xlsx`),
  ),
  defineRoute(e.appsExport, async ({ deps, caller, query, reply }) =>
    sendWorkbook(reply, await exportAppStatistics(deps, { caller, ...query }), `app-statistics-${query.month}.xlsx`),
  ),
];
