import { nothing } from '../../common.js';
import { defineEndpoints, fileOutput } from '../../endpoint.js';
import { personalSignatureRoutes } from './routes.js';
import {
  personalDrawSchema,
  personalSealStyleSchema,
  personalSignatureIdParams,
  personalSignatureListQuery,
  personalSignaturePageSchema,
  personalSignatureSchema,
  signatureImageRules,
} from './schemas.js';

const png = fileOutput('image/png');
/** Making a signature or choosing the default needs the person's passed real-name authentication (§8, 4020020); reading and deleting do not. */
const realNameOnly = ['realNameRequired'] as const;

export const personalSignatureEndpoints = defineEndpoints(personalSignatureRoutes, {
  personalList: {
    summary:
      'The person’s signatures (name seals and handwritten), newest first; the default is marked; realNamePassed says whether they may add one',
    summaryZh: '本人的签名（姓名章与手写签名），按时间倒序；标明默认签名；realNamePassed 表示能否新增签名',
    query: personalSignatureListQuery,
    output: personalSignaturePageSchema,
  },
  personalPreview: {
    summary: 'A name seal of a style drawn from the person’s passed real-name record (transparent PNG, 300 dpi); nothing is stored',
    summaryZh: '按样式用本人实名认证的姓名绘制的姓名章预览（透明 PNG，300 dpi）；不保存',
    query: personalSealStyleSchema,
    output: png,
    errors: [...realNameOnly, 'sealNameUndrawable'],
  },
  personalGenerate: {
    summary: 'Generates a name seal in a style from the passed real-name record; the first signature becomes the default',
    summaryZh: '按样式用实名认证的姓名生成姓名章；第一个签名为默认签名',
    body: personalSealStyleSchema,
    output: personalSignatureSchema,
    errors: [...realNameOnly, 'sealNameUndrawable', 'signatureLimitReached'],
  },
  personalDraw: {
    summary:
      'Saves a handwritten signature drawn on the screen (multipart file): png or jpg by content, at most 2 MB, at least 120 × 60 px, transparent or white background; kept as a trimmed transparent PNG',
    summaryZh:
      '保存在屏幕上手写的签名（multipart：file）：按内容识别为 png 或 jpg，不超过 2 MB，至少 120 × 60 像素，透明或白色背景；裁去空白后保存为透明 PNG',
    body: personalDrawSchema,
    file: { field: 'file', maxBytes: signatureImageRules.maxBytes, tooLarge: 'signatureImageTooLarge' },
    output: personalSignatureSchema,
    errors: [
      ...realNameOnly,
      'signatureImageMissing',
      'signatureImageType',
      'signatureImageTooSmall',
      'signatureImageBackground',
      'signatureEmpty',
      'signatureLimitReached',
    ],
  },
  personalImage: {
    summary: 'One of the person’s signatures as a transparent PNG',
    summaryZh: '本人的一个签名图片（透明 PNG）',
    params: personalSignatureIdParams,
    output: png,
  },
  personalSetDefault: {
    summary: 'Makes one of the person’s signatures their default (the previous default stops being one)',
    summaryZh: '将本人的一个签名设为默认签名（原默认签名不再为默认）',
    params: personalSignatureIdParams,
    output: personalSignatureSchema,
    errors: realNameOnly,
  },
  personalRemove: {
    summary: 'Deletes a signature; one a signed document carries is kept for verification. The newest left becomes the default',
    summaryZh: '删除签名；已用于签署文件的签名须保留以供验证。删除默认签名后，最新的签名成为默认签名',
    params: personalSignatureIdParams,
    output: nothing,
    errors: ['signatureInUse'],
  },
});
