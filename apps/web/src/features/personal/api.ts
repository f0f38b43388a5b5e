import type { CodeSent, PersonalProfile, PhoneChangeTicket, PhoneOldCodeSent } from '@console/contract';
import { profilePaths } from '@console/contract';
import { http } from '../../api/http';

/** Typed calls of personal information (`@console/contract` profilePaths). */
export const personalApi = {
  profile: () => http.get<PersonalProfile>(profilePaths.profile),
  changeNickname: (nickname: string) => http.post<null>(profilePaths.nickname, { data: { nickname } }),

  phoneOldCode: (password: string) => http.post<PhoneOldCodeSent>(profilePaths.phoneOldCode, { data: { password } }),
  phoneVerifyOld: (body: { changeTicket: string; code: string }) => http.post<PhoneChangeTicket>(profilePaths.phoneVerifyOld, { data: body }),
  phoneNewCode: (body: { changeTicket: string; phone: string }) => http.post<CodeSent>(profilePaths.phoneNewCode, { data: body }),
  phoneChange: (body: { changeTicket: string; phone: string; code: string }) => http.post<null>(profilePaths.phoneChange, { data: body }),

  emailCode: (email: string) => http.post<CodeSent>(profilePaths.emailCode, { data: { email } }),
  emailChange: (body: { email: string; code: string }) => http.post<null>(profilePaths.emailChange, { data: body }),
};

export const profileQueryKey = ['personal', 'profile'] as const;
