import type { DocumentKind, EnterpriseApplicationStatus, EnterpriseAuthMode } from '@console/contract';
import { enterpriseAuthRoutes as r } from '@console/contract/enterpriseAuth/routes';
import { fillPath } from '@console/contract/route';
import { call } from '../../../api/http';

/** Calls of the back office's enterprise review and remittance ledger; paths and answers come from the endpoint table. */
export const enterpriseAuthOpsApi = {
  applications: (query: { status?: EnterpriseApplicationStatus; mode?: EnterpriseAuthMode; after?: string; pageSize: number }) =>
    call(r.reviewApplications, { query }),
  application: (id: string) => call(r.reviewApplication, { params: { id } }),
  decide: (id: string, body: { decision: 'pass' | 'reject'; reason: string }) => call(r.reviewDecision, { params: { id }, body }),
  remittances: (after: string | undefined, pageSize: number) => call(r.remittances, { query: { after, pageSize } }),
};

/** A review document's image, fetched by the HTTP client (useDownloadedUrl) so it carries the console's headers. */
export const documentPath = (id: string, kind: DocumentKind) => fillPath(r.reviewDocument.path, { id, kind });

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const enterpriseReviewKey = ['ops', 'enterpriseReview'] as const;
export const remittancesKey = ['ops', 'remittances'] as const;
