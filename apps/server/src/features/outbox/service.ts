import { type OutboxMessage, outboxRoutes } from '@console/contract';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { listOutbox } from '../../providers/outbox.js';

/** Whether this caller may read the outbox: it is switched on (OUTBOX_PAGE=on) and the caller is on this computer. */
export function outboxOpenTo(deps: Pick<Deps, 'config'>, caller: Caller): boolean {
  return deps.config.outboxPage && caller.loopback;
}

/**
 * The messages that would have gone out, so codes can be read on a laptop. Off (the default), the
 * path answers like one that does not exist; on, it answers only this computer.
 */
export async function listOutboxMessages(deps: Pick<Deps, 'config'>, { caller }: { caller: Caller }): Promise<OutboxMessage[]> {
  if (!deps.config.outboxPage) throw new AppError('routeNotFound', { method: 'GET', url: `/webgate${outboxRoutes.list.path}` });
  if (!caller.loopback) throw new AppError('outboxLocalOnly');
  return listOutbox(deps.config.dataDir, 50);
}
