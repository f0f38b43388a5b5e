/** What other capabilities may use of sign flows: the dashboard's count of flows waiting for my signature. */
export { WaitingCount } from './WaitingCount';
