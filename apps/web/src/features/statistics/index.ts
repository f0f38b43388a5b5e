/** What other capabilities may use: the statistics' calls. */
export { statisticsApi, statisticsKey } from './api';
