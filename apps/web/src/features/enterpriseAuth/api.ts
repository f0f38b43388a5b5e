import type { EnterpriseApplicationView, Page, PublicLegalPersonTicket, ResultAuth, UploadedDocument } from '@console/contract';
import { enterpriseAuthPaths } from '@console/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { saveCheckStatus } from '../../app/session';

/** Form-encoded application data of createAuth/updateAuth (§7): every value a string. */
export type ApplicationForm = Record<string, string>;

const withTicket = (path: string, ticket: string) => path.replace(':ticket', encodeURIComponent(ticket));

/** Typed calls of enterprise authentication (`enterpriseAuthPaths`). */
export const enterpriseAuthApi = {
  createAuth: (form: ApplicationForm) => http.post<EnterpriseApplicationView>(enterpriseAuthPaths.createAuth, { form }),
  updateAuth: (form: ApplicationForm & { id: string }) => http.post<EnterpriseApplicationView>(enterpriseAuthPaths.updateAuth, { form }),
  resultAuth: () => http.get<ResultAuth>(enterpriseAuthPaths.resultAuth),
  selectProjectInfo: () => http.get<EnterpriseApplicationView | null>(enterpriseAuthPaths.selectProjectInfo),
  history: (pageNum: number, pageSize: number) =>
    http.get<Page<EnterpriseApplicationView>>(enterpriseAuthPaths.history, { params: { pageNum, pageSize } }),
  /** One attempt at the remitted amount; the same `requestId` on a retry counts once. */
  amount: (body: { id: string; amount: string; requestId: string }) =>
    http.post<EnterpriseApplicationView>(enterpriseAuthPaths.amount, { form: body }),
  uploadDocument: (kind: 'licence' | 'letter', file: File) => {
    const formData = new FormData();
    formData.set('kind', kind);
    formData.set('file', file);
    return http.post<UploadedDocument>(enterpriseAuthPaths.uploadDocument, { formData });
  },
  legalPersonResend: (id: string) => http.post<EnterpriseApplicationView>(enterpriseAuthPaths.legalPersonResend, { data: { id } }),
  /** A refused link answers null (the page shows it as its own state, not as a toast). */
  legalPersonTicket: (ticket: string) =>
    http.get<PublicLegalPersonTicket | null>(withTicket(enterpriseAuthPaths.legalPersonTicket, ticket), { hideError: true }),
  legalPersonElements: (ticket: string, body: { idNumber: string; authorize: string }) =>
    http.post<PublicLegalPersonTicket>(withTicket(enterpriseAuthPaths.legalPersonElements, ticket), { form: body }),
  legalPersonFace: (ticket: string, body: { idNumber: string; authorize: string }, video: Blob) => {
    const formData = new FormData();
    formData.set('idNumber', body.idNumber);
    formData.set('authorize', body.authorize);
    formData.set('video', video, video.type.includes('mp4') ? 'face.mp4' : 'face.webm');
    return http.post<PublicLegalPersonTicket>(withTicket(enterpriseAuthPaths.legalPersonFace, ticket), { formData });
  },
};

/** Every enterprise-authentication query starts with this key, so one invalidation refreshes them all. */
export const enterpriseAuthKey = ['enterpriseAuth'] as const;
export const applicationKey = [...enterpriseAuthKey, 'application'] as const;
export const resultAuthKey = [...enterpriseAuthKey, 'resultAuth'] as const;
export const historyKey = (pageNum: number, pageSize: number) => [...enterpriseAuthKey, 'history', pageNum, pageSize] as const;

/** The enterprise's current application as submitted (selectProjectInfo), or null; `pollMs` follows it while it moves. */
export function useApplication(pollMs?: (application: EnterpriseApplicationView | null | undefined) => number | false) {
  return useQuery({
    queryKey: applicationKey,
    queryFn: async () => (await enterpriseAuthApi.selectProjectInfo()) ?? null,
    refetchInterval: pollMs ? (query) => pollMs(query.state.data) : false,
  });
}

/** §4/§7: resultAuth's checkStatus, stored client-side each time it loads. */
export function useResultAuth() {
  return useQuery({
    queryKey: resultAuthKey,
    queryFn: async () => {
      const result = await enterpriseAuthApi.resultAuth();
      saveCheckStatus(result.checkStatus);
      return result;
    },
  });
}

/** After the application changed: every page of this feature and the enterprise's own info read it again. */
export async function refreshEnterpriseAuth(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: enterpriseAuthKey }),
    client.invalidateQueries({ queryKey: ['enterprise'] }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
