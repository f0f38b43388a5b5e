import { enterpriseEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { listEnterprises, setSuperior } from './ops.js';
import { changeMaster, sendMasterCode, sendNewMasterCode, verifyMaster } from './master.js';
import { changeAbbreviation, createEnterprise, getInfo, getMine, switchContext } from './service.js';

/** The enterprise center (context, enterprise information, master administrator) and the back office's enterprise list. */
export const enterpriseRoutes = [
  defineRoute(e.mine, ({ deps, caller }) => getMine(deps, { caller })),
  defineRoute(e.create, ({ deps, caller, body }) => createEnterprise(deps, { caller, ...body })),
  defineRoute(e.switchContext, ({ deps, caller, body }) => switchContext(deps, { caller, ...body })),
  defineRoute(e.info, ({ deps, caller }) => getInfo(deps, { caller })),
  defineRoute(e.abbreviation, ({ deps, caller, body }) => changeAbbreviation(deps, { caller, ...body })),
  defineRoute(e.masterCode, ({ deps, caller }) => sendMasterCode(deps, { caller })),
  defineRoute(e.masterVerify, ({ deps, caller, body }) => verifyMaster(deps, { caller, ...body })),
  defineRoute(e.newMasterCode, ({ deps, caller, body }) => sendNewMasterCode(deps, { caller, ...body })),
  defineRoute(e.masterChange, ({ deps, caller, body }) => changeMaster(deps, { caller, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => listEnterprises(deps, { caller, ...query })),
  defineRoute(e.superior, ({ deps, caller, params, body }) => setSuperior(deps, { caller, ...params, ...body })),
];
