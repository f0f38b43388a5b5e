import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { signFlowApiDownloadOutput } from '@console/contract';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { flowOfApp } from './api.js';
import { completionCertificateOf } from './certificate.js';
import * as q from './queries.js';

type Download = z.input<typeof signFlowApiDownloadOutput>;

const pdfOf = (name: string, bytes: Buffer) => ({
  name,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  size: bytes.length,
  pdf: bytes.toString('base64'),
});

/**
 * `signFlow/download`: each document as it stands — with every signature made so far, the upload
 * before any — and the completion certificate (签署报告, `certificate.ts`) once the flow completed
 * and it is made. Free; any status.
 */
export async function apiDownload(
  deps: Deps,
  { caller, signFlowId, documentId }: { caller: AppCaller; signFlowId: string; documentId?: string },
): Promise<Download> {
  const flow = await flowOfApp(deps, caller, signFlowId);
  const documents = (await q.documentsOf(deps.db, flow.id)).filter((d) => !documentId || d.id === documentId);
  if (!documents.length) throw notFound();
  const certificate = documentId ? null : await completionCertificateOf(deps, flow);
  return {
    requestId: caller.app.requestId,
    signFlowId: flow.id,
    status: flow.status as Download['status'],
    documents: await Promise.all(
      documents.map(async (d) => ({
        id: d.id,
        signatures: d.revision,
        ...pdfOf(d.name, await readSealedFile(deps, d.signed_path ?? d.file_path)),
      })),
    ),
    certificate: certificate && pdfOf(certificate.name, certificate.bytes),
  };
}
