import { personalEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { changePhone, sendNewPhoneCode, sendOldPhoneCode, verifyOldPhone } from './phone-change.js';
import { changeEmail, changeNickname, getProfile, sendEmailChangeCode } from './profile.js';
import { findPeople } from './people.js';
import {
  endAllOtherSessions,
  endOtherSession,
  listActiveSessions,
  readResetTargets,
  resetPasswordInConsole,
  sendConsoleResetCode,
} from './security.js';

export const personalRoutes = [
  defineRoute(e.profile, ({ deps, caller }) => getProfile(deps, { caller })),
  defineRoute(e.nickname, ({ deps, caller, body }) => changeNickname(deps, { caller, ...body })),
  defineRoute(e.phoneOldCode, ({ deps, caller, body }) => sendOldPhoneCode(deps, { caller, ...body })),
  defineRoute(e.phoneVerifyOld, ({ deps, caller, body }) => verifyOldPhone(deps, { caller, ...body })),
  defineRoute(e.phoneNewCode, ({ deps, caller, body }) => sendNewPhoneCode(deps, { caller, ...body })),
  defineRoute(e.phoneChange, ({ deps, caller, body }) => changePhone(deps, { caller, ...body })),
  defineRoute(e.emailCode, ({ deps, caller, body }) => sendEmailChangeCode(deps, { caller, ...body })),
  defineRoute(e.emailChange, ({ deps, caller, body }) => changeEmail(deps, { caller, ...body })),
  defineRoute(e.sessions, ({ deps, caller }) => listActiveSessions(deps, { caller })),
  defineRoute(e.endSession, ({ deps, caller, body }) => endOtherSession(deps, { caller, ...body })),
  defineRoute(e.endOtherSessions, ({ deps, caller }) => endAllOtherSessions(deps, { caller })),
  defineRoute(e.resetTargets, ({ deps, caller }) => readResetTargets(deps, { caller })),
  defineRoute(e.resetCode, ({ deps, caller, body }) => sendConsoleResetCode(deps, { caller, ...body })),
  defineRoute(e.reset, ({ deps, caller, body }) => resetPasswordInConsole(deps, { caller, ...body })),
  defineRoute(e.opsPeople, ({ deps, caller, query }) => findPeople(deps, { caller, ...query })),
];
