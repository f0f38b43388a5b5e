import { organizationRoutes as r } from '@console/contract';
import { hashToken } from '../../src/platform/crypto.js';
import type { TestApp } from './harness.js';
import type { Person } from './real-name-helpers.js';

/** The person's member id in the enterprise their current session is in. */
export async function ownMemberId(t: TestApp, p: Person): Promise<string> {
  const token = p.cookie.split(';')[0]!.split('=').slice(1).join('=');
  const session = await t.db
    .selectFrom('sessions')
    .select('enterprise_id')
    .where('token_hash', '=', hashToken(decodeURIComponent(token)))
    .executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', p.userId)
    .where('enterprise_id', '=', session.enterprise_id!)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A department made through the API. A department needs at least one member: unless `memberIds` says
 * otherwise, the caller is its only member.
 */
export async function createDepartment(
  t: TestApp,
  p: Person,
  body: { name: string; parentCode?: string; memberIds?: string[]; headMemberId?: string },
  lang: 'en' | 'zh' = 'en',
) {
  const memberIds = body.memberIds ?? [await ownMemberId(t, p)];
  return (await p.post(r.createDepartment.path, { ...body, memberIds }, lang)).json();
}
