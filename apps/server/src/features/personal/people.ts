import { type PersonPick, peoplePickMax, phonePattern } from '@console/contract';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { maskPhone, openPhone, phoneHash } from '../../platform/personal-data.js';
import { accountsMatching } from '../account/index.js';

/**
 * The back office's person picker: operators find a person by what they can see of them — the
 * account name, the nickname or the whole phone number (phones are stored sealed, so only a whole
 * number can be matched, through its keyed hash) — and the answer shows the phone masked.
 */
export async function findPeople(deps: Deps, input: { caller: OperatorCaller; keyword: string }): Promise<{ list: PersonPick[] }> {
  const keyword = input.keyword;
  const rows = await accountsMatching(deps, {
    keyword,
    phoneHash: phonePattern.test(keyword) ? phoneHash(deps, keyword) : null,
    limit: peoplePickMax,
  });
  return {
    list: rows.map((r) => {
      const phone = openPhone(deps, r.phone_cipher);
      return { id: r.id, accountName: r.account_name, nickname: r.nickname, phone: phone ? maskPhone(phone) : null };
    }),
  };
}
