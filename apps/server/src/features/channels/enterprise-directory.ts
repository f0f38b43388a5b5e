import type { Deps } from '../../platform/context.js';

/**
 * What channels reads of enterprises (a context's master, the names and real-name status of a page
 * of brought enterprises), handed in by the enterprise capability at start: enterprise imports
 * channels (an enterprise a partner's person creates is brought by that partner), so channels
 * cannot import enterprise's index back without an import circle (decision 49).
 */
export interface EnterpriseDirectory {
  masterOf(deps: Pick<Deps, 'db'>, o: { enterpriseId: string }): Promise<{ masterUserId: string } | undefined>;
  namesOf(deps: Pick<Deps, 'db'>, o: { enterpriseIds: readonly string[] }): Promise<Map<string, { name: string; realNameStatus: number }>>;
}

let directory: EnterpriseDirectory | undefined;

/** Called by the enterprise capability's start hook; the functions are stateless, so every app of a process may hand them in. */
export function provideEnterpriseDirectory(given: EnterpriseDirectory): void {
  directory = given;
}

export function enterpriseDirectory(): EnterpriseDirectory {
  if (!directory) throw new Error('the enterprise capability has not handed channels its directory (its start hook has not run)');
  return directory;
}
