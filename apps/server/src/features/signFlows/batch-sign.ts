import type { BatchResult } from '@console/contract';
import { translate } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import { checkCodeOfField, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { safeEqual } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { codeBinding, eligible, liveBatch } from './batch.js';
import * as bq from './batch-queries.js';
import { appearanceOf, signWith } from './hosted-sign.js';
import { drawnSignature } from '../seals/index.js';
import { codeRecipientOf } from './notify.js';
import { purposes } from './purposes.js';

interface Input {
  caller: Caller;
  batch: string;
  code: string;
  signatureId?: string | undefined;
  drawn?: string | undefined;
  seals: { enterpriseId: string; sealId: string }[];
}

const resultsOf = (batch: bq.BatchRow) => ({ results: JSON.parse(batch.results ?? '[]') as BatchResult[] });

/** A refusal as the signer reads it: the field's message, else the error's, else the generic one. */
function messageOf(error: unknown, caller: Caller): string {
  if (!(error instanceof AppError)) return translate(caller.lang, 'errors.internal', { ref: '' });
  return error.data?.fields?.[0]?.message ?? translate(caller.lang, `errors.${error.key}`, error.params);
}

/**
 * One flow of the batch, exactly as a single signer signs (`signWith`): the row still the signer's and
 * waiting (a flow revoked since the code was sent is a failure of its own), the seal of its enterprise
 * or the person's signature, then its own event certificate, PAdES revisions, timestamp, callbacks.
 */
async function signOne(deps: Deps, batch: bq.BatchRow, chosen: bq.Chosen, input: Input): Promise<BatchResult> {
  const { caller } = input;
  const { signerId } = chosen;
  const own = await eligible(deps, batch, signerId);
  const base = { signerId, flowId: chosen.flowId, title: chosen.title };
  try {
    if (!own) throw new AppError('signFlowBatchFlowEnded');
    const { flow, signer, enterpriseId } = own;
    const appearance = await appearanceOf(deps, {
      signer,
      userId: batch.user_id,
      sealId: enterpriseId ? input.seals.find((s) => s.enterpriseId === enterpriseId)?.sealId : input.signatureId,
      drawn: enterpriseId ? undefined : input.drawn,
      lang: caller.lang,
    });
    const { flowStatus } = await signWith(deps, { caller, flow, signer, userId: batch.user_id, appearance, authMethod: batch.proven_by });
    return { ...base, status: 'signed', flowStatus, error: null };
  } catch (error) {
    if (!(error instanceof AppError))
      caller.log.error({ err: error, signerId }, 'batch signing: one flow failed / 批量签署：一个流程签署失败');
    return { ...base, status: 'failed', flowStatus: null, error: messageOf(error, caller) };
  }
}

/**
 * Signs the chosen flows after the one willingness check. The code must be the one sent for this
 * batch (bound by `codeBinding`), and one submit wins the move coded → signing before the code is
 * spent: a second submit meanwhile answers `signFlowBatchBusy`, after it the same results. Each flow
 * is signed on its own, in turn; a failure leaves the others signed and is reported beside them.
 */
export async function batchSign(deps: Deps, input: Input): Promise<{ results: BatchResult[] }> {
  const { caller } = input;
  const batch = await liveBatch(deps, input.batch);
  if (batch.status === 'done') return resultsOf(batch);
  // A signature drawn on the page is judged once, before the code is spent: a bad one (not a PNG,
  // empty, a background) is refused naming `drawn` and signs nothing, rather than failing every flow.
  if (input.drawn) drawnSignature({ bytes: Buffer.from(input.drawn, 'base64'), lang: caller.lang, field: 'drawn' });
  if (batch.status === 'signing') throw new AppError('signFlowBatchBusy');
  const chosen = JSON.parse(batch.chosen ?? '[]') as bq.Chosen[];
  const first = chosen[0] && (await bq.signerById(deps.db, chosen[0].signerId));
  if (batch.status !== 'coded' || !first || !batch.code_hash) throw fieldError('codeWrong', 'code', caller.lang);
  const recipient = codeRecipientOf(deps, first).to;
  const codeId = await checkCodeOfField(deps, { purpose: purposes.batchWillingness, recipient, code: input.code }, caller.lang);
  const binding = codeBinding(deps, batch.id, input.code);
  if (!safeEqual(batch.code_hash, binding)) throw fieldError('codeWrong', 'code', caller.lang);
  if (!(await bq.claimSigning(deps.db, { id: batch.id, codeHash: binding }))) {
    const now = await liveBatch(deps, input.batch);
    if (now.status === 'done') return resultsOf(now);
    throw new AppError('signFlowBatchBusy');
  }
  await useCode(deps, codeId);
  const results: BatchResult[] = [];
  for (const c of chosen) results.push(await signOne(deps, batch, c, input));
  await bq.finishBatch(deps.db, { id: batch.id, results: JSON.stringify(results) });
  return { results };
}
