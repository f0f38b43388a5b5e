import type { ChannelInput } from '@console/contract';
import { channelsRoutes as r } from '@console/contract/channels/routes';
import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { call, download } from '../../api/http';

/** Calls of channel partners; paths and answers come from the endpoint table. */
export const channelsApi = {
  branding: (query: { channel?: string; entry?: string }) => call(r.branding, { query, hideError: true }),
  associate: (channel: string) => call(r.associate, { body: { channel } }),
  mine: () => call(r.mine),
  list: (query: { status?: 'enabled' | 'disabled'; after?: string; pageSize: number }) => call(r.opsList, { query }),
  create: (body: ChannelInput) => call(r.opsCreate, { body: body as never }),
  update: (id: string, body: ChannelInput) => call(r.opsUpdate, { params: { id }, body }),
  accounts: (id: string, query: { after?: string; pageSize: number }) => call(r.opsAccounts, { params: { id }, query }),
  enterprises: (id: string, query: { after?: string; pageSize: number }) => call(r.opsEnterprises, { params: { id }, query }),
  exportCsv: (id: string, kind: 'accounts' | 'enterprises') =>
    download(`${apiBase}${fillPath(r.opsExport.path, { id })}`, { params: { kind } }),
};

export const mineKey = ['channels', 'mine'] as const;
