import type { AccountType, RealNameStatus } from '../enums.js';
import type { ModuleListItem } from '../modules.js';

/** Session user info of §3, kept client-side in session storage. */
export interface SessionUserInfo {
  userId: string;
  userName: string;
  checkStatus: number;
}

/** Header info of §3: the session's active context. */
export interface HeaderInfo {
  companyUuid: string | null;
  type: AccountType;
  userName: string;
}

/** Account info of §3. */
export interface AccountInfo {
  user: {
    userId: string;
    userName: string;
    companyUuid: string | null;
    moduleList: ModuleListItem[];
    checkStatus: number;
  };
}

export interface DashboardSummary {
  realName: { status: RealNameStatus; checkedAt: number | null };
  usage: { servicesInEffect: number; callsThisMonth: number };
  ordersToPay: { count: number; amountFen: number };
  ordersToClose: { count: number };
  workOrders: { open: number; resolved: number };
  coupons: { available: number; expiringSoon: number };
  invoices: { requested: number; issued: number; invoiceableFen: number };
}
