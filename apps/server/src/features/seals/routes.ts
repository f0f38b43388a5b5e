import { sealApiEndpoints as api, sealsEndpoints as e } from '@console/contract';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/route.js';
import { apiCreateSeal, apiListSeals, apiUploadSeal } from './api.js';
import { decideSeal, listSealReviews, openReviewImage } from './review.js';
import { createSeal, disableSeal, enableSeal, listSeals, openSealImage, previewSeal, removeSeal, uploadSeal } from './service.js';
import { listSealUses } from './uses.js';

/** A seal image: never cached (a disabled or deleted seal must not linger in a cache), never sniffed. */
const replyWithPng = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);

export const sealsRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listSeals(deps, { caller, ...query })),
  defineRoute(e.preview, async ({ deps, caller, query, reply }) => replyWithPng(reply, await previewSeal(deps, { caller, ...query }))),
  defineRoute(e.create, ({ deps, caller, body }) => createSeal(deps, { caller, ...body })),
  defineRoute(e.upload, ({ deps, caller, body, file }) => uploadSeal(deps, { caller, ...body, file })),
  defineRoute(e.image, async ({ deps, caller, params, reply }) => replyWithPng(reply, await openSealImage(deps, { caller, ...params }))),
  defineRoute(e.enable, ({ deps, caller, params }) => enableSeal(deps, { caller, ...params })),
  defineRoute(e.disable, ({ deps, caller, params }) => disableSeal(deps, { caller, ...params })),
  defineRoute(e.remove, ({ deps, caller, params }) => removeSeal(deps, { caller, ...params })),
  defineRoute(e.uses, ({ deps, caller, params, query }) => listSealUses(deps, { caller, ...params, ...query })),

  defineRoute(e.reviewList, ({ deps, caller, query }) => listSealReviews(deps, { caller, ...query })),
  defineRoute(e.reviewImage, async ({ deps, caller, params, reply }) =>
    replyWithPng(reply, await openReviewImage(deps, { caller, ...params })),
  ),
  defineRoute(e.reviewDecision, ({ deps, caller, params, body }) => decideSeal(deps, { caller, ...params, ...body })),

  // The open API (signed, free).
  defineRoute(api.apiList, ({ deps, caller, query }) => apiListSeals(deps, { caller, ...query })),
  defineRoute(api.apiCreate, ({ deps, caller, body }) => apiCreateSeal(deps, { caller, ...body })),
  defineRoute(api.apiUpload, ({ deps, caller, body }) => apiUploadSeal(deps, { caller, ...body })),
];
