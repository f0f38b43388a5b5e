import { defineEndpoints } from '../endpoint.js';
import { signFlowHostedRoutes } from './routes.js';
import { faceVideo } from '../realName/schemas.js';
import {
  hostedChoicesSchema,
  hostedFacePassedSchema,
  hostedFilledSchema,
  hostedFillInputSchema,
  hostedFaceSchema,
  hostedProofSchema,
  hostedProvedSchema,
  hostedProveSchema,
} from './hosted-schemas.js';
import { hostedTokenSchema } from './schemas.js';

const hostedErrors = ['signFlowLinkInvalid', 'rateLimited'] as const;

export const signFlowHostedEndpoints = defineEndpoints(signFlowHostedRoutes, {
  hostedProve: {
    summary: 'Hosted signing page: the identity code from the signer’s phone or e-mail; answers a proof token for the later steps',
    summaryZh: '托管签署页：校验发送到签署方手机或邮箱的身份验证码，返回后续步骤使用的身份凭证',
    body: hostedProveSchema,
    output: hostedProvedSchema,
    errors: [...hostedErrors, 'codeWrong'],
  },
  hostedProveSignedIn: {
    summary:
      'Hosted signing page: signed in as the signer — the account’s phone (or e-mail) is the one the flow names; answers a proof token',
    summaryZh: '托管签署页：以签署方本人账号登录（账号手机号或邮箱与流程中的一致），返回身份凭证',
    body: hostedTokenSchema,
    output: hostedProvedSchema,
    errors: [...hostedErrors, 'signFlowNotSignerAccount'],
  },
  hostedChoices: {
    summary:
      'Hosted signing page: what the proven signer may sign with — its enterprise’s normal seals it holds a live grant of, or its own personal signatures',
    summaryZh: '托管签署页：已验证身份的签署方可使用的印章（持有有效授权的企业正常印章）或个人签名',
    body: hostedProofSchema,
    output: hostedChoicesSchema,
    errors: [...hostedErrors, 'signFlowNotProven', 'signFlowRealNameRequired', 'signFlowIdentityMismatch'],
  },
  hostedFace: {
    summary:
      'Hosted signing page, the face willingness check (multipart: token, proof, mode, video): the proven signer’s 2–3 s video against its real-name record by the identity provider; a pass answers a single-use ticket the sign call takes instead of the willingness code',
    summaryZh:
      '托管签署页的人脸意愿认证（multipart：token、proof、mode、video）：由身份核验服务将已验证身份签署方的 2-3 秒视频与其实名记录比对；通过后返回一次性凭证，签署时代替意愿验证码',
    body: hostedFaceSchema,
    file: { field: 'video', maxBytes: faceVideo.maxBytes + 64 * 1024, tooLarge: 'videoTooLarge' },
    output: hostedFacePassedSchema,
    errors: [
      ...hostedErrors,
      'signFlowNotProven',
      'signFlowRealNameRequired',
      'signFlowIdentityMismatch',
      'signFlowFaceFailed',
      'signFlowFaceUndecided',
      'signFlowFaceTooMany',
      'verificationUnavailable',
      'videoMissing',
      'videoType',
      'videoInvalid',
      'videoDuration',
      'videoTooLarge',
    ],
  },
  hostedFill: {
    summary:
      'Hosted signing page: the proven signer’s own fill-in fields (a flow from a template, its role’s fields) — each value checked by its field’s rule and box, all kept together (sealed) until the signer signs, when they are drawn into the document under its signature',
    summaryZh:
      '托管签署页：已验证身份的签署方填写本角色的填写控件（模板发起的流程）——每个值按控件规则和区域校验，全部通过才加密保存，签署时绘入文件并被其签名覆盖',
    body: hostedFillInputSchema,
    output: hostedFilledSchema,
    errors: [...hostedErrors, 'signFlowNotProven', 'templateValueInvalid', 'templateTextOverflow'],
  },
});
