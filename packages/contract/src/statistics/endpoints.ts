import { defineEndpoints } from '../endpoint.js';
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
});
