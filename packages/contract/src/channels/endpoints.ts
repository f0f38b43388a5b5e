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
    summaryZh: '按编码或入口页面获取合作方的品牌形象；合作方不存在或已停用时为 null（页面回退为普通页面）',
    query: channelBrandingQuery,
    output: channelBrandingSchema,
  },
  associate: {
    summary:
      'Associates the person, and the enterprise of the context when they are its master, with the partner; the first association stays',
    summaryZh: '将本人（以及本人为主管理员时当前上下文的企业）关联到合作方；以首次关联为准',
    body: channelAssociateSchema,
    output: myChannelsSchema,
    errors: ['channelUnknown'],
  },
  mine: {
    summary: 'The partners the person and the current enterprise were brought by',
    summaryZh: '带来本人及当前企业的渠道合作方',
    output: myChannelsSchema,
  },
  opsList: {
    summary: 'Channel partners, newest first, by status',
    summaryZh: '渠道合作方，按时间倒序，可按状态筛选',
    query: channelListQuery,
    output: channelPageSchema,
  },
  opsCreate: {
    summary: 'A new channel partner: code, name, logo (PNG or JPEG by content), colours readable at 4.5:1, contact, status, entry page',
    summaryZh: '新建渠道合作方：编码、名称、标志（按内容识别为 PNG 或 JPEG）、对比度达到 4.5:1 的颜色、联系人、状态、入口页面',
    body: channelCreateSchema,
    output: channelItemSchema,
    errors: ['channelCodeTaken', 'channelEntryTaken', 'channelLogoInvalid'],
  },
  opsDetail: { summary: 'One channel partner', summaryZh: '单个渠道合作方', params: idParam, output: channelItemSchema },
  opsUpdate: {
    summary: 'Changes a channel partner (its code included); an empty logo or phone keeps the stored one',
    summaryZh: '修改渠道合作方（包括其编码）；标志或电话留空则保留原值',
    params: idParam,
    body: channelSchema,
    output: channelItemSchema,
    errors: ['channelCodeTaken', 'channelEntryTaken', 'channelLogoInvalid'],
  },
  opsAccounts: {
    summary: 'The accounts a partner brought, newest first',
    summaryZh: '合作方带来的账号，按时间倒序',
    params: idParam,
    query: keysetQuery(),
    output: channelAccountPageSchema,
  },
  opsEnterprises: {
    summary: 'The enterprises a partner brought with their paid orders (count and amount), newest first',
    summaryZh: '合作方带来的企业及其已支付订单（数量和金额），按时间倒序',
    params: idParam,
    query: keysetQuery(),
    output: channelEnterprisePageSchema,
  },
  opsExport: {
    summary: 'CSV of the accounts or enterprises (with paid orders) a partner brought, at most 50,000 rows',
    summaryZh: '导出合作方带来的账号或企业（含已支付订单）的 CSV，最多 50,000 行',
    params: idParam,
    query: channelExportQuery,
    output: fileOutput('text/csv'),
  },
});
