import { statisticsEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { appStatistics, serviceStatistics } from './service.js';

/** myServiceStatistics and myAppStatistics: read-only views of the usage rollup. */
export const statisticsRoutes = [
  defineRoute(e.services, ({ deps, caller, query }) => serviceStatistics(deps, { caller, ...query })),
  defineRoute(e.apps, ({ deps, caller, query }) => appStatistics(deps, { caller, ...query })),
];
