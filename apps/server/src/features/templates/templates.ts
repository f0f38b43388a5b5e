import { createHash } from 'node:crypto';
import {
  type TemplateDetail,
  type TemplateField,
  type TemplateSave,
  isFillKind,
  rolesWithoutSignature,
  templateRules,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { type Tenant, tenantOf } from '../../platform/tenant.js';
import { judgePdf } from '../signFlows/index.js';
import * as q from './queries.js';

/**
 * Templates in the console: upload a PDF once (judged as a flow's), then place fields and roles;
 * every save is a new version over the one the edit started from, never a change to a version a
 * flow may have been made from. A template starts flows only while enabled, and is enabled only
 * while every role has a signature field.
 */

type PageSize = { width: number; height: number };

export const summaryOf = (t: q.TemplateRow) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  enabled: t.enabled === 1,
  version: t.version,
  createdAt: Number(t.created_at),
  updatedAt: Number(t.updated_at),
});

export function detailOf(t: q.TemplateRow, v: q.VersionRow): TemplateDetail {
  const roles = JSON.parse(v.roles) as string[];
  const fields = JSON.parse(v.fields) as TemplateField[];
  return {
    ...summaryOf(t),
    versionId: v.id,
    fileName: v.file_name,
    pages: JSON.parse(v.pages) as PageSize[],
    roles,
    fields,
    unsignedRoles: rolesWithoutSignature({ roles, fields }),
  };
}

/** The tenant's template and its current version, else not found (another tenant's id too). */
export async function templateOf(deps: Deps, tenant: Tenant, id: string): Promise<{ template: q.TemplateRow; version: q.VersionRow }> {
  const template = await q.findTemplate(deps.db, tenant, id);
  if (!template) throw notFound();
  const version = await q.findVersion(deps.db, id, template.version_id);
  if (!version) throw notFound();
  return { template, version };
}

async function log(deps: Deps, caller: UserCaller, template: q.TemplateRow, phrase: Parameters<typeof writeOperationLog>[1]['phrase']) {
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: template.enterprise_id,
    service: 'templates',
    action: phrase.key.split('.')[1]!,
    phrase,
    content: `template ${template.id}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** A template from an uploaded PDF: version 1 with the PDF and no role or field yet, disabled. */
export async function createTemplate(
  deps: Deps,
  o: { caller: UserCaller; file: UploadedFile | null; name: string; description?: string | undefined; fileName: string },
): Promise<TemplateDetail> {
  const { caller, file } = o;
  if (!file?.bytes.length) throw fieldError('signFlowPdfRequired', 'file', caller.lang);
  const pages = await judgePdf(file.bytes, 'file', caller.lang);
  const tenant = tenantOf(caller.user);
  const now = deps.clock.now();
  const id = newId(now);
  const versionId = newId(now);
  const filePath = await storeSealedFile(deps, { folder: 'templates', id: versionId, bytes: file.bytes });
  const template = {
    id,
    enterprise_id: tenant.kind === 'enterprise' ? tenant.enterpriseId : null,
    user_id: caller.user.userId,
    name: o.name,
    description: o.description ?? null,
    enabled: 0,
    version: 1,
    version_id: versionId,
    created_at: now,
    updated_at: now,
  };
  const version = {
    id: versionId,
    template_id: id,
    enterprise_id: template.enterprise_id,
    user_id: template.user_id,
    version: 1,
    file_name: o.fileName.slice(0, 200),
    file_path: filePath,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    size: file.bytes.length,
    pages: JSON.stringify(pages.map((p) => ({ width: p.width, height: p.height }))),
    roles: '[]',
    fields: '[]',
    created_at: now,
  };
  await q.insertTemplate(deps.db, template, version);
  await log(deps, caller, template, { key: 'templates.create', params: { name: template.name } });
  return detailOf(template, version);
}

export async function listTemplates(
  deps: Deps,
  o: { tenant: Tenant; lang: Language; keyword?: string | undefined; after?: string | undefined; pageSize: number },
) {
  const keyword = o.keyword || undefined;
  const scope = { tenant: o.tenant, keyword: keyword ?? null };
  const position = listPosition(q.listOrder, { scope, after: o.after, pageSize: o.pageSize, lang: o.lang });
  const [rows, total] = await Promise.all([q.listPage(deps.db, o.tenant, keyword, position), q.listCount(deps.db, o.tenant, keyword)]);
  return pageFrom(q.listOrder, { scope, pageSize: o.pageSize, rows, total, view: summaryOf });
}

export async function consoleList(
  deps: Deps,
  { caller, ...o }: { caller: UserCaller; keyword?: string; after?: string; pageSize: number },
) {
  return listTemplates(deps, { ...o, tenant: tenantOf(caller.user), lang: caller.lang });
}

export async function templateDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<TemplateDetail> {
  const { template, version } = await templateOf(deps, tenantOf(caller.user), id);
  return detailOf(template, version);
}

/** One of the template's versions' PDF (a flow's own version stays readable after later edits). */
export async function templateFile(deps: Deps, { caller, id, versionId }: { caller: UserCaller; id: string; versionId: string }) {
  const { template } = await templateOf(deps, tenantOf(caller.user), id);
  const version = await q.findVersion(deps.db, template.id, versionId);
  if (!version) throw notFound();
  return { bytes: await readSealedFile(deps, version.file_path), name: version.file_name };
}

/**
 * Each field against the version's pages and roles; a refusal names it (`fields.N.role`, …):
 * unique keys, a signature field bound to a role and at least 40 × 40 points, a fill-in field's
 * role (who fills it) one of the roles or the initiator, every box inside its page.
 */
export function checkFields(input: Pick<TemplateSave, 'roles' | 'fields'>, pages: PageSize[], lang: Language): void {
  const problem = (p: string) => ({ problem: translate(lang, `templates.fieldProblem.${p}`) });
  const roles = new Set<string>();
  input.roles.forEach((r, i) => {
    if (roles.has(r)) throw fieldError('templateFieldInvalid', `roles.${i}`, lang, problem('roleTwice'));
    roles.add(r);
  });
  const keys = new Set<string>();
  input.fields.forEach((f, i) => {
    const at = `fields.${i}`;
    if (keys.has(f.key)) throw fieldError('templateFieldInvalid', `${at}.key`, lang, problem('key'));
    keys.add(f.key);
    if (!isFillKind(f.kind) && f.role === null) throw fieldError('templateFieldInvalid', `${at}.role`, lang, problem('signRole'));
    if (f.role !== null && !roles.has(f.role)) throw fieldError('templateFieldInvalid', `${at}.role`, lang, problem('role'));
    if (!isFillKind(f.kind) && (f.width < templateRules.signMinSize || f.height < templateRules.signMinSize))
      throw fieldError('templateFieldInvalid', `${at}.width`, lang, problem('size'));
    const page = pages[f.page - 1];
    if (!page) throw fieldError('templateFieldInvalid', `${at}.page`, lang, problem('page'));
    if (f.x + f.width > page.width || f.y + f.height > page.height)
      throw fieldError('templateFieldInvalid', `${at}.x`, lang, problem('box'));
  });
}

/**
 * Saves an edit as the next version over `baseVersion` (the PDF carried over): refused as stale when
 * another edit saved first; an enabled template stays enabled only if every role keeps a signature field.
 */
export async function saveTemplate(deps: Deps, { caller, id, ...input }: TemplateSave & { caller: UserCaller; id: string }) {
  const { template, version } = await templateOf(deps, tenantOf(caller.user), id);
  if (template.version !== input.baseVersion) throw new AppError('templateVersionStale', { version: template.version });
  const pages = JSON.parse(version.pages) as PageSize[];
  checkFields(input, pages, caller.lang);
  const unsigned = rolesWithoutSignature(input);
  if (template.enabled === 1 && (unsigned.length || !input.roles.length))
    throw new AppError('templateNotEnableable', { roles: unsigned.join(', ') || '—' });
  const now = deps.clock.now();
  const next = {
    ...version,
    id: newId(now),
    version: template.version + 1,
    roles: JSON.stringify(input.roles),
    fields: JSON.stringify(input.fields),
    created_at: now,
  };
  const saved = await q.addVersion(deps.db, {
    version: next,
    base: input.baseVersion,
    name: input.name,
    description: input.description ?? null,
    enabled: template.enabled,
    now,
  });
  if (!saved) throw new AppError('templateVersionStale', { version: (await q.findTemplate(deps.db, tenantOf(caller.user), id))!.version });
  const row = {
    ...template,
    name: input.name,
    description: input.description ?? null,
    version: next.version,
    version_id: next.id,
    updated_at: now,
  };
  await log(deps, caller, row, { key: 'templates.save', params: { name: row.name, version: row.version } });
  return detailOf(row, next);
}

export async function setTemplateEnabled(deps: Deps, { caller, id, enabled }: { caller: UserCaller; id: string; enabled: boolean }) {
  const { template, version } = await templateOf(deps, tenantOf(caller.user), id);
  const detail = detailOf(template, version);
  if (enabled && (detail.unsignedRoles.length || !detail.roles.length))
    throw new AppError('templateNotEnableable', { roles: detail.unsignedRoles.join(', ') || '—' });
  const now = deps.clock.now();
  await q.setEnabled(deps.db, id, enabled ? 1 : 0, now);
  const row = { ...template, enabled: enabled ? 1 : 0, updated_at: now };
  await log(deps, caller, row, { key: enabled ? 'templates.enable' : 'templates.disable', params: { name: row.name } });
  return detailOf(row, version);
}
