import type { Page, RegistryCheck, RegistryEntryView, RegistryFaceCheck } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import { maskBankCard, maskIdNumber, maskName, maskPhone } from '../../platform/personal-data.js';
import {
  type RegistryEntryInput,
  type RegistryRow,
  insertRegistryEntry,
  listRegistryEntries,
  registryOrder,
} from '../../providers/identity/index.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';

/** The operators' view of the sandbox provider's registry: a page of entries (masked), and adding one. */

type Check = RegistryCheck;

/** `createdBy` is 'seed' for the documented people, else the adding operator's name. */
function entryView(deps: Pick<Deps, 'cipher'>, row: RegistryRow, createdBy: string): RegistryEntryView {
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
    faceCheck: row.face_check as RegistryFaceCheck,
    note: row.note,
    createdBy,
    createdAt: row.created_at,
  };
}

export async function listRegistry(
  deps: Deps,
  input: { caller: OperatorCaller; after?: string; pageSize: number },
): Promise<Page<RegistryEntryView>> {
  const position = listPosition(registryOrder, { scope: {}, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const { rows, total } = await listRegistryEntries(deps, position);
  return pageFrom(registryOrder, {
    scope: {},
    pageSize: input.pageSize,
    rows,
    total,
    view: (row) => entryView(deps, row, row.created_by === 'seed' ? 'seed' : (row.operator_name ?? row.created_by)),
  });
}

export async function addRegistryEntry(
  deps: Deps,
  { caller, entry }: { caller: OperatorCaller; entry: RegistryEntryInput },
): Promise<RegistryEntryView> {
  const row = await insertRegistryEntry(deps, entry, caller.operator.operatorId);
  if (!row) throw fieldError('registryEntryExists', 'idNumber', caller.lang);
  const view = entryView(deps, row, caller.operator.name);
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'realName',
    action: 'registryAdd',
    phrase: { key: 'realName.registryAdd', params: { name: view.name } },
    content: `${view.name} ${view.idNumber} phone:${entry.phoneCheck} bank:${entry.bankCheck} face:${entry.faceCheck}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return view;
}
