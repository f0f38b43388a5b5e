import { defineRoutes } from '../route.js';

/**
 * The enterprise center (§2 eCenterInfo, §6): becoming an enterprise, switching the session's
 * context, enterprise information and the master administrator; in the back office, the enterprise
 * list and superior/subordinate links between companies.
 */
export const enterpriseRoutes = defineRoutes('enterprise', {
  /** The person's enterprises (for the context switch) and the active context. */
  mine: { method: 'GET', path: '/console/enterprise/mine', access: 'user' },
  /** {name}: a new, not yet authenticated enterprise with the person as its master; the session switches to it. */
  create: { method: 'POST', path: '/console/enterprise/create', access: 'user' },
  /** {enterpriseId}: '' = personal context, else one of the person's enterprises. */
  switchContext: { method: 'POST', path: '/console/enterprise/switch', access: 'user' },
  /** eBasicInfo of the session's enterprise (personal data masked). */
  info: { method: 'GET', path: '/console/enterprise/info', access: 'user', permission: 'eBasicInfo' },
  /** {abbreviation}: at most 10 characters; '' clears it. */
  abbreviation: {
    method: 'POST',
    path: '/console/enterprise/abbreviation',
    access: 'user',
    permission: 'eCenterInfo:eBasicInfo:editAbbreviation',
  },
  /** editPhone: a code to the master administrator's own phone. */
  masterCode: { method: 'POST', path: '/console/enterprise/master/code', access: 'user', permission: 'editPhone' },
  /** editPhone {code}: the master proved; answers a single-use ticket for addPhone (10 minutes). */
  masterVerify: { method: 'POST', path: '/console/enterprise/master/verify', access: 'user', permission: 'editPhone' },
  /** addPhone {masterTicket, phone}: a code to the new master's phone (a registered account). */
  newMasterCode: { method: 'POST', path: '/console/enterprise/master/newCode', access: 'user', permission: 'addPhone' },
  /** addPhone {masterTicket, phone, code}: the new master takes over; the old one stays an administrator. */
  masterChange: { method: 'POST', path: '/console/enterprise/master/change', access: 'user', permission: 'addPhone', protect: 'operation' },

  // ---- the back office ----
  /** ?keyword&pageNum&pageSize: enterprises, for linking superior and subordinate companies. */
  list: { method: 'GET', path: '/operation-webapi/enterprise/list', access: 'operator' },
  /** {superiorId}: '' unlinks; a company cannot be its own ancestor. */
  superior: { method: 'POST', path: '/operation-webapi/enterprise/:id/superior', access: 'operator' },
});
