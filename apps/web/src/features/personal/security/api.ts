import type { ResetChannel } from '@console/contract';
import { authRoutes } from '@console/contract/auth/routes';
import { personalRoutes as r } from '@console/contract/personal/routes';
import { call } from '../../../api/http';

export interface ConsoleResetInput {
  channel: ResetChannel;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Calls of account security and §7 updatePass; paths and answers come from the endpoint table. */
export const securityApi = {
  /** §7: form-encoded oldPass/newPass; the account's other sessions end. */
  updatePass: (body: { oldPass: string; newPass: string }) => call(authRoutes.updatePass, { body }),
  sessions: () => call(r.sessions),
  endSession: (sessionId: string) => call(r.endSession, { body: { sessionId } }),
  endOtherSessions: () => call(r.endOtherSessions),
  resetTargets: () => call(r.resetTargets),
  resetCode: (channel: ResetChannel) => call(r.resetCode, { body: { channel } }),
  reset: (body: ConsoleResetInput) => call(r.reset, { body }),
};

export const sessionsKey = ['security', 'sessions'] as const;
