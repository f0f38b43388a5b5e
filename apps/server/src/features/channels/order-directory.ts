import type { Deps } from '../../platform/context.js';

/**
 * What channels reads of orders (the paid orders of a page of brought enterprises, the base a partner
 * is paid on), handed in by the cost center at start: the cost center imports enterprise, which
 * imports channels, so channels cannot import the cost center's index without an import circle
 * (decision 49).
 */
export interface OrderDirectory {
  /** Count and amount (fen) of each enterprise's paid orders in one query; enterprises with none are absent. */
  paidOrdersOf(deps: Pick<Deps, 'db'>, o: { enterpriseIds: readonly string[] }): Promise<Map<string, { count: number; amountFen: number }>>;
}

let directory: OrderDirectory | undefined;

/** Called by the cost center's start hook; the function is stateless, so every app of a process may hand it in. */
export function provideOrderDirectory(given: OrderDirectory): void {
  directory = given;
}

export function orderDirectory(): OrderDirectory {
  if (!directory) throw new Error('the cost center has not handed channels its order directory (its start hook has not run)');
  return directory;
}
