import { defineEndpoints, fileOutput } from '../endpoint.js';
import { xlsxContentType } from '../imports/schemas.js';
import { statisticsRoutes } from './routes.js';
import { appStatisticsSchema, serviceStatisticsSchema, usageStatisticsQuery } from './schemas.js';

export const statisticsEndpoints = defineEndpoints(statisticsRoutes, {
  services: {
    summary: 'Open-API calls, successes and failures per day of a month and per service, with the remaining quota',
    summaryZh: '某月每日及各服务的开放接口调用、成功和失败次数，以及剩余额度',
    query: usageStatisticsQuery,
    output: serviceStatisticsSchema,
    errors: ['notFound'],
  },
  apps: {
    summary: 'Open-API calls, successes and failures per day of a month and per application',
    summaryZh: '某月每日及各应用的开放接口调用、成功和失败次数',
    query: usageStatisticsQuery,
    output: appStatisticsSchema,
    errors: ['notFound'],
  },
  servicesExport: {
    summary: 'The service statistics the page shows (same query) as xlsx: one sheet of periods with the total, one per service; logged',
    summaryZh: '将页面所示的服务统计（相同查询条件）导出为 xlsx：一个工作表按时段列出并含合计，每项服务另有一个工作表；记入操作日志',
    query: usageStatisticsQuery,
    output: fileOutput(xlsxContentType),
    errors: ['notFound'],
  },
  appsExport: {
    summary:
      'The application statistics the page shows (same query) as xlsx: one sheet of periods with the total, one per application; logged',
    summaryZh: '将页面所示的应用统计（相同查询条件）导出为 xlsx：一个工作表按时段列出并含合计，每个应用另有一个工作表；记入操作日志',
    query: usageStatisticsQuery,
    output: fileOutput(xlsxContentType),
    errors: ['notFound'],
  },
});
