import { outboxRoutes as r } from '@console/contract/outbox/routes';
import { call } from '../../api/http';

/** The local outbox (outside production). */
export const outboxApi = {
  list: () => call(r.list),
};
