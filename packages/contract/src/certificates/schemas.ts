import { z } from 'zod';

/** The authorities the PKI publishes: per algorithm (URL segment) the root and the issuing CA. */
export const pkiParams = z.object({
  algorithm: z.enum(['rsa', 'sm2']),
  authority: z.enum(['root', 'issuing']),
});
