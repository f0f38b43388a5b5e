import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { captchaTokenHeaders } from '../auth/schemas.js';
import { opsRoutes } from './routes.js';
import { operatorChangePasswordSchema, operatorInfoSchema, operatorSignInSchema } from './schemas.js';

export const opsEndpoints = defineEndpoints(opsRoutes, {
  signIn: {
    summary:
      'Operator sign-in behind the image captcha (token and pow headers); 5 wrong passwords from one source lock the name there for 15 minutes; the session is an HttpOnly cookie',
    body: operatorSignInSchema,
    headers: captchaTokenHeaders,
    output: operatorInfoSchema,
    errors: ['rateLimited', 'captchaWrong', 'operatorSignInFailed', 'operatorLocked'],
  },
  me: {
    summary: 'The signed-in operator',
    output: operatorInfoSchema,
  },
  password: {
    summary: 'Change the operator password (required after a one-time password); the operator’s other sessions end',
    body: operatorChangePasswordSchema,
    output: operatorInfoSchema,
    errors: ['operatorPasswordWrong', 'operatorPasswordReused', 'passwordCommon'],
  },
  signOut: {
    summary: 'Operator sign-out',
    output: nothing,
  },
});
