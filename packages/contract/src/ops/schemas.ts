import { z } from 'zod';
import { fieldSchemas } from '../validators.js';

/** Operators' passwords follow the one rule every password follows. */
export const operatorPasswordSchema = fieldSchemas.password;

export const operatorSignInSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
  captcha: fieldSchemas.captcha,
});

export const operatorChangePasswordSchema = z.object({
  oldPass: z.string({ error: 'required' }).min(1, { error: 'required' }),
  newPass: operatorPasswordSchema,
});

/** The signed-in operator; one still holding a one-time password must change it before anything else. */
export const operatorInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mustChangePassword: z.boolean(),
});
export type OperatorInfo = z.infer<typeof operatorInfoSchema>;
