import type { RegistryCheck, RegistryFaceCheck, registryEntrySchema } from '@console/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { keyedHash } from '../../platform/personal-data.js';
import * as q from './registry-queries.js';
import type { ListPosition } from '../../platform/keyset.js';

/**
 * The sandbox provider's store: the registry of test identities it answers from (the documented
 * people of seed.ts and those operators add through the identityRegistry capability). Rows hold the
 * identity encrypted; the ID number is found by a keyed hash of its own purpose, so the registry's
 * hashes cannot be matched against the applications' ones.
 */

export type { RegistryRow } from './registry-queries.js';

export type RegistryEntryInput = z.output<typeof registryEntrySchema>;
type Check = RegistryCheck;

/**
 * A registry entry, for the sandbox provider's comparisons only. The ID number was matched by its
 * hash; the phone and bank card are decrypted only when a check reads them (four
 * decryptions per verification were 7 % of a metered call's CPU).
 */
export interface RegistryEntry {
  name: string;
  readonly phone: string | null;
  readonly bankCard: string | null;
  phoneCheck: Check;
  bankCheck: Check;
  faceCheck: RegistryFaceCheck;
}

export const registryIdNumberHash = (deps: Pick<Deps, 'config'>, idNumber: string) =>
  keyedHash(deps, 'identity-registry-id', idNumber.trim().toUpperCase());

export async function findRegistryEntry(deps: Pick<Deps, 'db' | 'config' | 'cipher'>, idNumber: string): Promise<RegistryEntry | null> {
  const row = await q.findByIdNumberHash(deps.db, registryIdNumberHash(deps, idNumber));
  if (!row) return null;
  const open = (sealed: string | null) => (sealed ? deps.cipher.decrypt(sealed) : null);
  return {
    name: deps.cipher.decrypt(row.name_cipher),
    get phone() {
      return open(row.phone_cipher);
    },
    get bankCard() {
      return open(row.bank_card_cipher);
    },
    phoneCheck: row.phone_check as Check,
    bankCheck: row.bank_check as Check,
    faceCheck: row.face_check as RegistryFaceCheck,
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

/** Adds one entry; null when its ID number is already in the registry. */
export async function insertRegistryEntry(deps: Deps, entry: RegistryEntryInput, createdBy: string): Promise<q.RegistryRow | null> {
  const row = sealedRow(deps, entry, createdBy, deps.clock.now());
  return (await q.insertEntry(deps.db, row)) ? row : null;
}

/** A page of entries, oldest first, each with the name of the operator who added it. */
export async function listRegistryEntries(deps: Pick<Deps, 'db'>, position: ListPosition) {
  const [rows, total] = await Promise.all([q.listEntries(deps.db, position), q.countEntries(deps.db)]);
  return { rows, total };
}

/** The registry's order, which its cursors name. */
export const registryOrder = q.registryOrder;
