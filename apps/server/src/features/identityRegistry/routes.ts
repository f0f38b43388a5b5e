import { identityRegistryEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { addRegistryEntry, listRegistry } from './service.js';

export const identityRegistryRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listRegistry(deps, { caller, ...query })),
  defineRoute(e.add, ({ deps, caller, body }) => addRegistryEntry(deps, { caller, entry: body })),
];
