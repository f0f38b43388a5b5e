import { idParam, keysetQuery } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { channelsRoutes } from './routes.js';
import {
  channelAccountPageSchema,
  channelAssociateSchema,
  channelBrandingQuery,
  channelBrandingSchema,
  channelCreateSchema,
  channelEnterprisePageSchema,
  channelExportQuery,
  channelItemSchema,
  channelListQuery,
  channelPageSchema,
  channelSchema,
  myChannelsSchema,
} from './schemas.js';

export const channelsEndpoints = defineEndpoints(channelsRoutes, {
  branding: {
    summary: 'A partner’s branding by code or entry page; null when unknown or disabled (the page falls back to the normal one)',
    query: channelBrandingQuery,
    output: channelBrandingSchema,
  },
  associate: {
    summary:
      'Associates the person, and the enterprise of the context when they are its master, with the partner; the first association stays',
    body: channelAssociateSchema,
    output: myChannelsSchema,
    errors: ['channelUnknown'],
  },
  mine: { summary: 'The partners the person and the current enterprise were brought by', output: myChannelsSchema },
  opsList: { summary: 'Channel partners, newest first, by status', query: channelListQuery, output: channelPageSchema },
  opsCreate: {
    summary: 'A new channel partner: code, name, logo (PNG or JPEG by content), colours readable at 4.5:1, contact, status, entry page',
    body: channelCreateSchema,
    output: channelItemSchema,
    errors: ['channelCodeTaken', 'channelEntryTaken', 'channelLogoInvalid'],
  },
  opsDetail: { summary: 'One channel partner', params: idParam, output: channelItemSchema },
  opsUpdate: {
    summary: 'Changes a channel partner (its code included); an empty logo or phone keeps the stored one',
    params: idParam,
    body: channelSchema,
    output: channelItemSchema,
    errors: ['channelCodeTaken', 'channelEntryTaken', 'channelLogoInvalid'],
  },
  opsAccounts: {
    summary: 'The accounts a partner brought, newest first',
    params: idParam,
    query: keysetQuery(),
    output: channelAccountPageSchema,
  },
  opsEnterprises: {
    summary: 'The enterprises a partner brought with their paid orders (count and amount), newest first',
    params: idParam,
    query: keysetQuery(),
    output: channelEnterprisePageSchema,
  },
  opsExport: {
    summary: 'CSV of the accounts or enterprises (with paid orders) a partner brought, at most 50,000 rows',
    params: idParam,
    query: channelExportQuery,
    output: fileOutput('text/csv'),
  },
});
