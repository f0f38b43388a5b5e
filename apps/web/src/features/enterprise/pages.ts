import { definePages } from '../../app/capability';

/** Enterprise information (§2 eCenterInfo) and the enterprise list of the back office. */
export const enterprisePages = definePages({
  name: 'enterprise',
  // Basic information shows the channel partner.
  namespaces: ['errors', 'channels'],
  pages: {
    eBasicInfo: { load: () => import('./BasicInfoPage') },
    // Reached from the master administrator's line of eBasicInfo, not from the menu.
    editPhone: { load: () => import('./MasterVerifyPage'), menu: false },
    addPhone: { load: () => import('./NewMasterPage'), menu: false },
  },
  opsPages: [
    { path: 'enterprises', label: 'enterprise.ops.menu.enterprises', icon: 'cluster', load: () => import('./ops/EnterpriseListPage') },
  ],
});
