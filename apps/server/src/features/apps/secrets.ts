import { randomBytes } from 'node:crypto';
import { type CodeSent, activeSecretsMax, smsCodeValidityMs } from '@console/contract';
import { translate } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { writeOperationLog } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { recipientOf } from '../account/index.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { ownApplication } from './service.js';
import { forgetCallingApp } from './signed-calls.js';

/**
 * Application secrets: made on the server, shown once (after an SMS code to the person's own phone),
 * kept sealed with the field key — the server must compute the HMAC, so a hash would not do — and at
 * most two active, so a new one can be rolled out before the old one is revoked.
 */

async function phoneOf(deps: Deps, caller: UserCaller): Promise<{ phone: string; language: string | null }> {
  const person = await recipientOf(deps, caller.user.userId);
  if (!person?.phone) throw new AppError('phoneNotBound');
  return { phone: person.phone, language: person.language };
}

export async function sendSecretCode(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<CodeSent> {
  const app = await ownApplication(deps, caller, id);
  const { phone, language } = await phoneOf(deps, caller);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.secretReveal,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(language, caller.lang);
  await sendNow(deps, caller.log, {
    channel: 'sms',
    to: phone,
    purpose: 'appSecret',
    text: messageText(lang, 'messages.appSecretCodeSms', { appName: translate(lang, 'common.appName'), application: app.name, code }),
  });
  return sent;
}

export async function createSecret(
  deps: Deps,
  { caller, id, code }: { caller: UserCaller; id: string; code: string },
): Promise<{ id: string; secret: string; hint: string }> {
  const app = await ownApplication(deps, caller, id);
  const { phone } = await phoneOf(deps, caller);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.secretReveal, recipient: phone, code }, caller.lang);
  const now = deps.clock.now();
  const secret = `sk_${randomBytes(32).toString('base64url')}`;
  const row = {
    id: newId(now),
    application_id: app.id,
    secret_cipher: deps.cipher.encrypt(secret),
    hint: secret.slice(-4),
    created_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    if ((await q.activeSecretsOf(trx, app.id)).length >= activeSecretsMax) throw new AppError('secretLimit', { max: activeSecretsMax });
    // The code is spent with the secret's row: a second use, even racing, makes nothing.
    await useCode(deps, codeId, trx);
    await q.insertSecret(trx, row);
  });
  forgetCallingApp(deps, app.app_id);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: app.enterprise_id,
    service: 'apps',
    action: 'secretCreate',
    phrase: { key: 'apps.secretCreate', params: { app: app.name, appId: app.app_id, hint: row.hint } },
    content: `${app.app_id} …${row.hint}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { id: row.id, secret, hint: row.hint };
}

export async function revokeSecret(
  deps: Deps,
  { caller, id, secretId }: { caller: UserCaller; id: string; secretId: string },
): Promise<void> {
  const app = await ownApplication(deps, caller, id);
  if (!(await q.secretExists(deps.db, app.id, secretId))) throw new AppError('notFound');
  const revoked = await q.revokeSecret(deps.db, app.id, secretId, deps.clock.now());
  forgetCallingApp(deps, app.app_id);
  if (revoked)
    await writeOperationLog(deps, {
      userId: caller.user.userId,
      enterpriseId: app.enterprise_id,
      service: 'apps',
      action: 'secretRevoke',
      phrase: { key: 'apps.secretRevoke', params: { app: app.name, appId: app.app_id } },
      content: `${app.app_id} ${secretId}`,
      ip: caller.ip,
      device: caller.userAgent,
    });
}
