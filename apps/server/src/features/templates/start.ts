import { type TemplateField, type TemplateParty, type TemplateStart, isFillKind } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { PreparedFlow } from '../signFlows/index.js';
import { type FillField, type FillItem, TextOverflow, fillItemOf } from '../../platform/pdf-fill.js';
import { fillPdfOffThread } from '../../platform/pdf-workers.js';
import * as q from './queries.js';
import { readSealedFile } from '../../platform/sealed-files.js';

/**
 * A flow from a template's version, for every caller (the console's start, the open API's
 * `signFlow/createByTemplate`, a bulk send's row): the template must be enabled; each initiator
 * value passes its field's rule (`fillValueProblem`) and fits its box, else it is refused naming
 * `values.<key>` with the field's label and the rule; each role has exactly one party. The values
 * are drawn into the version's PDF and each role's signature fields become its signer's fields.
 * Fields a signer role fills go to that role's signer, who fills them on the hosted page before it signs.
 */

const signKind = { seal: 'seal', signature: 'signature', signDate: 'date' } as const;

/** The parties in the template's role order, each with its place in the input (for naming refusals). */
function partiesByRole(roles: string[], parties: TemplateParty[], lang: Language): { party: TemplateParty; index: number }[] {
  parties.forEach((p, i) => {
    if (!roles.includes(p.role))
      throw fieldError('templateFieldInvalid', `parties.${i}.role`, lang, { problem: translate(lang, 'templates.fieldProblem.role') });
    if (parties.findIndex((o) => o.role === p.role) !== i)
      throw fieldError('templateFieldInvalid', `parties.${i}.role`, lang, { problem: translate(lang, 'templates.fieldProblem.roleTwice') });
  });
  return roles.map((role) => {
    const index = parties.findIndex((p) => p.role === role);
    if (index < 0) throw fieldError('templatePartyMissing', 'parties', lang, { role });
    return { party: parties[index]!, index };
  });
}

/** The initiator's values checked against their fields (the one check signers' values pass too), as the items to draw. */
export function initiatorItems(fields: TemplateField[], values: Record<string, string>, lang: Language): FillItem[] {
  const own = fields.filter((f) => isFillKind(f.kind) && f.role === null);
  for (const key of Object.keys(values))
    if (!own.some((f) => f.key === key))
      throw fieldError('templateValueInvalid', `values.${key}`, lang, { field: key, rule: translate(lang, 'templates.rule.unknown') });
  return own.flatMap((f) => fillItemOf(fillFieldOf(f), values[f.key] ?? '', { lang, name: `values.${f.key}` }) ?? []);
}

/** A fill-in field of a version as the drawing and its check take it. */
export const fillFieldOf = (f: TemplateField): FillField => ({ ...f, kind: f.kind as FillField['kind'] });

/**
 * The prepared flow (`signFlows`' `createPreparedDraft` writes it): the filled PDF, a signer per
 * role in the template's order (group: the party's, else the role's place), with the role's
 * signature fields. Nothing is written here.
 */
export async function prepareFlow(
  deps: Deps,
  o: {
    template: q.TemplateRow;
    version: q.VersionRow;
    input: TemplateStart;
    lang: Language;
    origin: PreparedFlow['origin'];
    /** The version's PDF when the caller holds it already (a bulk send reads it once per batch, not per row). */
    pdf?: Buffer | undefined;
    /** A bulk send's row: drawn in the PDF pool's niced lane, so the console's requests go first. */
    background?: boolean;
  },
): Promise<PreparedFlow> {
  const { template, version, input, lang } = o;
  if (template.enabled !== 1) throw new AppError('templateDisabled');
  const roles = JSON.parse(version.roles) as string[];
  const fields = JSON.parse(version.fields) as TemplateField[];
  const parties = partiesByRole(roles, input.parties, lang);
  const items = initiatorItems(fields, input.values, lang);
  const original = o.pdf ?? (await readSealedFile(deps, version.file_path));
  // Drawn in the PDF pool (a bulk send draws one per row): the event loop keeps answering meanwhile.
  let filled: Buffer | null;
  try {
    filled = items.length ? await fillPdfOffThread(original, items, { background: o.background === true }) : null;
  } catch (error) {
    if (!(error instanceof TextOverflow)) throw error;
    const field = fields.find((f) => f.key === error.key)!;
    throw fieldError('templateTextOverflow', `values.${field.key}`, lang, { field: field.label });
  }
  // Drawing changes no page's size: the version's pages (read by signFlows' readFlowPdf at upload) are the filled document's.
  const pageSizes = JSON.parse(version.pages) as { width: number; height: number }[];
  return {
    origin: o.origin,
    title: input.title,
    message: input.message,
    deadlineAt: input.deadlineAt,
    document: { bytes: filled ?? original, fileName: version.file_name, pages: pageSizes.length, pageSizes },
    lang,
    at: (i) => `parties.${parties[i]!.index}.`,
    signers: parties.map(({ party }, ri) => ({
      kind: party.kind,
      name: party.name,
      enterpriseName: party.enterpriseName,
      phone: party.phone,
      email: party.email,
      group: party.group ?? ri + 1,
      language: party.language,
      // The role's own fill-in fields: its signer fills them on the hosted page before it signs.
      fills: fields.filter((f) => isFillKind(f.kind) && f.role === party.role).map(fillFieldOf),
      fields: fields
        .filter((f) => !isFillKind(f.kind) && f.role === party.role)
        .map((f) => ({
          kind: signKind[f.kind as keyof typeof signKind],
          page: f.page,
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
          keyword: undefined,
        })),
    })),
  };
}

/** Records which version a flow was made from (it keeps it whatever the template becomes). */
export async function recordFlow(deps: Deps, o: { flowId: string; version: q.VersionRow }): Promise<void> {
  await q.insertTemplateFlow(deps.db, {
    flow_id: o.flowId,
    template_id: o.version.template_id,
    version_id: o.version.id,
    enterprise_id: o.version.enterprise_id,
    user_id: o.version.user_id,
    created_at: deps.clock.now(),
  });
}
