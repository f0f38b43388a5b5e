import { definePages } from '../../app/capability';

/** §2 myServiceStatistics and myAppStatistics (the services' names come from their namespace). */
export const statisticsPages = definePages({
  name: 'statistics',
  namespaces: ['errors', 'services'],
  pages: {
    myServiceStatistics: { load: () => import('./ServiceStatisticsPage') },
    myAppStatistics: { load: () => import('./AppStatisticsPage') },
  },
});
