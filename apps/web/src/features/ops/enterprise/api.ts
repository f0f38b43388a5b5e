import type {
  DocumentKind,
  EnterpriseApplicationStatus,
  EnterpriseAuthMode,
  EnterpriseListItem,
  EnterpriseReviewDetail,
  EnterpriseReviewPage,
  Page,
  RemittanceLedgerItem,
} from '@console/contract';
import { enterpriseReviewPaths } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { http } from '../../../api/http';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Typed calls of the enterprise back office (`enterpriseReviewPaths`). */
export const enterpriseOpsApi = {
  applications: (query: { status?: EnterpriseApplicationStatus; mode?: EnterpriseAuthMode; pageNum: number; pageSize: number }) =>
    http.get<EnterpriseReviewPage>(enterpriseReviewPaths.applications, { params: query }),
  application: (id: string) => http.get<EnterpriseReviewDetail>(withId(enterpriseReviewPaths.application, id)),
  decide: (id: string, body: { decision: 'pass' | 'reject'; reason: string }) => http.post<unknown>(withId(enterpriseReviewPaths.decision, id), { data: body }),
  remittances: (pageNum: number, pageSize: number) => http.get<Page<RemittanceLedgerItem>>(enterpriseReviewPaths.remittances, { params: { pageNum, pageSize } }),
  enterprises: (query: { keyword: string; pageNum: number; pageSize: number }) => http.get<Page<EnterpriseListItem>>(enterpriseReviewPaths.enterprises, { params: query }),
  setSuperior: (id: string, superiorId: string) => http.post<unknown>(withId(enterpriseReviewPaths.superior, id), { data: { superiorId } }),
};

/** Images are fetched by the browser itself (a plain GET with the operator's cookie). */
export const documentUrl = (id: string, kind: DocumentKind) => `${apiBase}${withId(enterpriseReviewPaths.document, id).replace(':kind', kind)}`;

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const enterpriseReviewKey = ['ops', 'enterpriseReview'] as const;
export const remittancesKey = ['ops', 'remittances'] as const;
export const enterprisesKey = ['ops', 'enterprises'] as const;
