import type { ApplicationStatus, Page, RegistryEntryView, ReviewDetail, ReviewPage } from '@console/contract';
import { realNameReviewPaths } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { http } from '../../../api/http';

export interface RegistryEntryForm {
  name: string;
  idNumber: string;
  phone?: string;
  bankCard?: string;
  phoneCheck: 'pass' | 'fail';
  bankCheck: 'pass' | 'fail';
  faceCheck: 'pass' | 'fail' | 'manual';
  note?: string;
}

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Typed calls of the review queue and the sandbox registry (`realNameReviewPaths`). */
export const reviewApi = {
  applications: (query: { status?: ApplicationStatus; pageNum: number; pageSize: number }) => http.get<ReviewPage>(realNameReviewPaths.applications, { params: query }),
  application: (id: string) => http.get<ReviewDetail>(withId(realNameReviewPaths.application, id)),
  decide: (id: string, body: { decision: 'pass' | 'reject'; reason: string }) => http.post<unknown>(withId(realNameReviewPaths.decision, id), { data: body }),
  registry: (pageNum: number, pageSize: number) => http.get<Page<RegistryEntryView>>(realNameReviewPaths.registry, { params: { pageNum, pageSize } }),
  addRegistryEntry: (body: RegistryEntryForm) => http.post<RegistryEntryView>(realNameReviewPaths.registry, { data: body }),
};

/** The video is streamed by the browser itself (a plain GET with the operator's cookie). */
export const videoUrl = (id: string) => `${apiBase}${withId(realNameReviewPaths.video, id)}`;

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const reviewKey = ['ops', 'review'] as const;
export const registryKey = ['ops', 'registry'] as const;
