import { sessionUserInfoSchema } from '../auth/schemas.js';
import { idParam } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { ssoRoutes } from './routes.js';
import {
  ssoIdentitySchema,
  ssoRedeemSchema,
  ssoSignedHeadersSchema,
  ssoSystemItemSchema,
  ssoSystemListQuery,
  ssoSystemPageSchema,
  ssoSystemSchema,
  ssoSystemSecretSchema,
  ssorandQuery,
  ssorandSchema,
  synchronizeSchema,
} from './schemas.js';

export const ssoEndpoints = defineEndpoints(ssoRoutes, {
  ssorand: {
    summary: 'A single-use code valid 60 s (stored hashed) and the target URL (the configured system’s, else the console’s own page)',
    query: ssorandQuery,
    output: ssorandSchema,
  },
  redeem: {
    summary:
      'Redeems a ssorand code once, server to server: signed like the open API (X-App-Id is the trusted system’s code) → the person, enterprise and real-name status',
    headers: ssoSignedHeadersSchema,
    body: ssoRedeemSchema,
    output: ssoIdentitySchema,
    errors: ['ssoSignatureInvalid', 'ssoNonceReplayed', 'ssoCodeInvalid', 'ssoCodeExpired', 'ssoCodeUsed'],
  },
  synchronize: {
    summary: 'Signs in the account a trusted system’s signed, single-use, short-lived token names (every use is logged)',
    body: synchronizeSchema,
    output: sessionUserInfoSchema,
    errors: ['ssoSystemUnknown', 'ssoTokenInvalid', 'ssoTokenExpired', 'ssoTokenReplayed', 'ssoAccountUnknown'],
  },
  opsList: { summary: 'Trusted systems, newest first', query: ssoSystemListQuery, output: ssoSystemPageSchema },
  opsCreate: {
    summary: 'A new trusted system; its shared secret is answered once (stored sealed)',
    body: ssoSystemSchema,
    output: ssoSystemSecretSchema,
    errors: ['ssoSystemCodeTaken', 'ssoTargetTaken'],
  },
  opsUpdate: {
    summary: 'Changes a trusted system (name, status, the entry it serves and its URL)',
    params: idParam,
    body: ssoSystemSchema,
    output: ssoSystemItemSchema,
    errors: ['ssoSystemCodeTaken', 'ssoTargetTaken'],
  },
  opsRotate: { summary: 'A new shared secret, answered once; the old one stops at once', params: idParam, output: ssoSystemSecretSchema },
});
