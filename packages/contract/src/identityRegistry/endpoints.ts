import { defineEndpoints } from '../endpoint.js';
import { identityRegistryRoutes } from './routes.js';
import { registryEntrySchema, registryEntryViewSchema, registryListQuery, registryPageSchema } from './schemas.js';

export const identityRegistryEndpoints = defineEndpoints(identityRegistryRoutes, {
  list: {
    summary: 'The sandbox identity provider’s test identities (paged, masked)',
    summaryZh: '沙箱核验服务的测试身份（分页，已脱敏）',
    query: registryListQuery,
    output: registryPageSchema,
  },
  add: {
    summary: 'Add a test identity to the sandbox provider (how each check answers for it)',
    summaryZh: '向沙箱核验服务添加测试身份（规定各项核验对其的应答结果）',
    body: registryEntrySchema,
    output: registryEntryViewSchema,
    errors: ['registryEntryExists'],
  },
});
