import { amountSubmitSchema, authHistoryQuery, enterpriseApplicationSchema, enterpriseAuthPaths, updateEnterpriseApplicationSchema } from '@console/contract';
import { type AnyRouteSpec, defineRoute } from '../../platform/route.js';
import { createAuth, getHistory, selectProjectInfo, submitAmount, updateAuth } from './service.js';

const tag = 'enterpriseAuth';

/** Enterprise authentication (§7 createAuth, updateAuth, selectProjectInfo; history; bankAuthSubmit amount). */
export const enterpriseAuthRoutes: AnyRouteSpec[] = [
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.createAuth,
    summary: '§7 createAuth (form-encoded): an enterprise application in one mode (authType bank | bankLegal | legalPerson | documents); checkStatus is 8 afterwards. Bank modes remit at once; legal person mode sends the representative an SMS link',
    tag,
    auth: 'user',
    permission: 'eAuthSelect',
    body: enterpriseApplicationSchema,
    handler: ({ deps, body, user, req, lang }) => createAuth(deps, { user, ip: req.ip, lang, log: req.log }, body),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.updateAuth,
    summary: '§7 updateAuth (form-encoded, with the id of the current application): replaces it (re-entered data or another mode); the old one is superseded',
    tag,
    auth: 'user',
    permission: 'eAuthSelect',
    body: updateEnterpriseApplicationSchema,
    handler: ({ deps, body, user, req, lang }) => updateAuth(deps, { user, ip: req.ip, lang, log: req.log }, body),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseAuthPaths.selectProjectInfo,
    summary: '§7 selectProjectInfo: the enterprise’s current application as submitted (personal data masked), or null',
    tag,
    auth: 'user',
    permission: 'eAuthResults',
    handler: ({ deps, user }) => selectProjectInfo(deps, { user }),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseAuthPaths.history,
    summary: 'Every authentication application of the enterprise, newest first (masked; ended ones with their reason)',
    tag,
    auth: 'user',
    permission: 'eAuthResults',
    query: authHistoryQuery,
    handler: ({ deps, user, query }) => getHistory(deps, { user, ...query }),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.amount,
    summary: 'bankAuthSubmit: one entry of the remitted amount (72 h, 3 attempts); a retried requestId counts once and answers the same',
    tag,
    auth: 'user',
    permission: 'bankAuthSubmit',
    body: amountSubmitSchema,
    handler: ({ deps, body, user, req, lang }) => submitAmount(deps, { user, ip: req.ip, lang, log: req.log }, body),
  }),
];
