import { type ActiveSession, type CodeSent, type EndedSessions, type ResetChannel, type ResetTargets, securityPaths } from '@console/contract';
import { authPaths } from '@console/contract/auth-paths';
import { http } from '../../../api/http';

export interface ConsoleResetInput {
  channel: ResetChannel;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Typed calls of account security (`securityPaths`) and §7 updatePass. */
export const securityApi = {
  /** §7: form-encoded oldPass/newPass; the account's other sessions end. */
  updatePass: (body: { oldPass: string; newPass: string }) => http.post<null>(authPaths.updatePass, { form: body }),
  sessions: () => http.get<ActiveSession[]>(securityPaths.sessions),
  endSession: (sessionId: string) => http.post<null>(securityPaths.endSession, { data: { sessionId } }),
  endOtherSessions: () => http.post<EndedSessions>(securityPaths.endOtherSessions, { data: {} }),
  resetTargets: () => http.get<ResetTargets>(securityPaths.resetTargets),
  resetCode: (channel: ResetChannel) => http.post<CodeSent>(securityPaths.resetCode, { data: { channel } }),
  reset: (body: ConsoleResetInput) => http.post<null>(securityPaths.reset, { data: body }),
};

export const sessionsKey = ['security', 'sessions'] as const;
