import type { HostedFill } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { type FillField, type FillItem, fillItemOf, overflowOf } from '../../platform/pdf-fill.js';
import { proven } from './hosted-proof.js';
import * as hq from './hosted-queries.js';
import type * as q from './queries.js';

/**
 * A signer's own fill-in fields: a flow made from a template gives each role's
 * signer the role's fill-in fields (`fill_fields`, copied from the version). The proven signer fills
 * them on the hosted page; each value passes the one check the initiator's values pass
 * (`fillItemOf`: its kind's §5 rule, required, maximum length) and must fit its box, else it is
 * refused naming `values.<key>` with the field's label and the rule, and nothing is kept. What passed
 * is kept sealed on the signer's row (a reload or a retry finds it) and drawn into the document just
 * before the signer's signature, in the same signing (`signDocuments`), so the signature covers it.
 * A signer has only its own role's fields: any other key is refused as unknown.
 */

export const fillFieldsOf = (signer: q.SignerRow): FillField[] =>
  signer.fill_fields ? (JSON.parse(signer.fill_fields) as FillField[]) : [];

const valuesOf = (deps: Deps, signer: q.SignerRow): Record<string, string> =>
  signer.fill_values_cipher ? (JSON.parse(deps.cipher.decrypt(signer.fill_values_cipher)) as Record<string, string>) : {};

/** The signer's fields as the page shows them; their values so far only when `withValues` (a live proof). */
export function fillsView(deps: Deps, signer: q.SignerRow, withValues: boolean): HostedFill[] {
  const values = withValues ? valuesOf(deps, signer) : {};
  return fillFieldsOf(signer).map((f) => ({
    key: f.key,
    label: f.label,
    kind: f.kind,
    required: f.required,
    maxLength: f.maxLength,
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
    value: withValues ? (values[f.key] ?? '') : null,
  }));
}

/** Every value checked against its field and its box: the items to draw (refusals name `values.<key>`). */
async function checkedItems(fields: FillField[], values: Record<string, string>, lang: Language): Promise<FillItem[]> {
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.key === key))
      throw fieldError('templateValueInvalid', `values.${key}`, lang, {
        field: key,
        rule: translate(lang, 'signFlowHosted.fill.notYours'),
      });
  const items = fields.flatMap((f) => fillItemOf(f, values[f.key] ?? '', { lang, name: `values.${f.key}` }) ?? []);
  const over = await overflowOf(items);
  if (over) throw fieldError('templateTextOverflow', `values.${over}`, lang, { field: fields.find((f) => f.key === over)!.label });
  return items;
}

/** `hostedFill`: the proven signer's values, all checked, then kept together (sealed) while its link lasts. */
export async function hostedFill(
  deps: Deps,
  { caller, token, proof, values }: { caller: Caller; token: string; proof: string; values: Record<string, string> },
): Promise<{ fills: HostedFill[] }> {
  const { signer } = await proven(deps, { token, proof });
  const fields = fillFieldsOf(signer);
  await checkedItems(fields, values, caller.lang);
  const kept = Object.fromEntries(fields.map((f) => [f.key, (values[f.key] ?? '').trim()]).filter(([, v]) => v));
  const cipher = deps.cipher.encrypt(JSON.stringify(kept));
  // The link spent or replaced since the proof was read: nothing kept.
  if (!(await hq.saveFillValues(deps.db, { signerId: signer.id, linkHash: signer.link_hash!, cipher })))
    throw new AppError('signFlowLinkInvalid');
  return { fills: fillsView(deps, { ...signer, fill_values_cipher: cipher }, true) };
}

/**
 * At signing: the signer's kept values checked again (a required field never filled is refused
 * naming it, before the willingness code is spent) and answered as the items to draw.
 */
export async function signerFillItems(deps: Deps, signer: q.SignerRow, lang: Language): Promise<FillItem[]> {
  const fields = fillFieldsOf(signer);
  return fields.length ? checkedItems(fields, valuesOf(deps, signer), lang) : [];
}
