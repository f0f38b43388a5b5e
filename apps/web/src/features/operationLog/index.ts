/** What other capabilities may use: the operation log's calls. */
export { operationLogApi, operationLogKey } from './api';
