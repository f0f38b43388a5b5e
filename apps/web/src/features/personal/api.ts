import { personalRoutes as r } from '@console/contract/personal/routes';
import { call } from '../../api/http';

/** Calls of personal information; paths and answers come from the endpoint table. */
export const personalApi = {
  profile: () => call(r.profile),
  changeNickname: (nickname: string) => call(r.nickname, { body: { nickname } }),

  phoneOldCode: (password: string) => call(r.phoneOldCode, { body: { password } }),
  phoneVerifyOld: (body: { changeTicket: string; code: string }) => call(r.phoneVerifyOld, { body }),
  phoneNewCode: (body: { changeTicket: string; phone: string }) => call(r.phoneNewCode, { body }),
  phoneChange: (body: { changeTicket: string; phone: string; code: string }) => call(r.phoneChange, { body }),

  emailCode: (email: string) => call(r.emailCode, { body: { email } }),
  emailChange: (body: { email: string; code: string }) => call(r.emailChange, { body }),
};

export const profileQueryKey = ['personal', 'profile'] as const;
