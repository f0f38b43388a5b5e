import { timestampsEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { apiIssueTimestamp, apiVerifyTimestamp } from './api-services.js';
import { answerTimestampQuery, issueTimestamp, verifyTimestamp } from './service.js';

export const timestampsRoutes = [
  defineRoute(e.tsa, async ({ deps, caller, req, reply }) =>
    reply
      .header('content-type', 'application/timestamp-reply')
      .header('cache-control', 'no-store')
      .send(await answerTimestampQuery(deps, { caller, body: req.body })),
  ),
  defineRoute(e.issue, ({ deps, caller, body }) => issueTimestamp(deps, { caller, ...body })),
  defineRoute(e.verify, ({ deps, caller, body }) => verifyTimestamp(deps, { caller, ...body })),
  defineRoute(e.apiIssue, ({ deps, caller, body }) => apiIssueTimestamp(deps, { caller, ...body })),
  defineRoute(e.apiVerify, ({ deps, caller, body }) => apiVerifyTimestamp(deps, { caller, ...body })),
];
