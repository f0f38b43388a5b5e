import { defineEndpoints } from '../endpoint.js';
import { identityRegistryRoutes } from './routes.js';
import { registryEntrySchema, registryEntryViewSchema, registryListQuery, registryPageSchema } from './schemas.js';

export const identityRegistryEndpoints = defineEndpoints(identityRegistryRoutes, {
  list: {
    summary: 'The sandbox identity provider’s test identities (paged, masked)',
    query: registryListQuery,
    output: registryPageSchema,
  },
  add: {
    summary: 'Add a test identity to the sandbox provider (how each check answers for it)',
    body: registryEntrySchema,
    output: registryEntryViewSchema,
    errors: ['registryEntryExists'],
  },
});
