import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { meteredAct } from './api.js';
import type { HashAlgorithm } from './protocol.js';
import { checkToken, issueForTenant } from './service.js';

/** `timestamp/issue` (metered: service timestamp). */
export function apiIssueTimestamp(deps: Deps, { caller, ...input }: { caller: AppCaller; hash: string; hashAlgorithm: HashAlgorithm }) {
  return meteredAct(deps, caller, 'timestamp', async () => {
    const result = await issueForTenant(deps, { ...input, enterpriseId: caller.app.enterpriseId });
    return {
      result,
      action: 'issue',
      phrase: { key: 'timestamps.apiIssue', params: { serial: result.serial, appId: caller.app.appId } },
      content: `hash algorithm ${input.hashAlgorithm} serial ${result.serial}`,
    };
  });
}

/** `timestamp/verify` (metered: service timestamp); an unreadable token is refused before any unit is taken. */
export function apiVerifyTimestamp(deps: Deps, { caller, ...input }: { caller: AppCaller; token: string; hash?: string }) {
  return meteredAct(deps, caller, 'timestamp', async () => {
    const result = await checkToken(deps, { ...input, lang: caller.lang });
    return {
      result,
      action: 'verify',
      phrase: {
        key: 'timestamps.apiVerify',
        params: {
          serial: result.serial ?? '-',
          validity: { phrase: `operationLog.validity.${result.valid ? 'valid' : 'invalid'}` },
          appId: caller.app.appId,
        },
      },
      content: `serial ${result.serial} ${result.valid ? 'valid' : `not valid (${result.problem})`}`,
    };
  });
}
