import { nothing, reviewDecisionSchema } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { sealsRoutes } from './routes.js';
import {
  sealCreateSchema,
  sealIdParams,
  sealImageRules,
  sealListQuery,
  sealPageSchema,
  sealReviewListQuery,
  sealReviewPageSchema,
  sealSchema,
  sealStyleSchema,
  sealUploadSchema,
  sealUseListQuery,
  sealUsePageSchema,
} from './schemas.js';

const png = fileOutput('image/png');
/** Making or enabling a seal needs an enterprise that passed authentication; reading, disabling and deleting do not. */
const enterpriseOnly = ['enterpriseRealNameRequired'] as const;

export const sealsEndpoints = defineEndpoints(sealsRoutes, {
  list: {
    summary: 'The enterprise’s seals, newest first, optionally by status (§3 record status)',
    summaryZh: '企业的印章，按时间倒序，可按状态（§3 记录状态）筛选',
    query: sealListQuery,
    output: sealPageSchema,
  },
  preview: {
    summary: 'A seal of a style drawn from the enterprise’s authenticated name (transparent PNG, 300 dpi); nothing is stored',
    summaryZh: '按样式用企业认证的名称绘制的印章预览（透明 PNG，300 dpi）；不保存',
    query: sealStyleSchema,
    output: png,
    errors: [...enterpriseOnly, 'sealNameUndrawable', 'sealLegalPersonMissing'],
  },
  create: {
    summary: 'Creates a seal from a style (enterprise seal or the legal representative’s name seal); normal at once',
    summaryZh: '按样式创建印章（企业印章或法定代表人名章），创建即为正常状态',
    body: sealCreateSchema,
    output: sealSchema,
    errors: [...enterpriseOnly, 'sealNameUndrawable', 'sealLegalPersonMissing'],
  },
  upload: {
    summary:
      'Uploads a seal image (multipart alias, file): jpg/jpeg/png by content, at most 2 MB, at least 120 × 120 px; a white background is made transparent, an opaque coloured one refused; in approval until reviewed',
    summaryZh:
      '上传印章图片（multipart：alias、file）：按内容识别为 jpg/jpeg/png，不超过 2 MB，至少 120 × 120 像素；白色背景转为透明，不透明的彩色背景拒绝；审核前为审批中',
    body: sealUploadSchema,
    file: { field: 'file', maxBytes: sealImageRules.maxBytes, tooLarge: 'sealImageTooLarge' },
    output: sealSchema,
    errors: [...enterpriseOnly, 'sealImageMissing', 'sealImageType', 'sealImageTooSmall', 'sealImageBackground'],
  },
  image: {
    summary: 'One of the enterprise’s seals as a transparent PNG',
    summaryZh: '企业的一枚印章图片（透明 PNG）',
    params: sealIdParams,
    output: png,
  },
  enable: {
    summary: 'Enables a disabled seal',
    summaryZh: '启用已停用的印章',
    params: sealIdParams,
    output: sealSchema,
    errors: [...enterpriseOnly, 'sealStatusInvalid'],
  },
  disable: {
    summary: 'Disables a normal seal: it signs nothing until enabled again',
    summaryZh: '停用正常的印章：重新启用前不能用于签署',
    params: sealIdParams,
    output: sealSchema,
    errors: ['sealStatusInvalid'],
  },
  remove: {
    summary: 'Deletes a seal; one that a signed document carries is kept for verification (disable it instead)',
    summaryZh: '删除印章；已用于签署文件的印章须保留以供验证（可改为停用）',
    params: sealIdParams,
    output: nothing,
    errors: ['sealInUse'],
  },
  uses: {
    summary:
      'One seal’s history: each signature it was applied to (who, document, digest, channel), newest first; the master and administrators see every use, a member holding a grant their own',
    summaryZh: '印章使用记录：每次用于签署（使用人、文件、摘要、渠道），按时间倒序；主账号和管理员可见全部，持有授权的成员只见本人的使用',
    params: sealIdParams,
    query: sealUseListQuery,
    output: sealUsePageSchema,
  },
  reviewList: {
    summary: 'Review queue: uploaded seals by status (in approval by default), oldest first',
    summaryZh: '审核队列：按状态列出上传的印章（默认审批中），按时间正序',
    query: sealReviewListQuery,
    output: sealReviewPageSchema,
  },
  reviewImage: {
    summary: 'An uploaded seal’s image, for the reviewing operator',
    summaryZh: '上传印章的图片，供审核的运营人员查看',
    params: sealIdParams,
    output: png,
  },
  reviewDecision: {
    summary: 'Approves an uploaded seal (normal) or rejects it with a reason the uploader sees',
    summaryZh: '通过上传的印章（正常）或驳回并填写上传者可见的原因',
    params: sealIdParams,
    body: reviewDecisionSchema,
    output: sealSchema,
    errors: ['reviewAlreadyDecided'],
  },
});
