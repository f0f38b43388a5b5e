import { type OutboxMessage, outboxRoutes } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { listOutbox } from '../../providers/outbox.js';

/** Outside production only: the messages that would have gone out, so codes can be read locally. */
export async function listOutboxMessages(deps: Pick<Deps, 'config'>): Promise<OutboxMessage[]> {
  if (deps.config.env === 'production') throw new AppError('routeNotFound', { method: 'GET', url: `/webgate${outboxRoutes.list.path}` });
  return listOutbox(deps.config.dataDir, 50);
}
