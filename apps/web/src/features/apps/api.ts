import { appsRoutes as r } from '@console/contract/apps/routes';
import { call } from '../../api/http';

export interface AppSettingsForm {
  name: string;
  appAbbreviation: string;
  ipWhitelist?: string;
  ipRestrict?: number;
  androidPackage?: string | null;
  iosBundle?: string | null;
  callbackUrl?: string | null;
  evidenceCallbackUrl?: string | null;
}

/** Calls of applications; paths and answers come from the endpoint table. */
export const appsApi = {
  list: (after?: string) => call(r.list, { query: { after, pageSize: 20 } }),
  create: (body: AppSettingsForm & { environment: 'sandbox' | 'production'; serviceIds: string[] }) => call(r.create, { body }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  update: (id: string, body: AppSettingsForm) => call(r.update, { params: { id }, body }),
  setStatus: (id: string, status: 1 | 2) => call(r.setStatus, { params: { id }, body: { status } }),
  authorize: (id: string, serviceIds: string[]) => call(r.authorize, { params: { id }, body: { serviceIds } }),
  secretCode: (id: string) => call(r.secretCode, { params: { id } }),
  createSecret: (id: string, code: string) => call(r.createSecret, { params: { id }, body: { code } }),
  revokeSecret: (id: string, secretId: string) => call(r.revokeSecret, { params: { id, secretId } }),
  calls: (id: string, after?: string) => call(r.calls, { params: { id }, query: { after, pageSize: 20 } }),
  deliveries: (id: string, after?: string) => call(r.deliveries, { params: { id }, query: { after, pageSize: 20 } }),
  testCallback: (id: string) => call(r.testCallback, { params: { id } }),
  resend: (id: string, deliveryId: string) => call(r.resend, { params: { id, deliveryId } }),
  serviceApps: (id: string, after: string | undefined, pageSize: number) =>
    call(r.serviceApps, { params: { id }, query: { after, pageSize } }),
  serviceAuthorize: (id: string, applicationId: string, authorized: boolean) =>
    call(r.serviceAuthorize, { params: { id, applicationId }, body: { authorized } }),
};

export const appsKey = ['apps'] as const;
export const appKey = (id: string) => [...appsKey, 'one', id] as const;
