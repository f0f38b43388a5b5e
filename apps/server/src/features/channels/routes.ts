import { channelsEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { associate, brandingOf, myChannels } from './association.js';
import { exportBrought, listBroughtAccounts, listBroughtEnterprises } from './brought.js';
import { createChannel, getChannel, listChannels, updateChannel } from './partners.js';

/** Channel partners: the branding, the association, and the back office's partners and what they brought. */
export const channelsRoutes = [
  defineRoute(e.branding, ({ deps, caller, query }) => brandingOf(deps, { caller, ...query })),
  defineRoute(e.associate, ({ deps, caller, body }) => associate(deps, { caller, ...body })),
  defineRoute(e.mine, ({ deps, caller }) => myChannels(deps, { caller })),
  defineRoute(e.opsList, ({ deps, caller, query }) => listChannels(deps, { caller, ...query })),
  defineRoute(e.opsCreate, ({ deps, caller, body }) => createChannel(deps, { caller, ...body })),
  defineRoute(e.opsDetail, ({ deps, caller, params }) => getChannel(deps, { caller, ...params })),
  defineRoute(e.opsUpdate, ({ deps, caller, params, body }) => updateChannel(deps, { caller, ...params, ...body })),
  defineRoute(e.opsAccounts, ({ deps, caller, params, query }) => listBroughtAccounts(deps, { caller, ...params, ...query })),
  defineRoute(e.opsEnterprises, ({ deps, caller, params, query }) => listBroughtEnterprises(deps, { caller, ...params, ...query })),
  defineRoute(e.opsExport, async ({ deps, caller, params, query, reply }) => {
    const file = await exportBrought(deps, { caller, ...params, ...query });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.csv);
  }),
];
