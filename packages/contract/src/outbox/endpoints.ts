import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { outboxRoutes } from './routes.js';
import { outboxMessageSchema } from './schemas.js';

export const outboxEndpoints = defineEndpoints(outboxRoutes, {
  list: {
    summary: 'Recent outbox messages, newest first (OUTBOX_PAGE=on only, to this computer only)',
    summaryZh: '本地发件箱的最近消息，按时间倒序（仅在 OUTBOX_PAGE=on 时可用，且仅限本机访问）',
    output: z.array(outboxMessageSchema),
    // Off, there is no outbox: the path answers like one that does not exist; on, only loopback clients are answered.
    errors: ['routeNotFound', 'outboxLocalOnly'],
  },
});
