import type { AccountInfo, DashboardSummary, HeaderInfo, OperatorInfo, PublicWebsiteConfig, WebsiteConfig, WebsiteConfigRecord } from '@console/contract';
import { http } from './http';

/** Typed calls, one per endpoint. Feature files add theirs beside these. */
export const siteApi = {
  config: () => http.get<PublicWebsiteConfig>('/base/site/config'),
};

export const accountApi = {
  headerInfo: () => http.get<HeaderInfo>('/base/user/headerInfo'),
  userInfo: () => http.post<AccountInfo>('/base/user/getUserInfo2', { form: {} }),
  signOut: () => http.get<null>('/base/user/logout'),
};

export const dashboardApi = {
  summary: () => http.get<DashboardSummary>('/console/dashboard/summary'),
};

export const opsApi = {
  signIn: (body: { name: string; password: string }) => http.post<OperatorInfo>('/operation-webapi/login', { data: body, hideError: false }),
  me: () => http.get<OperatorInfo>('/operation-webapi/me'),
  changePassword: (body: { oldPass: string; newPass: string }) => http.post<OperatorInfo>('/operation-webapi/password', { data: body }),
  signOut: () => http.post<null>('/operation-webapi/logout', { data: {} }),
  siteConfig: () => http.get<WebsiteConfigRecord>('/operation-webapi/site/config'),
  updateSiteConfig: (body: WebsiteConfig) => http.put<WebsiteConfigRecord>('/operation-webapi/site/config', { data: body }),
};
