// The baseline: a bare Fastify route answering a small JSON, in a process of its own like the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 0, msg: 'Success', data: { ok: true } }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
