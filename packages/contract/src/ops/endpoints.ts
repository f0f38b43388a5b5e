import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { opsRoutes } from './routes.js';
import { operatorChangePasswordSchema, operatorInfoSchema, operatorSignInSchema } from './schemas.js';

export const opsEndpoints = defineEndpoints(opsRoutes, {
  signIn: {
    summary: 'Operator sign-in (5 wrong passwords lock the name for 15 minutes); the session is an HttpOnly cookie',
    body: operatorSignInSchema,
    output: operatorInfoSchema,
    errors: ['operatorSignInFailed', 'operatorLocked'],
  },
  me: {
    summary: 'The signed-in operator',
    output: operatorInfoSchema,
  },
  password: {
    summary: 'Change the operator password (required after a one-time password); the operator’s other sessions end',
    body: operatorChangePasswordSchema,
    output: operatorInfoSchema,
    errors: ['operatorPasswordWrong', 'operatorPasswordReused'],
  },
  signOut: {
    summary: 'Operator sign-out',
    output: nothing,
  },
});
