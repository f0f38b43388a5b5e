import { signFlowsEndpoints as e } from '@console/contract';
import { notFound } from '../../platform/errors.js';
import { isLoopbackAddress } from '../../platform/loopback.js';
import { defineRoute } from '../../platform/route.js';
import {
  consoleDetail,
  consoleCertificate,
  consoleDocument,
  consoleEvents,
  listCopied,
  listStarted,
  listWaiting,
  supportEvents,
  supportFind,
} from './console.js';
import { addCc, addDocument, addSigner, createFlow } from './draft.js';
import { hostedCode, hostedDocument, hostedReject, hostedSign, hostedView } from './hosted.js';
import { extendFlow, remindSigner, revokeFlow, startFlow } from './lifecycle.js';
import { signNowLink } from './sign-now.js';
import { finishCompletions } from './completion.js';

export const signFlowsRoutes = [
  defineRoute(e.create, ({ deps, caller, body, file }) => createFlow(deps, { caller, file, ...body })),
  defineRoute(e.addDocument, ({ deps, caller, params, body, file }) => addDocument(deps, { caller, file, ...params, ...body })),
  defineRoute(e.addSigner, ({ deps, caller, params, body }) => addSigner(deps, { caller, ...params, ...body })),
  defineRoute(e.addCc, ({ deps, caller, params, body }) => addCc(deps, { caller, ...params, ...body })),
  defineRoute(e.start, ({ deps, caller, params }) => startFlow(deps, { caller, ...params })),
  defineRoute(e.list, ({ deps, caller, query }) => listStarted(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => consoleDetail(deps, { caller, ...params })),
  defineRoute(e.revoke, ({ deps, caller, params, body }) => revokeFlow(deps, { caller, ...params, ...body })),
  defineRoute(e.extend, ({ deps, caller, params, body }) => extendFlow(deps, { caller, ...params, ...body })),
  defineRoute(e.remind, ({ deps, caller, params, body }) => remindSigner(deps, { caller, ...params, ...body })),
  defineRoute(e.signNow, ({ deps, caller, params, body }) => signNowLink(deps, { caller, ...params, ...body })),
  defineRoute(e.hostedView, ({ deps, caller, body }) => hostedView(deps, { caller, ...body })),
  defineRoute(e.hostedDocument, async ({ deps, caller, body, reply }) => {
    const file = await hostedDocument(deps, { caller, ...body });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.hostedCode, ({ deps, caller, body }) => hostedCode(deps, { caller, ...body })),
  defineRoute(e.hostedSign, ({ deps, caller, body }) => hostedSign(deps, { caller, ...body })),
  defineRoute(e.hostedReject, async ({ deps, caller, body }) => {
    await hostedReject(deps, { caller, ...body });
    return null;
  }),
  defineRoute(e.waiting, ({ deps, caller, query }) => listWaiting(deps, { caller, ...query })),
  defineRoute(e.copied, ({ deps, caller, query }) => listCopied(deps, { caller, ...query })),
  defineRoute(e.document, async ({ deps, caller, params, reply }) => {
    const file = await consoleDocument(deps, { caller, ...params });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.certificate, async ({ deps, caller, params, reply }) => {
    const file = await consoleCertificate(deps, { caller, ...params });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.opsFind, ({ deps, caller, params }) => supportFind(deps, { caller, ...params })),
  defineRoute(e.events, ({ deps, caller, params, query }) => consoleEvents(deps, { caller, ...params, ...query })),
  defineRoute(e.opsEvents, ({ deps, caller, params, query }) => supportEvents(deps, { caller, ...params, ...query })),
  // Registered in test mode only (testOnly), and then for this machine's clients only.
  defineRoute(e.testCompletions, async ({ deps, req }) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) throw notFound();
    return { finished: await finishCompletions(deps, req.log) };
  }),
];
