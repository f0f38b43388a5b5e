import { definePages } from '../../app/capability';

/** §2 userDailyList (the operation log) and logStatistics. */
export const operationLogPages = definePages({
  name: 'operationLog',
  namespaces: ['errors'],
  pages: {
    userDailyList: { load: () => import('./OperationLogPage') },
    logStatistics: { load: () => import('./LogStatisticsPage') },
  },
});
