import { translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { languageOf, type Message, messageText, messageTime } from '../../platform/delivery.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { openPhone } from '../../platform/personal-data.js';
import * as q from './queries.js';

/** A new link token and the hash the signer's row keeps (the token itself is only in the message). */
export function newLink(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** The hosted page's address: the token in the fragment, so no server or proxy log ever records it. */
export const linkOf = (deps: Pick<Deps, 'config'>, token: string) => `${deps.config.publicUrl}/signFlow#${token}`;

/** The invitation to a signer, in its language: an SMS to its phone, else an e-mail. */
export async function invitation(deps: Deps, o: { flow: q.FlowRow; signer: q.SignerRow; token: string }): Promise<Message> {
  const { flow, signer } = o;
  const lang = languageOf(signer.language, 'zh');
  const initiator = (flow.enterprise_id && (await q.enterpriseName(deps.db, flow.enterprise_id))) || translate(lang, 'common.appName');
  const params = {
    appName: translate(lang, 'common.appName'),
    initiator,
    title: flow.title,
    deadline: messageTime(Number(flow.deadline_at)),
    link: linkOf(deps, o.token),
    name: deps.cipher.decrypt(signer.name_cipher),
  };
  const phone = openPhone(deps, signer.phone_cipher);
  if (phone) return { channel: 'sms', to: phone, purpose: 'signFlowInvite', text: messageText(lang, 'messages.signFlowInviteSms', params) };
  return {
    channel: 'mail',
    to: deps.cipher.decrypt(signer.email_cipher!),
    purpose: 'signFlowInvite',
    subject: messageText(lang, 'messages.signFlowInviteEmail.subject', params),
    text: messageText(lang, 'messages.signFlowInviteEmail.text', params),
  };
}

/** Where a signer's code goes: its phone, else its e-mail. */
export function codeRecipientOf(deps: Deps, signer: q.SignerRow): { channel: 'sms' | 'mail'; to: string } {
  const phone = openPhone(deps, signer.phone_cipher);
  return phone ? { channel: 'sms', to: phone } : { channel: 'mail', to: deps.cipher.decrypt(signer.email_cipher!) };
}

export type Log = FastifyBaseLogger;
