import type { SignFlowSignerInput } from '@console/contract';
import { fillPath } from '@console/contract/route';
import { signFlowsRoutes as r } from '@console/contract/signFlows/routes';
import { call } from '../../api/http';

export interface CreateFlowInput {
  file: File;
  title: string;
  message?: string;
  deadlineAt: number;
}

type StatusCode = '0' | '1' | '2' | '3' | '5' | '7';
export type SignerStatusFilter = 'toSign' | 'signed' | 'rejected';

/** Calls of sign flows; paths and answers come from the endpoint table. */
export const signFlowsApi = {
  create: ({ file, ...fields }: CreateFlowInput) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') formData.set(k, String(v));
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.create, { body: {} as never, formData });
  },
  addDocument: (id: string, file: File) => {
    const formData = new FormData();
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.addDocument, { params: { id }, body: {} as never, formData });
  },
  addSigner: (id: string, signer: SignFlowSignerInput) => call(r.addSigner, { params: { id }, body: signer }),
  addCc: (id: string, cc: { name: string; phone?: string; email?: string; language: 'en' | 'zh' }) =>
    call(r.addCc, { params: { id }, body: cc }),
  start: (id: string) => call(r.start, { params: { id } }),
  list: (query: { after?: string; pageSize: number; status?: StatusCode }) => call(r.list, { query }),
  waiting: (query: { after?: string; pageSize: number; signerStatus?: SignerStatusFilter }, quiet = false) =>
    call(r.waiting, { query, quiet }),
  copied: (query: { after?: string; pageSize: number }) => call(r.copied, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  revoke: (id: string, reason: string) => call(r.revoke, { params: { id }, body: { reason } }),
  extend: (id: string, deadlineAt: number) => call(r.extend, { params: { id }, body: { deadlineAt } }),
  remind: (id: string, signerId: string) => call(r.remind, { params: { id }, body: { signerId } }),
  /** The signed-in signer's own link to the hosted page (its session proves it there). */
  signNow: (id: string, signerId: string) => call(r.signNow, { params: { id }, body: { signerId } }),
  /** A flow's events, oldest first (the timeline), a page at a time. */
  events: (id: string, after?: string) => call(r.events, { params: { id }, query: { after, pageSize: 20 } }),
  /** A document's path under /webgate, for the download button. */
  documentPath: (id: string, documentId: string) => fillPath(r.document.path, { id, documentId }),
  /** A completed flow's completion certificate (签署报告) under /webgate, for its download button. */
  certificatePath: (id: string) => fillPath(r.certificate.path, { id }),
};

export const signFlowsKey = ['signFlows'] as const;
