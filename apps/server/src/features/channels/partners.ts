import type { ChannelEntryPath, ChannelInput, ChannelItem } from '@console/contract';
import { channelRules } from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import { writeOpsLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { inspectImage } from '../../platform/image.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { maskPhone, openPhone, sealPhone } from '../../platform/personal-data.js';
import * as q from './queries.js';

/** The back office's partners: create, change, read, list. */

type Input = Omit<ChannelInput, 'logo' | 'contactPhone' | 'entryPath' | 'removeLogo'> & {
  logo: string;
  removeLogo: boolean;
  contactPhone: string;
  entryPath: '' | ChannelEntryPath;
};

export async function itemOf(deps: Deps, row: q.ChannelRow): Promise<ChannelItem> {
  const counts = await q.broughtCounts(deps.db, row.id);
  const phone = openPhone(deps, row.contact_phone);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logo: row.logo,
    themeColor: row.theme_color,
    textColor: row.text_color,
    contactName: row.contact_name,
    contactPhone: phone ? maskPhone(phone) : '',
    status: row.status === 1 ? 'enabled' : 'disabled',
    entryPath: (row.entry_path as ChannelEntryPath | null) ?? null,
    ...counts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A logo is trusted only after its bytes were read: the data URL's declared type must be what the
 * bytes are (PNG signature and IHDR, or a JPEG frame header), at most 200 KB.
 */
function checkedLogo(caller: OperatorCaller, dataUrl: string): string {
  const refuse = () => fieldError('channelLogoInvalid', 'logo', caller.lang, { maxKb: channelRules.logoMaxBytes / 1024 });
  const match = /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(dataUrl);
  if (!match) throw refuse();
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > channelRules.logoMaxBytes) throw refuse();
  try {
    if (inspectImage(bytes).type !== match[1]) throw refuse();
  } catch {
    throw refuse();
  }
  return `data:${match[1]};base64,${bytes.toString('base64')}`;
}

function conflictOf(error: unknown, caller: OperatorCaller, input: Input): AppError | unknown {
  if (!isUniqueViolation(error)) return error;
  const message = String((error as Error).message ?? '');
  if (/entry_path/.test(message)) return fieldError('channelEntryTaken', 'entryPath', caller.lang);
  if (/code/.test(message) || !input.entryPath) return fieldError('channelCodeTaken', 'code', caller.lang);
  return fieldError('channelEntryTaken', 'entryPath', caller.lang);
}

/** Refusals beside the field before writing, so the message names it on both databases. */
async function assertFree(deps: Deps, caller: OperatorCaller, input: Input, selfId: string | null): Promise<void> {
  const byCode = await q.findChannelByCode(deps.db, input.code);
  if (byCode && byCode.id !== selfId) throw fieldError('channelCodeTaken', 'code', caller.lang);
  if (input.entryPath) {
    const byEntry = await q.findChannelByEntry(deps.db, input.entryPath);
    if (byEntry && byEntry.id !== selfId) throw fieldError('channelEntryTaken', 'entryPath', caller.lang);
  }
}

export async function createChannel(deps: Deps, { caller, ...input }: Input & { caller: OperatorCaller }): Promise<ChannelItem> {
  const logo = input.logo ? checkedLogo(caller, input.logo) : null;
  await assertFree(deps, caller, input, null);
  const now = deps.clock.now();
  const id = newId(now);
  try {
    await q.insertChannel(deps.db, {
      id,
      code: input.code,
      name: input.name,
      logo,
      theme_color: input.themeColor.toLowerCase(),
      text_color: input.textColor.toLowerCase(),
      contact_name: input.contactName,
      contact_phone: sealPhone(deps, input.contactPhone),
      status: input.status === 'enabled' ? 1 : 0,
      entry_path: input.entryPath || null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    throw conflictOf(error, caller, input);
  }
  await writeOpsLog(
    deps,
    caller,
    { key: 'ops.channelCreate', params: { channel: input.name, code: input.code } },
    `${input.name} (${input.code})`,
  );
  return getChannel(deps, { caller, id });
}

export async function updateChannel(
  deps: Deps,
  { caller, id, ...input }: Input & { caller: OperatorCaller; id: string },
): Promise<ChannelItem> {
  const row = await q.findChannel(deps.db, id);
  if (!row) throw new AppError('notFound');
  const logo = input.removeLogo ? null : input.logo ? checkedLogo(caller, input.logo) : row.logo;
  await assertFree(deps, caller, input, id);
  try {
    await q.updateChannel(deps.db, id, {
      code: input.code,
      name: input.name,
      logo,
      theme_color: input.themeColor.toLowerCase(),
      text_color: input.textColor.toLowerCase(),
      contact_name: input.contactName,
      ...(input.contactPhone ? { contact_phone: sealPhone(deps, input.contactPhone) } : {}),
      status: input.status === 'enabled' ? 1 : 0,
      entry_path: input.entryPath || null,
      updated_at: deps.clock.now(),
    });
  } catch (error) {
    throw conflictOf(error, caller, input);
  }
  await writeOpsLog(
    deps,
    caller,
    { key: 'ops.channelUpdate', params: { channel: input.name, code: input.code } },
    `${input.name} (${input.code}, ${input.status})`,
  );
  return getChannel(deps, { caller, id });
}

export async function getChannel(deps: Deps, { id }: { caller: OperatorCaller; id: string }): Promise<ChannelItem> {
  const row = await q.findChannel(deps.db, id);
  if (!row) throw new AppError('notFound');
  return itemOf(deps, row);
}

export async function listChannels(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; status?: 'enabled' | 'disabled'; after?: string; pageSize: number },
) {
  const status = input.status === undefined ? undefined : input.status === 'enabled' ? 1 : 0;
  const scope = { status: status ?? null };
  const position = listPosition(q.channelOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.listChannels(deps.db, { status, position }), q.countChannels(deps.db, status)]);
  const page = pageFrom(q.channelOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => r });
  return { ...page, list: await Promise.all(page.list.map((r) => itemOf(deps, r))) };
}
