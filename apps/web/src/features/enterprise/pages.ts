import { withPhrases } from '../../app/i18n';
import type { PageEntry } from '../../app/routeTable';

const page = (load: PageEntry['load'], menu?: false): PageEntry => ({ load: withPhrases(['enterprise'], load), ...(menu === false ? { menu } : {}) });

/** Enterprise information pages (§2 eCenterInfo), by the route name the module catalogue gives them. */
export const enterprisePages: Partial<Record<string, PageEntry>> = {
  eBasicInfo: page(() => import('./BasicInfoPage')),
  // Reached from the master administrator's line of eBasicInfo, not from the menu.
  editPhone: page(() => import('./MasterVerifyPage'), false),
  addPhone: page(() => import('./NewMasterPage'), false),
};
