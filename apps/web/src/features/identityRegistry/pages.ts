import { definePages } from '../../app/capability';

/** The sandbox identity provider's registry of test identities, in the back office. */
export const identityRegistryPages = definePages({
  name: 'identityRegistry',
  opsPages: [{ path: 'identityRegistry', label: 'identityRegistry.ops.menu', icon: 'idcard', load: () => import('./ops/RegistryPage') }],
});
