import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { outboxRoutes } from './routes.js';
import { outboxMessageSchema } from './schemas.js';

export const outboxEndpoints = defineEndpoints(outboxRoutes, {
  list: {
    summary: 'Recent outbox messages, newest first (outside production only)',
    output: z.array(outboxMessageSchema),
    // In production there is no outbox: the path answers like one that does not exist.
    errors: ['routeNotFound'],
  },
});
