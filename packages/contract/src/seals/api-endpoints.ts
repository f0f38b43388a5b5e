import { defineEndpoints } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { sealApiRoutes } from './api-routes.js';
import { sealApiUploadSchema } from './api-schemas.js';
import { sealCreateSchema, sealListQuery, sealPageSchema, sealSchema } from './schemas.js';

/** Making a seal needs an enterprise that passed authentication, as in the console. */
const enterpriseOnly = ['enterpriseRealNameRequired'] as const;

export const sealApiEndpoints = defineEndpoints(sealApiRoutes, {
  apiList: {
    summary: 'The enterprise’s seals, newest first, optionally by status (§3 record status); free',
    summaryZh: '企业的印章，按时间倒序，可按状态（§3 记录状态）筛选；免费',
    headers: signedHeadersSchema,
    query: sealListQuery,
    output: sealPageSchema,
  },
  apiCreate: {
    summary:
      'Creates a seal from a style (official, contract, finance, HR, invoice in 38/40/42 mm, or the legal representative’s name seal), drawn from the enterprise’s authenticated name; normal at once; free',
    summaryZh:
      '按样式创建印章（公章、合同章、财务章、人事章、发票章，38/40/42 毫米；或法定代表人名章），以企业认证的名称绘制，创建即为正常状态；免费',
    headers: signedHeadersSchema,
    body: sealCreateSchema,
    output: sealSchema,
    errors: [...enterpriseOnly, 'sealNameUndrawable', 'sealLegalPersonMissing'],
  },
  apiUpload: {
    summary:
      'Uploads a seal image (alias, image as base64): jpg/jpeg/png by content, at most 2 MB, at least 120 × 120 px; a white background is made transparent, an opaque coloured one refused; in approval until reviewed; free',
    summaryZh:
      '上传印章图片（alias、base64 编码的 image）：按内容识别为 jpg/jpeg/png，不超过 2 MB，至少 120 × 120 像素；白色背景转为透明，不透明的彩色背景拒绝；审核前为审批中；免费',
    headers: signedHeadersSchema,
    body: sealApiUploadSchema,
    output: sealSchema,
    errors: [...enterpriseOnly, 'sealImageMissing', 'sealImageType', 'sealImageTooLarge', 'sealImageTooSmall', 'sealImageBackground'],
  },
});
