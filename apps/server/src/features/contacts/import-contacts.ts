import { type ContactInput, contactFormSchema, exportMaxRows, phonePattern } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { isUniqueViolation } from '../../db/database.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { type ImportKind, importJob, issuesOf, rowIssue } from '../../platform/imports.js';
import { phoneHash } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { exportPageSize, writeWorkbookOffThread, yieldToRequests } from '../../platform/workers.js';
import * as q from './queries.js';
import { columnsOf, identityOf, view } from './service.js';

/**
 * Import and export of external contacts: a row is checked by the single-add
 * form's schema and upserted by the contact's identity (its code, or an individual's phone or e-mail).
 */

const kindNames = (lang: Language) => ({
  individual: translate(lang, 'contacts.kinds.individual'),
  enterprise: translate(lang, 'contacts.kinds.enterprise'),
});

function kindOf(text: string): 'individual' | 'enterprise' | null {
  const t = text.trim().toLowerCase();
  for (const lang of ['en', 'zh'] as const) {
    const names = kindNames(lang);
    if (t === names.individual.toLowerCase() || t === 'individual') return 'individual';
    if (t === names.enterprise.toLowerCase() || t === 'enterprise') return 'enterprise';
  }
  return null;
}

export const contactsImport: ImportKind<ContactInput> = {
  kind: 'contacts',
  service: 'contacts',
  columns: [
    { field: 'kind', header: 'imports.contacts.kind', width: 12 },
    { field: 'name', header: 'imports.contacts.name', width: 24 },
    { field: 'creditCode', header: 'imports.contacts.creditCode', width: 24 },
    { field: 'orgCode', header: 'imports.contacts.orgCode', width: 18 },
    { field: 'phone', header: 'imports.contacts.phone', width: 16 },
    { field: 'email', header: 'imports.contacts.email', width: 26 },
  ],
  sample: (lang) => [kindNames(lang).individual, translate(lang, 'imports.contacts.sampleName'), '', '', '13800138000', ''],
  notes: (lang) => [
    translate(lang, 'imports.contacts.notes.kind'),
    translate(lang, 'imports.contacts.notes.codes'),
    translate(lang, 'imports.contacts.notes.reach'),
    translate(lang, 'imports.common.limits'),
  ],
  async check(deps, _ctx, cells) {
    const kind = kindOf(cells.kind ?? '');
    const parsed = contactFormSchema.safeParse({ ...cells, kind: kind ?? 'individual' });
    const issues = parsed.success ? [] : issuesOf(parsed.error);
    if (!kind) issues.unshift(rowIssue('kind', 'importKindUnknown'));
    if (issues.length || !parsed.success) return issues;
    const identity = identityOf(deps, parsed.data);
    return { value: parsed.data, key: identity.key, keyField: identity.field };
  },
  async apply(trx, deps, ctx, input) {
    const identity = identityOf(deps, input);
    const existing = await q.findContactByIdentity(trx, ctx.enterpriseId, identity.key);
    const now = deps.clock.now();
    try {
      if (existing) await q.updateContact(trx, ctx.enterpriseId, existing.id, { ...columnsOf(deps, input), updated_at: now });
      else
        await q.insertContact(trx, {
          id: newId(now),
          enterprise_id: ctx.enterpriseId,
          ...columnsOf(deps, input),
          identity_key: identity.key,
          created_by: ctx.userId,
          created_at: now,
          updated_at: now,
        });
    } catch (error) {
      if (isUniqueViolation(error)) return [rowIssue(identity.field, 'importContactTaken')];
      throw error;
    }
    return null;
  },
};

export const contactsImportJob = importJob(contactsImport as ImportKind<never>);

/** The contacts the list shows (its filters), every page of them, as xlsx; phones and e-mails masked. */
export async function exportContacts(deps: Deps, input: { caller: UserCaller; keyword: string; kind: string }): Promise<Buffer> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const names = kindNames(caller.lang);
  const rows: string[][] = [];
  let after = '';
  while (rows.length < exportMaxRows) {
    const page = await q.listContacts(deps.db, enterpriseId, {
      keyword: input.keyword,
      kind: input.kind,
      phoneHash: phonePattern.test(input.keyword) ? phoneHash(deps, input.keyword) : null,
      after,
      limit: exportPageSize,
    });
    for (const row of page) {
      const c = view(deps, row);
      rows.push([names[c.kind], c.name, c.creditCode, c.orgCode, c.phone, c.email]);
    }
    if (page.length < exportPageSize) break;
    after = page.at(-1)!.id;
    // Each page is a few synchronous queries on SQLite: let waiting requests in between them.
    await yieldToRequests();
  }
  const bytes = await writeWorkbookOffThread([
    {
      name: translate(caller.lang, 'imports.sheet.data'),
      header: contactsImport.columns.map((c) => translate(caller.lang, c.header)),
      rows: rows.slice(0, exportMaxRows),
      widths: contactsImport.columns.map((c) => c.width ?? 20),
    },
  ]);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'contacts',
    action: 'contactExport',
    phrase: { key: 'contacts.contactExport', params: { count: rows.length } },
    content: `${rows.length} rows${input.keyword ? ` matching "${input.keyword}"` : ''}${input.kind ? ` (${input.kind})` : ''}`,
    ip: caller.ip,
  });
  return bytes;
}
