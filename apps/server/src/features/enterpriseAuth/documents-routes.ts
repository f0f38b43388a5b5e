import { documentRules, documentUploadSchema, enterpriseAuthPaths } from '@console/contract';
import { z } from 'zod';
import { type AnyRouteSpec, defineRoute } from '../../platform/route.js';
import { documentTooLarge, sendDocument, uploadDocument } from './documents.js';

const tag = 'enterpriseAuth';
const fileParams = z.object({ fileId: z.string().min(1).max(64) });

/** Licence and authorization-letter images. */
export const documentRoutes: AnyRouteSpec[] = [
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.uploadDocument,
    summary: 'Company documents: a licence or authorization-letter image (multipart kind, file): jpg/png by content, at most 2 MB, stored encrypted',
    tag,
    auth: 'user',
    permission: 'companyAuthSubmit',
    body: documentUploadSchema,
    multipart: { fileField: 'file', maxBytes: documentRules.maxBytes, tooLarge: documentTooLarge },
    handler: ({ deps, body, file, user, req, lang }) => uploadDocument(deps, { user, ip: req.ip, lang }, { kind: body.kind, file }),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseAuthPaths.document,
    summary: 'One of the enterprise’s own uploaded images, decrypted, with its content type (never cached)',
    tag,
    auth: 'user',
    permission: 'eAuthRealName',
    params: fileParams,
    raw: true,
    handler: ({ deps, params, user, reply }) => sendDocument(deps, { user }, { fileId: params.fileId, reply }),
  }),
];
