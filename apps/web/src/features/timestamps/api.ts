import { timestampsRoutes as r } from '@console/contract/timestamps/routes';
import { call } from '../../api/http';

/** Calls of time-stamps; paths and answers come from the endpoint table. */
export const timestampsApi = {
  issue: (body: { hash: string; hashAlgorithm: 1 | 2 }) => call(r.issue, { body }),
  verify: (body: { token: string; hash?: string }) => call(r.verify, { body }),
};
