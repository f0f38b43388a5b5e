import { defineEndpoints, fileOutput } from '../endpoint.js';
import { xlsxContentType } from '../imports/schemas.js';
import { statisticsRoutes } from './routes.js';
import { appStatisticsSchema, serviceStatisticsSchema, usageStatisticsQuery } from './schemas.js';

export const statisticsEndpoints = defineEndpoints(statisticsRoutes, {
  services: {
    summary: 'Open-API calls, successes and failures per day of a month and per service, with the remaining quota',
    query: usageStatisticsQuery,
    output: serviceStatisticsSchema,
    errors: ['notFound'],
  },
  apps: {
    summary: 'Open-API calls, successes and failures per day of a month and per application',
    query: usageStatisticsQuery,
    output: appStatisticsSchema,
    errors: ['notFound'],
  },
  servicesExport: {
    summary: 'The service statistics the page shows (same query) as xlsx: one sheet of periods with the total, one per service; logged',
    query: usageStatisticsQuery,
    output: fileOutput(xlsxContentType),
    errors: ['notFound'],
  },
  appsExport: {
    summary:
      'The application statistics the page shows (same query) as xlsx: one sheet of periods with the total, one per application; logged',
    query: usageStatisticsQuery,
    output: fileOutput(xlsxContentType),
    errors: ['notFound'],
  },
});
