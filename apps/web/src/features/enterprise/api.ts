import type { CodeSent, EnterpriseInfo, MasterTicket } from '@console/contract';
import { enterprisePaths } from '@console/contract';
import { http } from '../../api/http';

/** Typed calls of the enterprise center (`enterprisePaths`). */
export const enterpriseApi = {
  info: () => http.get<EnterpriseInfo>(enterprisePaths.info),
  abbreviation: (abbreviation: string) => http.post<{ abbreviation: string | null }>(enterprisePaths.abbreviation, { data: { abbreviation } }),
  masterCode: () => http.post<CodeSent & { phone: string }>(enterprisePaths.masterCode, { data: {} }),
  masterVerify: (code: string) => http.post<MasterTicket>(enterprisePaths.masterVerify, { data: { code } }),
  newMasterCode: (body: { masterTicket: string; phone: string }) => http.post<CodeSent>(enterprisePaths.newMasterCode, { data: body }),
  masterChange: (body: { masterTicket: string; phone: string; code: string }) =>
    http.post<{ masterUserName: string }>(enterprisePaths.masterChange, { data: body }),
};

/** Every enterprise-center query starts with this key (enterprise authentication invalidates it too). */
export const enterpriseKey = ['enterprise'] as const;
export const infoKey = [...enterpriseKey, 'info'] as const;
