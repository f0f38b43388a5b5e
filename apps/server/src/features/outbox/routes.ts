import { outboxEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { listOutboxMessages } from './service.js';

export const outboxRoutes = [defineRoute(e.list, ({ deps, caller }) => listOutboxMessages(deps, { caller }))];
