import { type SessionUserInfo, phonePattern, ssoRules } from '@console/contract';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { normalizeEmail, phoneHash } from '../../platform/personal-data.js';
import { accountNamedBy } from '../account/index.js';
import { startSessionFor } from '../auth/index.js';
import * as q from './queries.js';
import { sameText, tokenSignatureOf } from './signature.js';

/**
 * Single sign-on in (/synchronization). A trusted system's token is `<payload>.<signature>`: the
 * payload is Base64url JSON `{ account, iat, exp, nonce }` (times in ms; account: the console's user
 * id, account name, e-mail or phone), the signature Base64url HMAC-SHA256 of the payload text with the
 * system's shared secret. It may live at most 5 minutes and is used once (its nonce, per system).
 * Every use — signed in or refused, and why — is written to the operation log.
 */

interface Claims {
  account: string;
  iat: number;
  exp: number;
  nonce: string;
}

function claimsOf(payload: string): Claims | null {
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    if (typeof c.account !== 'string' || !c.account || c.account.length > 100) return null;
    if (!Number.isSafeInteger(c.iat) || !Number.isSafeInteger(c.exp)) return null;
    if (typeof c.nonce !== 'string' || !/^[\x21-\x7e]{16,64}$/.test(c.nonce)) return null;
    return c as Claims;
  } catch {
    return null;
  }
}

async function logUse(
  deps: Deps,
  caller: Caller,
  input: { userId: string | null; phrase: LogPhraseOf<'account'>; content: string },
): Promise<void> {
  await writeOperationLog(deps, {
    userId: input.userId,
    service: 'account',
    action: actionOf(input.phrase),
    phrase: input.phrase,
    content: input.content,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

function lookupOf(deps: Deps, account: string) {
  if (account.includes('@')) return { email: normalizeEmail(account) };
  if (phonePattern.test(account)) return { phoneHash: phoneHash(deps, account) };
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(account)) return { id: account };
  return { accountName: account };
}

export async function synchronize(
  deps: Deps,
  input: { caller: Caller; presentedToken: string | undefined; system: string; token: string },
): Promise<{ token: string; info: SessionUserInfo }> {
  const { caller } = input;
  const refuse = async (
    key: 'ssoSystemUnknown' | 'ssoTokenInvalid' | 'ssoTokenExpired' | 'ssoTokenReplayed' | 'ssoAccountUnknown',
    userId: string | null = null,
  ) => {
    await logUse(deps, caller, {
      userId,
      phrase: { key: 'account.ssoSignInRefused', params: { system: input.system } },
      content: `${input.system}: ${key}`,
    });
    return new AppError(key);
  };
  const system = await q.findSystemByCode(deps.db, input.system);
  if (!system || system.status !== 1) throw await refuse('ssoSystemUnknown');
  const [payload, signature, extra] = input.token.split('.');
  if (!payload || !signature || extra !== undefined) throw await refuse('ssoTokenInvalid');
  if (!sameText(tokenSignatureOf(deps.cipher.decrypt(system.secret), payload), signature)) throw await refuse('ssoTokenInvalid');
  const claims = claimsOf(payload);
  if (!claims || claims.exp - claims.iat > ssoRules.tokenMaxLifetimeMs || claims.exp <= claims.iat) throw await refuse('ssoTokenInvalid');
  const now = deps.clock.now();
  if (claims.exp <= now || claims.iat > now + ssoRules.clockSkewMs) throw await refuse('ssoTokenExpired');
  if (!(await q.claimNonce(deps.db, { systemId: system.id, nonce: `t:${claims.nonce}`, expiresAt: claims.exp + ssoRules.clockSkewMs })))
    throw await refuse('ssoTokenReplayed');
  const user = await accountNamedBy(deps, lookupOf(deps, claims.account.trim()));
  if (!user || user.status !== 1) throw await refuse('ssoAccountUnknown', user?.id ?? null);
  const session = await startSessionFor(deps, { userId: user.id, loginPath: 'sso', caller, presentedToken: input.presentedToken });
  await logUse(deps, caller, {
    userId: user.id,
    phrase: { key: 'account.ssoSignIn', params: { system: system.name } },
    content: `${system.name} (${system.code})`,
  });
  return session;
}
