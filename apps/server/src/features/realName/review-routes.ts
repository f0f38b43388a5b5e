import { realNameReviewPaths, reviewDecisionSchema, reviewListQuery } from '@console/contract';
import { z } from 'zod';
import { defineRoute } from '../../platform/route.js';
import { decide, getApplication, listApplications, sendVideo } from './review.js';

const tag = 'operations';
const idParams = z.object({ id: z.string().min(1).max(64) });

export const realNameReviewRoutes = [
  defineRoute({
    method: 'GET',
    url: realNameReviewPaths.applications,
    summary: 'Review queue: personal real-name applications (masked), oldest first, by status',
    tag,
    auth: 'operator',
    query: reviewListQuery,
    handler: ({ deps, query }) => listApplications(deps, query),
  }),
  defineRoute({
    method: 'GET',
    url: realNameReviewPaths.application,
    summary: 'One application, unmasked for the reviewing operator, with the person’s history (masked); the read is logged',
    tag,
    auth: 'operator',
    params: idParams,
    handler: ({ deps, params, operator, req, lang }) => getApplication(deps, { operator, ip: req.ip, lang, log: req.log }, params),
  }),
  defineRoute({
    method: 'GET',
    url: realNameReviewPaths.video,
    summary: 'The application’s face video, decrypted, with its content type (never cached); the read is logged',
    tag,
    auth: 'operator',
    params: idParams,
    raw: true,
    handler: ({ deps, params, operator, req, reply, lang }) => sendVideo(deps, { operator, ip: req.ip, lang, log: req.log }, { id: params.id, reply }),
  }),
  defineRoute({
    method: 'POST',
    url: realNameReviewPaths.decision,
    summary: 'Pass or reject an application in review (a reason is required to reject); the person is told in their language',
    tag,
    auth: 'operator',
    params: idParams,
    body: reviewDecisionSchema,
    handler: ({ deps, params, body, operator, req, lang }) => decide(deps, { operator, ip: req.ip, lang, log: req.log }, { id: params.id, ...body }),
  }),
];
