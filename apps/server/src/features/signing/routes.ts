import { signingEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { apiSignDigest, apiSignPdf } from './api.js';
import { downloadSignedDocument, listSignedDocuments, signUploadedPdf } from './service.js';
import { verifySignedPdf } from './verify.js';

export const signingRoutes = [
  defineRoute(e.sign, ({ deps, caller, body, file }) => signUploadedPdf(deps, { caller, file, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => listSignedDocuments(deps, { caller, ...query })),
  defineRoute(e.download, async ({ deps, caller, params, reply }) => {
    const file = await downloadSignedDocument(deps, { caller, ...params });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.verify, ({ deps, caller, file }) => verifySignedPdf(deps, { caller, file })),
  defineRoute(e.apiSignPdf, ({ deps, caller, body }) => apiSignPdf(deps, { caller, ...body })),
  defineRoute(e.apiSignDigest, ({ deps, caller, body }) => apiSignDigest(deps, { caller, ...body })),
];
