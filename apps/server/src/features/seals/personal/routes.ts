import { personalSignatureEndpoints as e } from '@console/contract';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../../../platform/route.js';
import {
  generateNameSeal,
  listSignatures,
  openSignatureImage,
  previewNameSeal,
  removeSignature,
  saveHandwritten,
  setDefaultSignature,
} from './service.js';

/** A signature image: never cached (a deleted one must not linger), never sniffed. */
const replyWithPng = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);

export const personalSignatureRoutes = [
  defineRoute(e.personalList, ({ deps, caller, query }) => listSignatures(deps, { caller, ...query })),
  defineRoute(e.personalPreview, async ({ deps, caller, query, reply }) =>
    replyWithPng(reply, await previewNameSeal(deps, { caller, ...query })),
  ),
  defineRoute(e.personalGenerate, ({ deps, caller, body }) => generateNameSeal(deps, { caller, ...body })),
  defineRoute(e.personalDraw, ({ deps, caller, file }) => saveHandwritten(deps, { caller, file })),
  defineRoute(e.personalImage, async ({ deps, caller, params, reply }) =>
    replyWithPng(reply, await openSignatureImage(deps, { caller, ...params })),
  ),
  defineRoute(e.personalSetDefault, ({ deps, caller, params }) => setDefaultSignature(deps, { caller, ...params })),
  defineRoute(e.personalRemove, ({ deps, caller, params }) => removeSignature(deps, { caller, ...params })),
];
