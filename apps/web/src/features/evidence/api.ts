import type { EvidenceDeposit } from '@console/contract';
import { evidenceRoutes as r } from '@console/contract/evidence/routes';
import { fillPath } from '@console/contract/route';
import { call, download } from '../../api/http';

/** Calls of evidence deposit; paths and answers come from the endpoint table. */
export const evidenceApi = {
  deposit: (body: EvidenceDeposit) => call(r.deposit, { body }),
  list: (query: { after?: string; pageSize: number }) => call(r.list, { query }),
  certificate: (id: string) => download(fillPath(r.certificate.path, { id })),
  verify: (code: string) => call(r.publicVerify, { params: { code } }),
};

export const evidenceKey = ['evidence'] as const;
