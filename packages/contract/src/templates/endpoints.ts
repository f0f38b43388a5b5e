import { idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { signFlowRules } from '../signFlows/schemas.js';
import { templateApiRoutes, templatesRoutes } from './routes.js';
import {
  templateApiCreateFlowSchema,
  templateApiDetailSchema,
  templateApiFlowSchema,
  templateApiGetQuery,
  templateApiListQuery,
  templateApiPageSchema,
  templateCreateSchema,
  templateDetailSchema,
  templateFileParams,
  templateListQuery,
  templatePageSchema,
  templateSaveSchema,
  templateStartSchema,
  templateStartedSchema,
} from './schemas.js';

/** What starting a flow from a template may answer: its values and parties checked, the flow's own checks. */
const startErrors = [
  'templateDisabled',
  'templateValueInvalid',
  'templatePartyMissing',
  'templateTextOverflow',
  'signFlowDeadlineInvalid',
  'signFlowContactRequired',
  'signFlowGroupEmpty',
] as const;

export const templatesEndpoints = defineEndpoints(templatesRoutes, {
  create: {
    summary: 'Creates a template from a PDF (≤ 20 MB; refused by content when encrypted, broken or not a PDF): version 1, disabled',
    summaryZh: '用一份 PDF 创建模板（不超过 20 MB；加密、损坏或非 PDF 的文件按内容拒绝）：第 1 版，停用状态',
    body: templateCreateSchema,
    output: templateDetailSchema,
    file: { field: 'file', maxBytes: signFlowRules.pdfMaxBytes, tooLarge: 'payloadTooLarge' },
    errors: ['signFlowPdfRequired', 'signFlowPdfInvalid'],
  },
  list: {
    summary: 'The templates of the caller’s enterprise (or its own), newest first; `keyword` matches a part of the name',
    summaryZh: '本企业（或个人）的模板，按创建时间倒序；`keyword` 匹配名称的一部分',
    query: templateListQuery,
    output: templatePageSchema,
  },
  detail: {
    summary: 'A template’s current version: its PDF’s pages, roles and fields',
    summaryZh: '模板的当前版本：PDF 页面、角色和控件',
    params: idParam,
    output: templateDetailSchema,
    errors: ['notFound'],
  },
  file: {
    summary: 'The PDF of one of the template’s versions',
    summaryZh: '模板某一版本的 PDF',
    params: templateFileParams,
    output: fileOutput('application/pdf'),
    errors: ['notFound'],
  },
  save: {
    summary:
      'Saves the name, description, roles and fields as a new version (flows keep the version they were made from); refused when another edit saved first',
    summaryZh: '将名称、描述、角色和控件保存为新版本（已发起的流程保留其所用版本）；若他人已先保存则拒绝',
    params: idParam,
    body: templateSaveSchema,
    output: templateDetailSchema,
    errors: ['templateVersionStale', 'templateFieldInvalid', 'templateNotEnableable'],
  },
  enable: {
    summary: 'Enables a template; refused while a role has no signature field',
    summaryZh: '启用模板；仍有角色没有签署区时拒绝',
    params: idParam,
    output: templateDetailSchema,
    errors: ['templateNotEnableable'],
  },
  disable: {
    summary: 'Disables a template: no flow starts from it until it is enabled again',
    summaryZh: '停用模板：重新启用前不能用它发起签署',
    params: idParam,
    output: templateDetailSchema,
  },
  start: {
    summary:
      'Starts a sign flow from the template’s current version: the values drawn into the PDF (Chinese in an embedded CJK subset), a signer for each role with the role’s signature fields',
    summaryZh: '用模板当前版本发起签署：填写内容写入 PDF（中文使用嵌入的 CJK 子集字体），每个角色一位签署方及其签署区',
    params: idParam,
    body: templateStartSchema,
    output: templateStartedSchema,
    errors: [...startErrors],
  },
});

/** What a metered call may answer before anything is done or charged (as the other open-API services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const templateApiEndpoints = defineEndpoints(templateApiRoutes, {
  apiList: {
    summary: 'The templates of the application’s enterprise, newest first (`keyword`: a part of the name); free',
    summaryZh: '应用所属企业的模板，按创建时间倒序（`keyword`：名称的一部分）；免费',
    headers: signedHeadersSchema,
    query: templateApiListQuery,
    output: templateApiPageSchema,
  },
  apiGet: {
    summary: 'A template with its roles and fields (each field’s kind, who fills it, its rule and maximum length); free',
    summaryZh: '模板详情：角色和控件（控件类型、填写方、校验规则和最大长度）；免费',
    headers: signedHeadersSchema,
    query: templateApiGetQuery,
    output: templateApiDetailSchema,
    errors: ['notFound'],
  },
  apiCreateFlow: {
    summary:
      'Creates and starts a sign flow from an enabled template (metered: one unit of service signFlow, none when refused): `values` by field key, a party for each role',
    summaryZh: '用已启用的模板创建并发起签署流程（按服务 signFlow 计量一次，被拒绝不计量）：`values` 按控件 key 填写，每个角色一位签署方',
    headers: signedHeadersSchema,
    body: templateApiCreateFlowSchema,
    output: templateApiFlowSchema,
    errors: [...metered, 'notFound', ...startErrors],
  },
});
