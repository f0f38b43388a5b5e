import { hostedSigningRules, signFlowStatus } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Caller, UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken, safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { normalizeEmail } from '../../platform/personal-data.js';
import { passedRealNameOf } from '../realName/index.js';
import * as hq from './hosted-queries.js';
import { codeRecipientOf } from './notify.js';
import { accountOfContact as accountLedTo } from './parties.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';

const { inProgress } = signFlowStatus;

/**
 * The link's signer while its turn lasts: the token's hash names a signer whose turn it is, of a flow
 * in progress before its deadline. Anything else — a spent, replaced or unknown token, a revoked,
 * expired or ended flow — is one answer, `signFlowLinkInvalid`.
 */
export async function linked(deps: Deps, token: string): Promise<{ flow: q.FlowRow; signer: q.SignerRow }> {
  const signer = await q.signerByLink(deps.db, hashToken(token));
  const flow = signer && (await q.findFlow(deps.db, signer.flow_id));
  if (!signer || !flow || signer.status !== 'toSign' || flow.status !== inProgress || Number(flow.deadline_at) <= deps.clock.now())
    throw new AppError('signFlowLinkInvalid');
  return { flow, signer };
}

/**
 * A proof is bound to the link it was made with: the row keeps SHA-256 over the link's hash and the
 * proof, so a reminder's new link needs a new proof, and the proof alone (without its link) is nothing.
 */
const proofHash = (linkHash: string, proof: string) => hashToken(`${linkHash}:${proof}`);

async function issueProof(deps: Deps, o: { signer: q.SignerRow; by: 'code' | 'session'; userId: string | null }) {
  const proof = newToken();
  const now = deps.clock.now();
  const saved = await hq.saveProof(deps.db, {
    signerId: o.signer.id,
    linkHash: o.signer.link_hash!,
    proofHash: proofHash(o.signer.link_hash!, proof),
    by: o.by,
    userId: o.userId,
    now,
  });
  // The link was spent or replaced between the read and this write.
  if (!saved) throw new AppError('signFlowLinkInvalid');
  return { proof, by: o.by, expiresAt: now + hostedSigningRules.proofMs };
}

/** The account the flow's phone (else its e-mail) leads to, if any. */
async function accountOfContact(deps: Deps, signer: q.SignerRow): Promise<string | null> {
  if (signer.phone_hash) return accountLedTo(deps, { phoneHash: signer.phone_hash });
  if (signer.email_cipher) return accountLedTo(deps, { email: normalizeEmail(deps.cipher.decrypt(signer.email_cipher)) });
  return null;
}

/**
 * The identity code checked and spent (of two submits at once, one goes on): the proof names the
 * account the flow's phone (or e-mail) leads to, if any — a signer without one proves itself all the
 * same, and is then led to create one and pass real-name authentication.
 */
export async function hostedProve(deps: Deps, { caller, token, code }: { caller: Caller; token: string; code: string }) {
  const { signer } = await linked(deps, token);
  const to = codeRecipientOf(deps, signer);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.sign, recipient: to.to, code }, caller.lang);
  await useCode(deps, codeId);
  return issueProof(deps, { signer, by: 'code', userId: await accountOfContact(deps, signer) });
}

/**
 * Signed in as the signer: the session's account is the one the flow's phone leads to (the keyed
 * phone hash), or, for a signer named by e-mail, the account with that e-mail. A name alone never
 * makes a match (two people share a name); the real-name rule is judged at signing.
 */
export async function hostedProveSignedIn(deps: Deps, { caller, token }: { caller: UserCaller; token: string }) {
  const { signer } = await linked(deps, token);
  if ((await accountOfContact(deps, signer)) !== caller.user.userId) throw new AppError('signFlowNotSignerAccount');
  return issueProof(deps, { signer, by: 'session', userId: caller.user.userId });
}

/** The proven signer: the link's signer whose proof (made with this link, under its age) matches. */
export async function proven(deps: Deps, o: { token: string; proof: string }): Promise<{ flow: q.FlowRow; signer: q.SignerRow }> {
  const { flow, signer } = await linked(deps, o.token);
  const live =
    signer.proof_hash !== null &&
    signer.proven_at !== null &&
    deps.clock.now() - Number(signer.proven_at) < hostedSigningRules.proofMs &&
    safeEqual(signer.proof_hash, proofHash(signer.link_hash!, o.proof));
  if (!live) throw new AppError('signFlowNotProven');
  return { flow, signer };
}

/** Where a proven signer stands: passed (may sign), required (no account or not authenticated), mismatch. */
export async function realNameStanding(deps: Deps, signer: q.SignerRow): Promise<'passed' | 'required' | 'mismatch'> {
  // A signer proven by code before it had an account: the account made since, by the same phone.
  const userId = signer.proven_user_id ?? (await accountOfContact(deps, signer));
  const passed = userId ? await passedRealNameOf(deps, userId) : null;
  if (!passed) return 'required';
  return passed.name === deps.cipher.decrypt(signer.name_cipher) ? 'passed' : 'mismatch';
}

/**
 * The account that signs: the one the signer proved as, which must have passed personal real-name
 * authentication under the signer's name in the flow — refused with `signFlowRealNameRequired`
 * (the page leads to the real-name flow) or `signFlowIdentityMismatch` (a phone passed to someone
 * else cannot sign in another's name).
 */
export async function signingAccount(deps: Deps, signer: q.SignerRow): Promise<string> {
  const standing = await realNameStanding(deps, signer);
  if (standing === 'required') throw new AppError('signFlowRealNameRequired');
  if (standing === 'mismatch') throw new AppError('signFlowIdentityMismatch');
  return (signer.proven_user_id ?? (await accountOfContact(deps, signer)))!;
}

/**
 * The willingness check (意愿认证): a code asked for at the moment of signing, to the same phone (or
 * e-mail), under its own purpose — the identity code never passes it. Checked here, spent by the caller
 * once every other check passed.
 */
export async function checkWillingness(deps: Deps, o: { signer: q.SignerRow; code: string; lang: Language }): Promise<string> {
  const to = codeRecipientOf(deps, o.signer);
  return checkCodeOfField(deps, { purpose: purposes.willingness, recipient: to.to, code: o.code }, o.lang);
}
