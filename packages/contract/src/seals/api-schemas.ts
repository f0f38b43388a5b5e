import { z } from 'zod';
import { sealImageRules, sealUploadSchema } from './schemas.js';

/** An upload through the open API: the alias and the image's bytes as base64 (jpg, jpeg or png by content, at most 2 MB). */
export const sealApiUploadSchema = sealUploadSchema.extend({
  image: z
    .string()
    .min(1, { error: 'required' })
    .max(Math.ceil((sealImageRules.maxBytes * 4) / 3) + 4, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'invalid' }),
});
