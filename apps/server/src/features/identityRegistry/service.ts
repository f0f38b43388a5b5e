import type { Page, RegistryCheck, RegistryEntryView, RegistryFaceCheck } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import { maskBankCard, maskIdNumber, maskName, maskPhone } from '../../platform/personal-data.js';
import { type RegistryEntryInput, type RegistryRow, insertRegistryEntry, listRegistryEntries } from '../../providers/identity/index.js';

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
  input: { caller: OperatorCaller; pageNum: number; pageSize: number },
): Promise<Page<RegistryEntryView>> {
  const { rows, total } = await listRegistryEntries(deps, { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize });
  return {
    list: rows.map((row) => entryView(deps, row, row.created_by === 'seed' ? 'seed' : (row.operator_name ?? row.created_by))),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
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
    content: `${view.name} ${view.idNumber} phone:${entry.phoneCheck} bank:${entry.bankCheck} face:${entry.faceCheck}`,
    ip: caller.ip,
  });
  return view;
}
