import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { idNumberSchema, personNameSchema } from '../realName/schemas.js';
import { fieldSchemas, freeText } from '../validators.js';

/** How a check answers for a test identity; the face check may also send it to manual review. */
export const registryChecks = ['pass', 'fail'] as const;
export type RegistryCheck = (typeof registryChecks)[number];
export const registryFaceChecks = ['pass', 'fail', 'manual'] as const;
export type RegistryFaceCheck = (typeof registryFaceChecks)[number];

export const registryListQuery = keysetQuery();

const registryCheck = z.enum(registryChecks, { error: 'invalid' });
export const registryEntrySchema = z.object({
  name: personNameSchema,
  idNumber: idNumberSchema,
  phone: fieldSchemas.phone.optional().or(z.literal('').transform(() => undefined)),
  bankCard: fieldSchemas.bankCard.optional().or(z.literal('').transform(() => undefined)),
  phoneCheck: registryCheck,
  bankCheck: registryCheck,
  faceCheck: z.enum(registryFaceChecks, { error: 'invalid' }),
  note: freeText().default(''),
});

/** A test identity as operators see it: masked; `createdBy` is 'seed' for the documented people. */
export const registryEntryViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  idNumber: z.string(),
  phone: z.string().nullable(),
  bankCard: z.string().nullable(),
  phoneCheck: z.enum(registryChecks),
  bankCheck: z.enum(registryChecks),
  faceCheck: z.enum(registryFaceChecks),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.number().int(),
});
export type RegistryEntryView = z.infer<typeof registryEntryViewSchema>;

export const registryPageSchema = pageOf(registryEntryViewSchema);
