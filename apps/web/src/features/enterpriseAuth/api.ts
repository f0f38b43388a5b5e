import type {
  DocumentKind,
  EnterpriseApplicationBody,
  EnterpriseApplicationView,
  PublicLegalPersonTicket,
  UpdateEnterpriseApplicationBody,
} from '@console/contract';
import { enterpriseAuthRoutes as r } from '@console/contract/enterpriseAuth/routes';
import { realNameRoutes } from '@console/contract/realName/routes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import { saveCheckStatus } from '../../app/session';

/** Form-encoded application data of createAuth/updateAuth (§7): every value a string. */
export type ApplicationForm = Record<string, string>;

/** Calls of enterprise authentication; paths, encodings and answers come from the endpoint table. */
export const enterpriseAuthApi = {
  // The console sends the form as it was typed (strings, flags '1'/'0'); the schema reads it.
  createAuth: (form: ApplicationForm) => call(r.createAuth, { body: form as EnterpriseApplicationBody }),
  updateAuth: (form: ApplicationForm & { id: string }) => call(r.updateAuth, { body: form as UpdateEnterpriseApplicationBody }),
  // §7 resultAuth is real-name authentication's endpoint: the checkStatus of the session's context.
  resultAuth: () => call(realNameRoutes.resultAuth),
  selectProjectInfo: () => call(r.selectProjectInfo),
  history: (after: string | undefined, pageSize: number) => call(r.history, { query: { after, pageSize } }),
  /** One attempt at the remitted amount; the same `requestId` on a retry counts once. */
  amount: (body: { id: string; amount: string; requestId: string }) => call(r.amount, { body }),
  uploadDocument: (kind: DocumentKind, file: File) => {
    const formData = new FormData();
    formData.set('kind', kind);
    formData.set('file', file);
    return call(r.uploadDocument, { body: { kind }, formData });
  },
  legalPersonResend: (id: string) => call(r.legalPersonResend, { body: { id } }),
  /** A refused link answers null (the page shows it as its own state, not as a toast). */
  legalPersonTicket: (ticket: string): Promise<PublicLegalPersonTicket | null> =>
    call(r.legalPersonTicket, { params: { ticket }, hideError: true }),
  legalPersonElements: (ticket: string, body: { idNumber: string; authorize: '1' }) =>
    call(r.legalPersonElements, { params: { ticket }, body }),
  legalPersonFace: (ticket: string, body: { idNumber: string; authorize: '1' }, video: Blob) => {
    const formData = new FormData();
    formData.set('idNumber', body.idNumber);
    formData.set('authorize', body.authorize);
    formData.set('video', video, video.type.includes('mp4') ? 'face.mp4' : 'face.webm');
    return call(r.legalPersonFace, { params: { ticket }, body, formData });
  },
};

/** Every enterprise-authentication query starts with this key, so one invalidation refreshes them all. */
export const enterpriseAuthKey = ['enterpriseAuth'] as const;
export const applicationKey = [...enterpriseAuthKey, 'application'] as const;
export const resultAuthKey = [...enterpriseAuthKey, 'resultAuth'] as const;
export const historyKey = (after: string | undefined, pageSize: number) =>
  [...enterpriseAuthKey, 'history', after ?? '', pageSize] as const;

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
