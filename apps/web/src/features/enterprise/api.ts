import { enterpriseRoutes as r } from '@console/contract/enterprise/routes';
import { call } from '../../api/http';

/** Calls of the enterprise center; paths and answers come from the endpoint table. */
export const enterpriseApi = {
  info: () => call(r.info),
  abbreviation: (abbreviation: string) => call(r.abbreviation, { body: { abbreviation } }),
  masterCode: () => call(r.masterCode),
  masterVerify: (code: string) => call(r.masterVerify, { body: { code } }),
  newMasterCode: (body: { masterTicket: string; phone: string }) => call(r.newMasterCode, { body }),
  masterChange: (body: { masterTicket: string; phone: string; code: string }) => call(r.masterChange, { body }),
};

/** Every enterprise-center query starts with this key (enterprise authentication invalidates it too). */
export const enterpriseKey = ['enterprise'] as const;
export const infoKey = [...enterpriseKey, 'info'] as const;
