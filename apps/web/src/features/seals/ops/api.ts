import type { SealStatusName } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { sealsRoutes as r } from '@console/contract/seals/routes';
import { call } from '../../../api/http';

/** Calls of the seal review queue; paths and answers come from the endpoint table. */
export const sealReviewApi = {
  list: (query: { status: SealStatusName; after?: string; pageSize: number }) => call(r.reviewList, { query }),
  decide: (id: string, body: { decision: 'pass' | 'reject'; reason: string }) => call(r.reviewDecision, { params: { id }, body }),
};

/** The image is fetched by the browser itself (a plain GET with the operator's cookie). */
export const reviewImageUrl = (id: string) => `${apiBase}${fillPath(r.reviewImage.path, { id })}`;

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const sealReviewKey = ['ops', 'sealReview'] as const;
