/** What other capabilities may use: the operation log's calls. */
export { operationLogApi, operationLogKey } from './api';
/** The ECharts chart (echarts loads with the first chart): the usage statistics draw with it too. */
export { EChart } from './EChart';
