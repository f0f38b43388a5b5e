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
    summaryZh: '操作日志：谁在何时、从何处做了什么，按时间倒序，可按时间范围、服务、操作人和关键词筛选',
    query: logListQuery,
    output: logPageSchema,
  },
  detail: {
    summary: 'One operation-log row with its place in the hash chain',
    summaryZh: '单条操作日志及其在哈希链中的位置',
    params: idParam,
    output: logDetailSchema,
  },
  verify: {
    summary: 'Re-checks the tenant’s hash chain over a range (administrators, or the person in the personal context)',
    summaryZh: '重新校验租户在某一时间范围内的哈希链（限管理员，或个人上下文中的本人）',
    query: logRangeQuery,
    output: chainVerifySchema,
    errors: ['logChainAdminOnly'],
  },
  export: {
    summary: 'The range as CSV with the hash before its first row and the chain head, to verify offline',
    summaryZh: '将该时间范围导出为 CSV，附首条之前的哈希和链头，可离线校验',
    query: logRangeQuery,
    output: fileOutput('text/csv'),
    errors: ['logChainAdminOnly', 'logExportTooLarge'],
  },
  statistics: {
    summary: 'Acts per day and per service within a month',
    summaryZh: '某月内每日及各服务的操作数',
    query: logStatisticsQuery,
    output: logStatisticsSchema,
  },
});
