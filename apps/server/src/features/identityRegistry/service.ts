import type { Page, RegistryEntryView, registryEntrySchema } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { z } from 'zod';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OperatorSession } from '../../platform/operator-session.js';
import { keyedHash, maskPhone } from '../auth/personal-data.js';
import { maskBankCard, maskIdNumber, maskName } from '../realName/mask.js';
import * as q from './queries.js';

/**
 * The sandbox identity provider's registry: the documented test people and those operators add.
 * Rows hold the identity encrypted; the ID number is found by a keyed hash of its own purpose, so
 * the registry's hashes cannot be matched against the applications' ones.
 */
export type RegistryEntryInput = z.output<typeof registryEntrySchema>;
type Check = 'pass' | 'fail';

/** A registry entry decrypted, for the sandbox provider's comparisons only. */
export interface RegistryEntry {
  name: string;
  idNumber: string;
  phone: string | null;
  bankCard: string | null;
  phoneCheck: Check;
  bankCheck: Check;
  faceCheck: Check | 'manual';
}

export const registryIdNumberHash = (deps: Pick<Deps, 'config'>, idNumber: string) =>
  keyedHash(deps, 'identity-registry-id', idNumber.trim().toUpperCase());

export async function findRegistryEntry(deps: Pick<Deps, 'db' | 'config' | 'cipher'>, idNumber: string): Promise<RegistryEntry | null> {
  const row = await q.findByIdNumberHash(deps.db, registryIdNumberHash(deps, idNumber));
  if (!row) return null;
  const open = (sealed: string | null) => (sealed ? deps.cipher.decrypt(sealed) : null);
  return {
    name: deps.cipher.decrypt(row.name_cipher),
    idNumber: deps.cipher.decrypt(row.id_number_cipher),
    phone: open(row.phone_cipher),
    bankCard: open(row.bank_card_cipher),
    phoneCheck: row.phone_check as Check,
    bankCheck: row.bank_check as Check,
    faceCheck: row.face_check as Check | 'manual',
  };
}

/** `createdBy` is 'seed' for the documented people, else the adding operator's name. */
function entryView(deps: Pick<Deps, 'cipher'>, row: q.RegistryRow, createdBy: string): RegistryEntryView {
  const phone = row.phone_cipher ? deps.cipher.decrypt(row.phone_cipher) : null;
  const bankCard = row.bank_card_cipher ? deps.cipher.decrypt(row.bank_card_cipher) : null;
  return {
    id: row.id,
    name: maskName(deps.cipher.decrypt(row.name_cipher)),
    idNumber: maskIdNumber(deps.cipher.decrypt(row.id_number_cipher)),
    phone: phone ? maskPhone(phone) : null,
    bankCard: bankCard ? maskBankCard(bankCard) : null,
    phoneCheck: row.phone_check as Check,
    bankCheck: row.bank_check as Check,
    faceCheck: row.face_check as Check | 'manual',
    note: row.note,
    createdBy,
    createdAt: row.created_at,
  };
}

function sealedRow(deps: Pick<Deps, 'config' | 'cipher'>, entry: RegistryEntryInput, createdBy: string, now: number): q.RegistryRow {
  const idNumber = entry.idNumber.trim().toUpperCase();
  return {
    id: newId(now),
    name_cipher: deps.cipher.encrypt(entry.name.trim()),
    id_number_cipher: deps.cipher.encrypt(idNumber),
    id_number_hash: registryIdNumberHash(deps, idNumber),
    phone_cipher: entry.phone ? deps.cipher.encrypt(entry.phone) : null,
    bank_card_cipher: entry.bankCard ? deps.cipher.encrypt(entry.bankCard) : null,
    phone_check: entry.phoneCheck,
    bank_check: entry.bankCheck,
    face_check: entry.faceCheck,
    note: entry.note,
    created_by: createdBy,
    created_at: now,
  };
}

/** Adds the entries whose ID number is missing (the sandbox seed); safe to run at every start. */
export async function addMissingEntries(deps: Deps, entries: readonly RegistryEntryInput[], createdBy: string): Promise<number> {
  let added = 0;
  for (const entry of entries) {
    if (await q.insertEntry(deps.db, sealedRow(deps, entry, createdBy, deps.clock.now()))) added++;
  }
  return added;
}

export async function listRegistry(deps: Deps, input: { pageNum: number; pageSize: number }): Promise<Page<RegistryEntryView>> {
  const [rows, total] = await Promise.all([
    q.listEntries(deps.db, { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize }),
    q.countEntries(deps.db),
  ]);
  return { list: rows.map((row) => entryView(deps, row, row.created_by === 'seed' ? 'seed' : (row.operator_name ?? row.created_by))), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function addRegistryEntry(
  deps: Deps,
  input: { entry: RegistryEntryInput; operator: OperatorSession; ip: string; lang: Language },
): Promise<RegistryEntryView> {
  const row = sealedRow(deps, input.entry, input.operator.operatorId, deps.clock.now());
  if (!(await q.insertEntry(deps.db, row))) {
    throw new AppError('registryEntryExists', {}, { fields: [{ field: 'idNumber', message: translate(input.lang, 'errors.registryEntryExists') }] });
  }
  const view = entryView(deps, row, input.operator.name);
  await writeOperationLog(deps, {
    operatorId: input.operator.operatorId,
    service: 'realName',
    action: 'registryAdd',
    content: `${view.name} ${view.idNumber} phone:${input.entry.phoneCheck} bank:${input.entry.bankCheck} face:${input.entry.faceCheck}`,
    ip: input.ip,
  });
  return view;
}
