import {
  authHistoryQuery,
  documentKinds,
  enterpriseListQuery,
  enterpriseReviewDecisionSchema,
  enterpriseReviewListQuery,
  enterpriseReviewPaths,
  superiorSchema,
} from '@console/contract';
import { z } from 'zod';
import { type AnyRouteSpec, defineRoute } from '../../platform/route.js';
import { decide, getApplication, listApplications, listEnterprises, listRemittances, sendApplicationDocument, setSuperior } from './review.js';

const tag = 'operations';
const idParams = z.object({ id: z.string().min(1).max(64) });
const documentParams = idParams.extend({ kind: z.enum(documentKinds) });

/** The operator back office for enterprises. */
export const enterpriseReviewRoutes: AnyRouteSpec[] = [
  defineRoute({
    method: 'GET',
    url: enterpriseReviewPaths.applications,
    summary: 'Enterprise applications (masked), oldest first, by status and mode',
    tag,
    auth: 'operator',
    query: enterpriseReviewListQuery,
    handler: ({ deps, query }) => listApplications(deps, query),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseReviewPaths.application,
    summary: 'One enterprise application, unmasked for the reviewing operator, with the enterprise’s other applications (masked); the read is logged',
    tag,
    auth: 'operator',
    params: idParams,
    handler: ({ deps, params, operator, req, lang }) => getApplication(deps, { operator, ip: req.ip, lang, log: req.log }, params),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseReviewPaths.document,
    summary: 'The licence or letter image of an application, decrypted, with its content type (never cached); the read is logged',
    tag,
    auth: 'operator',
    params: documentParams,
    raw: true,
    handler: ({ deps, params, operator, req, reply, lang }) =>
      sendApplicationDocument(deps, { operator, ip: req.ip, lang, log: req.log }, { id: params.id, kind: params.kind, reply }),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseReviewPaths.decision,
    summary: 'Pass or reject a documents application in review (a reason is required to reject); the applicant is told in their language',
    tag,
    auth: 'operator',
    params: idParams,
    body: enterpriseReviewDecisionSchema,
    handler: ({ deps, params, body, operator, req, lang }) => decide(deps, { operator, ip: req.ip, lang, log: req.log }, { id: params.id, ...body }),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseReviewPaths.remittances,
    summary: 'The sandbox bank’s remittance ledger, newest first (accounts masked, amounts shown)',
    tag,
    auth: 'operator',
    query: authHistoryQuery,
    handler: ({ deps, query }) => listRemittances(deps, query),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseReviewPaths.enterprises,
    summary: 'Enterprises by name or enterprise number, with their superior company and number of subordinates',
    tag,
    auth: 'operator',
    query: enterpriseListQuery,
    handler: ({ deps, query }) => listEnterprises(deps, query),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseReviewPaths.superior,
    summary: 'Put a company under a superior company (\'\' unlinks); itself or one of its subordinates is refused; logged',
    tag,
    auth: 'operator',
    params: idParams,
    body: superiorSchema,
    handler: ({ deps, params, body, operator, req, lang }) => setSuperior(deps, { operator, ip: req.ip, lang, log: req.log }, { id: params.id, superiorId: body.superiorId }),
  }),
];
