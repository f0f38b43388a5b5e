import { type AccountInfo, type HeaderInfo, accountType, toModuleList } from '@console/contract';
import type { UserSession } from '../../platform/session.js';

/** Header info of §3: the active context of the session. */
export function getHeaderInfo(user: UserSession): HeaderInfo {
  return {
    companyUuid: user.enterpriseId,
    type: user.context.kind === 'enterprise' ? accountType.enterprise : accountType.personal,
    userName: user.userName,
  };
}

/** Account info of §3: user.companyUuid and the moduleList the console builds routes from. */
export function getAccountInfo(user: UserSession): AccountInfo {
  return {
    user: {
      userId: user.userId,
      userName: user.userName,
      companyUuid: user.enterpriseId,
      moduleList: toModuleList(user.modules),
      checkStatus: user.checkStatus,
    },
  };
}
