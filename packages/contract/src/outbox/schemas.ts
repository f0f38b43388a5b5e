import { z } from 'zod';

export const outboxChannels = ['mail', 'sms'] as const;

/** A message in the local outbox (outside production), so codes can be read when trying the console. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(outboxChannels),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.number().int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
