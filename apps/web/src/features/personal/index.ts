/** What other capabilities use of the personal center. */
export { profileQueryKey } from './api';
