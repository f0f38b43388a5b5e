import type { ApplicationStatus } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { realNameRoutes as r } from '@console/contract/realName/routes';
import { call } from '../../../api/http';

/** Calls of the review queue; paths and answers come from the endpoint table. */
export const reviewApi = {
  applications: (query: { status?: ApplicationStatus; after?: string; pageSize: number }) => call(r.reviewApplications, { query }),
  application: (id: string) => call(r.reviewApplication, { params: { id } }),
  decide: (id: string, body: { decision: 'pass' | 'reject'; reason: string }) => call(r.reviewDecision, { params: { id }, body }),
};

/** The video is streamed by the browser itself (a plain GET with the operator's cookie). */
export const videoUrl = (id: string) => `${apiBase}${fillPath(r.reviewVideo.path, { id })}`;

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const reviewKey = ['ops', 'review'] as const;
