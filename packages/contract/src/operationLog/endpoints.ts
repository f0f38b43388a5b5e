import { idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { operationLogRoutes } from './routes.js';
import {
  logListQuery,
  logDetailSchema,
  logPageSchema,
  logStatisticsSchema,
  logRangeQuery,
  logStatisticsQuery,
  chainVerifySchema,
} from './schemas.js';

export const operationLogEndpoints = defineEndpoints(operationLogRoutes, {
  list: {
    summary: 'The operation log: who did what, when and from where, newest first, by range, service, actor and keyword',
    query: logListQuery,
    output: logPageSchema,
  },
  detail: { summary: 'One operation-log row with its place in the hash chain', params: idParam, output: logDetailSchema },
  verify: {
    summary: 'Re-checks the tenant’s hash chain over a range (administrators, or the person in the personal context)',
    query: logRangeQuery,
    output: chainVerifySchema,
    errors: ['logChainAdminOnly'],
  },
  export: {
    summary: 'The range as CSV with the hash before its first row and the chain head, to verify offline',
    query: logRangeQuery,
    output: fileOutput('text/csv'),
    errors: ['logChainAdminOnly', 'logExportTooLarge'],
  },
  statistics: { summary: 'Acts per day and per service within a month', query: logStatisticsQuery, output: logStatisticsSchema },
});
