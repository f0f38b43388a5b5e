import { type Contact, type ContactInput, type ContactPage, contactPageSize, phonePattern } from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keyedHash, maskEmail, maskPhone, normalizeEmail, openPhone, phoneHash, sealPhone } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import * as q from './queries.js';

/**
 * External contacts (§2 exContacts/list, §3): individuals and enterprises, unique per enterprise by
 * who they are (an enterprise's code, an individual's phone or e-mail); personal data sealed at rest
 * and masked in every answer and log line.
 */

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'contacts'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'contacts',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

export function view(deps: Deps, row: q.ContactRow): Contact {
  const phone = openPhone(deps, row.phone_cipher);
  return {
    id: row.id,
    kind: row.kind === 'enterprise' ? 'enterprise' : 'individual',
    name: row.name,
    creditCode: row.credit_code ?? '',
    orgCode: row.org_code ?? '',
    phone: phone ? maskPhone(phone) : '',
    email: row.email ? maskEmail(row.email) : '',
    updatedAt: row.updated_at,
  };
}

/** Who the contact is: what makes two rows the same contact. */
export function identityOf(deps: Deps, input: ContactInput): { key: string; field: string } {
  if (input.kind === 'enterprise')
    return input.creditCode
      ? { key: `C:${input.creditCode.toUpperCase()}`, field: 'creditCode' }
      : { key: `O:${input.orgCode.toUpperCase()}`, field: 'orgCode' };
  return input.phone
    ? { key: `P:${phoneHash(deps, input.phone)}`, field: 'phone' }
    : { key: `E:${keyedHash(deps, 'email', normalizeEmail(input.email))}`, field: 'email' };
}

export function columnsOf(deps: Deps, input: ContactInput) {
  const enterprise = input.kind === 'enterprise';
  return {
    kind: input.kind,
    name: input.name,
    credit_code: enterprise && input.creditCode ? input.creditCode.toUpperCase() : null,
    org_code: enterprise && input.orgCode ? input.orgCode.toUpperCase() : null,
    phone_cipher: input.phone ? sealPhone(deps, input.phone) : null,
    phone_hash: input.phone ? phoneHash(deps, input.phone) : null,
    email: input.email ? normalizeEmail(input.email) : null,
  };
}

export async function listContacts(
  deps: Deps,
  input: { caller: UserCaller; keyword: string; kind: string; after: string },
): Promise<ContactPage> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const rows = await q.listContacts(deps.db, enterpriseId, {
    keyword: input.keyword,
    kind: input.kind,
    phoneHash: phonePattern.test(input.keyword) ? phoneHash(deps, input.keyword) : null,
    after: input.after,
    limit: contactPageSize + 1,
  });
  const page = rows.slice(0, contactPageSize);
  return { list: page.map((r) => view(deps, r)), next: rows.length > contactPageSize ? page.at(-1)!.id : null };
}

/**
 * Writes a contact, named on the field of its identity when the enterprise already has one who is the
 * same person or company; logs the act and answers the contact as stored.
 */
async function saveContact(
  deps: Deps,
  input: {
    caller: UserCaller;
    enterpriseId: string;
    id: string;
    contact: ContactInput;
    key: 'contacts.contactCreate' | 'contacts.contactEdit';
  },
  write: (identityKey: string) => Promise<unknown>,
): Promise<Contact> {
  const { caller, enterpriseId, contact } = input;
  const identity = identityOf(deps, contact);
  try {
    await write(identity.key);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('contactTaken', identity.field, caller.lang);
    throw error;
  }
  await log(
    deps,
    caller,
    enterpriseId,
    {
      key: input.key,
      params: { contact: contact.name, kind: { phrase: `contacts.kinds.${contact.kind === 'enterprise' ? 'enterprise' : 'individual'}` } },
    },
    `${contact.kind} ${contact.name}`,
  );
  return view(deps, (await q.findContact(deps.db, enterpriseId, input.id))!);
}

export async function createContact(deps: Deps, input: { caller: UserCaller } & ContactInput): Promise<Contact> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const now = deps.clock.now();
  const id = newId(now);
  return saveContact(deps, { caller, enterpriseId, id, contact: input, key: 'contacts.contactCreate' }, (identityKey) =>
    q.insertContact(deps.db, {
      id,
      enterprise_id: enterpriseId,
      ...columnsOf(deps, input),
      identity_key: identityKey,
      created_by: caller.user.userId,
      created_at: now,
      updated_at: now,
    }),
  );
}

export async function editContact(deps: Deps, input: { caller: UserCaller; id: string } & ContactInput): Promise<Contact> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  if (!(await q.findContact(deps.db, enterpriseId, input.id))) throw new AppError('notFound');
  return saveContact(deps, { caller, enterpriseId, id: input.id, contact: input, key: 'contacts.contactEdit' }, (identityKey) =>
    q.updateContact(deps.db, enterpriseId, input.id, {
      ...columnsOf(deps, input),
      identity_key: identityKey,
      updated_at: deps.clock.now(),
    }),
  );
}

export async function removeContact(deps: Deps, input: { caller: UserCaller; id: string }): Promise<null> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await q.findContact(deps.db, enterpriseId, input.id);
  if (!row) throw new AppError('notFound');
  await q.deleteContact(deps.db, enterpriseId, input.id);
  await log(
    deps,
    caller,
    enterpriseId,
    {
      key: 'contacts.contactDelete',
      params: { contact: row.name, kind: { phrase: `contacts.kinds.${row.kind === 'enterprise' ? 'enterprise' : 'individual'}` } },
    },
    `${row.kind} ${row.name}`,
  );
  return null;
}
