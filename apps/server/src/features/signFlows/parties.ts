import { realNameStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { accountNamedBy } from '../account/index.js';
import { enterpriseNamesOf, enterpriseStandingOf } from '../enterprise/index.js';
import { memberEnterprisesOf } from '../organization/index.js';

/**
 * Who a flow's parties are, asked of the capabilities that own them (decision 49): the accounts
 * (`account`), the enterprises (`enterprise`) and their members (`organization`).
 */

/** An enterprise's name; null when there is no such enterprise. */
export async function enterpriseNameOf(deps: Pick<Deps, 'db'>, enterpriseId: string): Promise<string | null> {
  return (await enterpriseNamesOf(deps, { enterpriseIds: [enterpriseId] })).get(enterpriseId)?.name ?? null;
}

/**
 * The initiating enterprise as a flow's turn needs it, read once for the turn: its name (auto-sign's
 * check, the messages' text) and whether it passed authentication (the messages' daily cap).
 */
export interface Initiator {
  name: string | null;
  passed: boolean;
}

export async function initiatorOf(deps: Pick<Deps, 'db'>, enterpriseId: string | null): Promise<Initiator> {
  const standing = enterpriseId ? await enterpriseStandingOf(deps, { enterpriseId }) : undefined;
  return { name: standing?.name ?? null, passed: standing?.realNameStatus === realNameStatus.passed };
}

/** Whether an enterprise passed authentication (an unauthenticated one's messages are capped by the day). */
export async function enterprisePassed(deps: Pick<Deps, 'db'>, enterpriseId: string): Promise<boolean> {
  return (await enterpriseStandingOf(deps, { enterpriseId }))?.realNameStatus === realNameStatus.passed;
}

/** The enterprise named `name` the person is a member of (whether they may apply its seal is `seals`' to say). */
export async function memberEnterpriseNamed(deps: Pick<Deps, 'db'>, userId: string, name: string): Promise<{ id: string } | undefined> {
  const ids = await memberEnterprisesOf(deps, { userId });
  const names = await enterpriseNamesOf(deps, { enterpriseIds: ids });
  const id = ids.find((e) => names.get(e)?.name === name);
  return id === undefined ? undefined : { id };
}

/** The account a signer's phone (keyed hash), else its e-mail (normalized), leads to; null when none. */
export async function accountOfContact(deps: Pick<Deps, 'db'>, by: { phoneHash: string } | { email: string }): Promise<string | null> {
  return (await accountNamedBy(deps, by))?.id ?? null;
}

/** How the account is named in flows: its phone hash and e-mail (null: none of either, or no such account). */
export async function contactOfAccount(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<{ phoneHash: string | null; email: string | null }> {
  const account = await accountNamedBy(deps, { id: userId });
  return { phoneHash: account?.phoneHash ?? null, email: account?.email ?? null };
}
