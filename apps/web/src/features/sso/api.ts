import type { SsoUiSign } from '@console/contract';
import { ssoRoutes as r } from '@console/contract/sso/routes';
import { call } from '../../api/http';

/** Calls of single sign-on; paths and answers come from the endpoint table. */
export const ssoApi = {
  ssorand: (uiSign: SsoUiSign, cloudCode = '') => call(r.ssorand, { query: { uiSign, cloudCode } }),
  synchronize: (system: string, token: string) => call(r.synchronize, { body: { system, token } }),
  systems: (query: { after?: string; pageSize: number }) => call(r.opsList, { query }),
  create: (body: SystemBody) => call(r.opsCreate, { body }),
  update: (id: string, body: SystemBody) => call(r.opsUpdate, { params: { id }, body }),
  rotate: (id: string) => call(r.opsRotate, { params: { id } }),
};

export interface SystemBody {
  code: string;
  name: string;
  status: 'enabled' | 'disabled';
  outSign: '' | SsoUiSign;
  targetUrl: string;
}
