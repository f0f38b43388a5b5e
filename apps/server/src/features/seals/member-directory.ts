import type { Deps } from '../../platform/context.js';

/**
 * What seals reads of an enterprise's members (the member a grant names, the names shown beside a
 * page of grants or uses: the member's own name, else nickname, else account name), handed in by the
 * organization capability at start: organization imports seals (a separation ends the member's
 * grants), so seals cannot import organization's index back without an import circle (decision 49).
 */
export interface MemberDirectory {
  memberOf(
    deps: Pick<Deps, 'db'>,
    o: { enterpriseId: string; memberId: string },
  ): Promise<{ id: string; userId: string; status: number; name: string } | undefined>;
  /** Shown names by person id; a person without a member row is named by their account; people not found are absent. */
  namesOf(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; userIds: readonly string[] }): Promise<Map<string, string>>;
}

let directory: MemberDirectory | undefined;

/** Called by the organization capability's start hook; the functions are stateless, so every app of a process may hand them in. */
export function provideMemberDirectory(given: MemberDirectory): void {
  directory = given;
}

export function memberDirectory(): MemberDirectory {
  if (!directory) throw new Error('the organization capability has not handed seals its member directory (its start hook has not run)');
  return directory;
}
