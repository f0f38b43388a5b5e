import { appsRoutes } from '@console/contract/apps/routes';
import { pageSizeCap } from '@console/contract';
import type { UsageStatisticsQuery } from '@console/contract';
import { statisticsRoutes as r } from '@console/contract/statistics/routes';
import { call } from '../../api/http';

/** Calls of the usage statistics; paths and answers come from the endpoint table. */
export const statisticsApi = {
  services: (query: UsageStatisticsQuery) => call(r.services, { query }),
  apps: (query: UsageStatisticsQuery) => call(r.apps, { query }),
  /** The first page of the enterprise's applications, for the filter (a role without the app list just gets none). */
  appChoices: () => call(appsRoutes.list, { query: { pageSize: pageSizeCap }, hideError: true }),
};

/** The xlsx of the same query, made by the server. */
export const servicesExportPath = r.servicesExport.path;
export const appsExportPath = r.appsExport.path;

export const statisticsKey = ['statistics'] as const;
