import { historyQuery, realNameReviewPaths, registryEntrySchema } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { addRegistryEntry, listRegistry } from './service.js';

const tag = 'operations';

export const identityRegistryRoutes = [
  defineRoute({
    method: 'GET',
    url: realNameReviewPaths.registry,
    summary: 'The sandbox identity provider’s test identities (paged, masked)',
    tag,
    auth: 'operator',
    query: historyQuery,
    handler: ({ deps, query }) => listRegistry(deps, query),
  }),
  defineRoute({
    method: 'POST',
    url: realNameReviewPaths.registry,
    summary: 'Add a test identity to the sandbox provider (how each check answers for it)',
    tag,
    auth: 'operator',
    body: registryEntrySchema,
    handler: ({ deps, body, operator, req, lang }) => addRegistryEntry(deps, { entry: body, operator, ip: req.ip, lang }),
  }),
];
